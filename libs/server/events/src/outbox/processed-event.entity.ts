import { Entity, PrimaryColumn } from 'typeorm';
import { TextPrimaryColumn, TimestampColumn } from '@labellens/server-database';

export const PROCESSED_EVENTS_TABLE = 'processed_events';

/** One row per (consumer, event) already applied; `IdempotentConsumer` skips events found here. */
@Entity({ name: PROCESSED_EVENTS_TABLE })
export class ProcessedEventEntity {
  @TextPrimaryColumn()
  consumer!: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @TimestampColumn('processed_at', { default: () => 'now()' })
  processedAt!: Date;
}
