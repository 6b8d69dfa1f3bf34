import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const OUTBOX_TABLE = 'outbox_events';

/**
 * An event written in the same transaction as the state change it reports, published later by
 * `OutboxRelay`. `position` orders events that share an `occurred_at` millisecond.
 */
@Entity({ name: OUTBOX_TABLE })
@Index('outbox_events_relay_idx', ['occurredAt', 'position'], { where: 'published_at IS NULL' })
export class OutboxEventEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS' })
  position!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ name: 'aggregate_id', type: 'text' })
  aggregateId!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'now()' })
  occurredAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;
}
