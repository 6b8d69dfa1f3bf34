import { randomBytes } from 'node:crypto';
import type { EventType } from '@labellens/event-contracts';
import type { EventBus, EventHandler, Subscription } from './event-bus';

export interface ReplayOptions<T extends EventType> {
  topics: readonly T[];
  handler: EventHandler<T>;
  /**
   * Group to replay with. Omit it for a fresh group (a full replay); pass the group of an
   * interrupted rebuild to resume it where it stopped.
   */
  group?: string;
  /** Prefix of the generated group name, e.g. `admin.rebuild`. */
  groupPrefix?: string;
  onInvalid?: (raw: string, error: Error) => void;
}

/**
 * Reads every retained event of `topics` from the beginning, through a consumer group of its own,
 * so live consumers are untouched. Used to rebuild read models. Retention bounds what can be
 * replayed (Redis: EVENT_STREAM_MAXLEN per stream; Kafka: the topic's retention).
 */
export function replay<T extends EventType>(
  bus: EventBus,
  options: ReplayOptions<T>,
): Promise<Subscription> {
  const group =
    options.group ??
    `${options.groupPrefix ?? 'replay'}.${Date.now().toString(36)}.${randomBytes(4).toString('hex')}`;
  return bus.subscribe({
    group,
    topics: options.topics,
    fromBeginning: true,
    handler: options.handler,
    onInvalid: options.onInvalid,
  });
}
