import type { EntityManager } from 'typeorm';
import { parseEvent, type EventEnvelope } from '@labellens/event-contracts';

/** Postgres channel the writer notifies on commit and `OutboxRelay` listens to. */
export const OUTBOX_NOTIFY_CHANNEL = 'labellens_outbox';

export interface OutboxWriterOptions {
  /**
   * Issue NOTIFY in the writing transaction (delivered only if it commits) so relays on the same
   * database publish at once instead of at their next poll. Default true.
   */
  notify?: boolean;
}

/** Writes events to `outbox_events` inside the caller's transaction. */
export class OutboxWriter {
  private readonly notify: boolean;

  constructor(options: OutboxWriterOptions = {}) {
    this.notify = options.notify ?? true;
  }

  /**
   * Appends events in the transaction `manager` belongs to; they commit or roll back with the
   * state change. Validates every event first, so an invalid one fails the transaction here
   * rather than blocking the relay later.
   */
  async append(
    manager: EntityManager,
    events: EventEnvelope | readonly EventEnvelope[],
  ): Promise<void> {
    const list: readonly EventEnvelope[] = Array.isArray(events)
      ? events
      : [events as EventEnvelope];
    if (list.length === 0) return;
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(
        'OutboxWriter.append needs the EntityManager of an open transaction ' +
          '(dataSource.transaction(manager => ...)) so the events commit with the state change',
      );
    }
    const values: string[] = [];
    const params: unknown[] = [];
    for (const event of list) {
      const valid = parseEvent(JSON.parse(JSON.stringify(event)));
      const n = params.length;
      values.push(
        `($${n + 1}::uuid, $${n + 2}, $${n + 3}, $${n + 4}::jsonb, $${n + 5}::timestamptz)`,
      );
      params.push(
        valid.id,
        valid.type,
        valid.aggregateId,
        JSON.stringify(valid.payload),
        valid.occurredAt,
      );
    }
    // One statement keeps the events' position order equal to the order given.
    await manager.query(
      `INSERT INTO outbox_events (id, type, aggregate_id, payload, occurred_at) VALUES ${values.join(', ')}`,
      params,
    );
    if (this.notify) {
      await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_NOTIFY_CHANNEL, '']);
    }
  }

  /**
   * A person's erasure, in the transaction that deletes them: events about `aggregateId` still
   * waiting in the outbox are dropped (the deletion supersedes them), and published ones keep
   * their shape but lose `personalFields` from the payload. Returns how many rows were dropped.
   */
  async forgetAggregate(
    manager: EntityManager,
    aggregateId: string,
    personalFields: readonly string[],
  ): Promise<number> {
    const dropped: unknown = await manager.query(
      'DELETE FROM outbox_events WHERE aggregate_id = $1 AND published_at IS NULL RETURNING id',
      [aggregateId],
    );
    if (personalFields.length > 0) {
      await manager.query(
        'UPDATE outbox_events SET payload = payload - $2::text[] WHERE aggregate_id = $1',
        [aggregateId, personalFields],
      );
    }
    // TypeORM answers a DELETE … RETURNING as [rows, count] on PostgreSQL.
    return Array.isArray(dropped) && typeof dropped[1] === 'number' ? dropped[1] : 0;
  }
}
