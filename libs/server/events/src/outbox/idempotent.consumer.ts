import type { DataSource, EntityManager } from 'typeorm';
import type { DomainEvent, EventType } from '@labellens/event-contracts';

export type IdempotentHandler<T extends EventType = EventType> = (
  event: DomainEvent<T>,
  manager: EntityManager,
) => Promise<void>;

/**
 * Applies each event at most once per consumer name: the handler's writes and the
 * `processed_events` marker commit in one transaction. Combined with at-least-once delivery,
 * that is exactly-once in effect.
 */
export class IdempotentConsumer {
  constructor(
    private readonly dataSource: DataSource,
    /** Stable name of this consumer, e.g. `admin.user-stats`; one name per read model. */
    readonly consumer: string,
  ) {}

  /**
   * Runs `handler` in a transaction unless this consumer already processed `event.id`.
   * Returns true if the handler ran. If the handler throws, nothing is recorded and the error
   * propagates, so the bus delivers the event again. A concurrent duplicate waits on the
   * marker row's lock and is then skipped.
   */
  handle<T extends EventType>(
    event: DomainEvent<T>,
    handler: IdempotentHandler<T>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2)
         ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`,
        [this.consumer, event.id],
      );
      if (inserted.length === 0) return false;
      await handler(event, manager);
      return true;
    });
  }

  /** The same as a bus handler: `bus.subscribe({ ..., handler: consumer.wrap(apply) })`. */
  wrap<T extends EventType>(
    handler: IdempotentHandler<T>,
  ): (event: DomainEvent<T>) => Promise<void> {
    return async (event) => {
      await this.handle(event, handler);
    };
  }
}
