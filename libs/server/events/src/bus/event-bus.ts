import type { DomainEvent, EventEnvelope, EventType } from '@labellens/event-contracts';

export type EventHandler<T extends EventType = EventType> = (
  event: DomainEvent<T>,
) => Promise<void>;

export interface SubscribeOptions<T extends EventType = EventType> {
  /**
   * Consumer group: every group receives every event once (at least once); members of one group
   * share the work. Name it after the consuming service and purpose, e.g. `admin.analytics`.
   */
  group: string;
  topics: readonly T[];
  /**
   * Where a group with no stored position starts: the oldest retained event (true) or only events
   * published after it first subscribes (false, the default). An existing group always resumes.
   */
  fromBeginning?: boolean;
  /**
   * Called for each validated event. The event counts as consumed only when the promise resolves;
   * a rejection leaves it to be delivered again, so handlers must be idempotent
   * (see `IdempotentConsumer`).
   */
  handler: EventHandler<T>;
  /**
   * Called for a message that fails `parseEvent` (unknown type or version, broken payload). Such a
   * message is logged and skipped, never retried: it would fail the same way forever.
   */
  onInvalid?: (raw: string, error: Error) => void;
}

export interface Subscription {
  readonly group: string;
  /** Stops consuming. Waits for the handler in progress; unacknowledged events are redelivered. */
  close(): Promise<void>;
}

/**
 * Publishes validated events and delivers them to consumer groups, at least once.
 * Implementations: `RedisStreamsEventBus` (EVENT_BUS=redis) and `KafkaEventBus` (EVENT_BUS=kafka).
 */
export interface EventBus {
  readonly kind: 'redis' | 'kafka';
  /** Resolves once every event is durably accepted by the bus; rejects (and may have published some) otherwise. */
  publish(events: readonly EventEnvelope[]): Promise<void>;
  /** Resolves once the group is ready to receive (group created / joined). */
  subscribe<T extends EventType>(options: SubscribeOptions<T>): Promise<Subscription>;
  /** Closes every subscription and connection this bus opened. */
  close(): Promise<void>;
  /**
   * Removes the stored events of one aggregate where the transport allows it (Redis Streams).
   * Kafka logs are immutable: absent there; erasure relies on consumers deleting their copies.
   */
  eraseAggregate?(topics: readonly EventType[], aggregateId: string): Promise<number>;
  /**
   * A marker the broker keeps only as long as it keeps its stored events: undefined when it was
   * never written, or was lost with the broker's data (Redis restarted without persistence, or
   * flushed). `scope` names the caller. Absent where the transport cannot tell (Kafka).
   */
  readMarker?(scope: string): Promise<string | undefined>;
  /** Writes a new marker for `scope` and returns it. */
  writeMarker?(scope: string): Promise<string>;
}
