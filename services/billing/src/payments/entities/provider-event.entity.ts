import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Provider events (Stripe webhooks, local confirmations) already applied. The row is inserted in the
 * same transaction as the grant, so a redelivered event finds it and does nothing.
 */
@Entity({ name: 'provider_events' })
export class ProviderEventEntity {
  @PrimaryColumn({ name: 'event_id', type: 'text' })
  eventId!: string;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'text' })
  outcome!: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;
}
