import { Column, Entity, Index } from 'typeorm';
import {
  JsonbColumn,
  NullableTextColumn,
  NullableTimestampColumn,
  TextColumn,
  TimestampColumn,
  UuidPrimaryColumn,
} from '@labellens/server-database';

export const OUTBOX_TABLE = 'outbox_events';

/**
 * An event written in the same transaction as the state change it reports, published later by
 * `OutboxRelay`. `position` orders events that share an `occurred_at` millisecond.
 */
@Entity({ name: OUTBOX_TABLE })
@Index('outbox_events_relay_idx', ['occurredAt', 'position'], { where: 'published_at IS NULL' })
export class OutboxEventEntity {
  @UuidPrimaryColumn()
  id!: string;

  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS' })
  position!: string;

  @TextColumn()
  type!: string;

  @TextColumn('aggregate_id')
  aggregateId!: string;

  @JsonbColumn()
  payload!: unknown;

  @TimestampColumn('occurred_at', { default: () => 'now()' })
  occurredAt!: Date;

  @NullableTimestampColumn('published_at')
  publishedAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @NullableTextColumn('last_error')
  lastError!: string | null;
}
