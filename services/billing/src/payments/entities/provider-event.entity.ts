import { Entity } from 'typeorm';
import { TextColumn, TextPrimaryColumn, TimestampColumn } from '@labellens/server-database';

/**
 * Provider events (Stripe webhooks, local confirmations) already applied. The row is inserted in the
 * same transaction as the grant, so a redelivered event finds it and does nothing.
 */
@Entity({ name: 'provider_events' })
export class ProviderEventEntity {
  @TextPrimaryColumn('event_id')
  eventId!: string;

  @TextColumn()
  provider!: string;

  @TextColumn()
  type!: string;

  @TextColumn()
  outcome!: string;

  @TimestampColumn('received_at', { default: () => 'now()' })
  receivedAt!: Date;
}
