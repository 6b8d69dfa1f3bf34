import Redis from 'ioredis';
import type { EventType } from '@labellens/event-contracts';
import {
  IdempotentConsumer,
  OutboxWriter,
  RedisStreamsEventBus,
  createEventBus,
  replay,
  type EventBus,
  type EventBusConfig,
  type EventsLogger,
} from '@labellens/server-events';
import type { DataSource } from 'typeorm';
import {
  ADMIN_READ_MODELS_CONSUMER,
  ADMIN_READ_MODEL_TOPICS,
  ReadModelsConsumer,
} from './read-models.consumer';
import { ReadModelsRepository } from './read-models.repository';

export interface RebuildReadModelsOptions {
  dataSource: DataSource;
  /** The admin service's config (EVENT_BUS, REDIS_URL, EVENT_STREAM_PREFIX, KAFKA_BROKERS…). */
  config: EventBusConfig;
  /** Give up (and fail) when no event has been applied for this long while not yet caught up. */
  stallTimeoutMs?: number;
  /** Kafka only: stop after this long without a new event (see `rebuildReadModels`). */
  kafkaQuietMs?: number;
  /** How often the Redis group's position is checked. */
  pollMs?: number;
  log?: (line: string) => void;
  busLogger?: EventsLogger;
}

export interface RebuildReport {
  bus: 'redis' | 'kafka';
  group: string;
  /** Events delivered by the replay (including ones the live consumer had already applied again). */
  delivered: number;
  /** Redis: the last entry id of each stream at the start, which the replay had to reach. */
  targets: Partial<Record<EventType, string>>;
  durationMs: number;
}

/** Replay groups are named `admin.rebuild.<time>.<random>`. */
export const REBUILD_GROUP_PREFIX = 'admin.rebuild';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Orders Redis stream ids (`<ms>-<seq>`). */
export function compareStreamIds(a: string, b: string): number {
  const [aMs = 0n, aSeq = 0n] = a.split('-').map((part) => BigInt(part));
  const [bMs = 0n, bSeq = 0n] = b.split('-').map((part) => BigInt(part));
  if (aMs !== bMs) return aMs < bMs ? -1 : 1;
  if (aSeq !== bSeq) return aSeq < bSeq ? -1 : 1;
  return 0;
}

function pairs(flat: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) out[String(flat[i])] = flat[i + 1];
  return out;
}

/**
 * Rebuilds the admin read models from the start of the event streams:
 * 1. empties the read models and the admin consumer's processed-events markers (one transaction,
 *    under table locks, so a live admin service may keep running);
 * 2. Redis: notes the last entry id of every topic's stream (the target);
 * 3. replays every topic from the beginning through a fresh consumer group, applying events with
 *    the live consumer's code and idempotency namespace (an event both apply counts once);
 * 4. stops when caught up. Redis: the group's last-delivered id has reached each stream's target and
 *    nothing is pending (acknowledged only after the transaction committed), so it terminates
 *    exactly, however slow or quiet the streams are; events published later are the live
 *    consumer's. Kafka: the bus interface exposes no offsets, so it stops after `kafkaQuietMs`
 *    without a new event: a heuristic, documented as a limitation.
 * Fails when nothing is applied for `stallTimeoutMs` before that (e.g. the database is down); the
 * read models are then partial and the command should be run again.
 */
export async function rebuildReadModels(options: RebuildReadModelsOptions): Promise<RebuildReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const stallTimeoutMs = options.stallTimeoutMs ?? 30_000;
  const pollMs = options.pollMs ?? 100;
  const consumer = new ReadModelsConsumer(new ReadModelsRepository(), new OutboxWriter());
  const idempotent = new IdempotentConsumer(options.dataSource, ADMIN_READ_MODELS_CONSUMER);

  await options.dataSource.transaction((manager) =>
    new ReadModelsRepository().reset(manager, ADMIN_READ_MODELS_CONSUMER),
  );
  log('Emptied the admin read models and their processed-events markers.');

  const bus: EventBus = createEventBus(options.config, {
    logger: options.busLogger,
    // A failed handler is retried after 5 s instead of the live default of a minute.
    redis: { blockMs: 500, batchSize: 500, claimIdleMs: 5_000, claimIntervalMs: 1_000 },
  });
  const redis =
    bus instanceof RedisStreamsEventBus
      ? new Redis(options.config.REDIS_URL ?? 'redis://127.0.0.1:6379')
      : null;
  let delivered = 0;
  let lastProgress = Date.now();
  const targets: Partial<Record<EventType, string>> = {};
  let group = '';
  try {
    if (bus instanceof RedisStreamsEventBus && redis) {
      await destroyGroups(redis, bus, (name) => name.startsWith(`${REBUILD_GROUP_PREFIX}.`));
      for (const topic of ADMIN_READ_MODEL_TOPICS) {
        const last = (await redis.xrevrange(bus.streamKey(topic), '+', '-', 'COUNT', 1)).at(0);
        if (last) targets[topic] = last[0];
      }
    }
    const subscription = await replay(bus, {
      topics: ADMIN_READ_MODEL_TOPICS,
      groupPrefix: REBUILD_GROUP_PREFIX,
      handler: async (event) => {
        await idempotent.handle(event, (e, manager) => consumer.handle(e, manager));
        delivered += 1;
        lastProgress = Date.now();
      },
    });
    group = subscription.group;
    lastProgress = Date.now();
    log(`Replaying ${ADMIN_READ_MODEL_TOPICS.length} topics from the beginning as group ${group}.`);
    try {
      for (;;) {
        await sleep(pollMs);
        if (bus instanceof RedisStreamsEventBus && redis) {
          if (await caughtUp(redis, bus, group, targets)) break;
        } else if (Date.now() - lastProgress >= (options.kafkaQuietMs ?? 10_000)) {
          log('Kafka: no new event for the quiet period; assuming the replay has caught up.');
          break;
        }
        if (Date.now() - lastProgress > stallTimeoutMs) {
          throw new Error(
            `Rebuild stalled: no event applied for ${stallTimeoutMs} ms before catching up ` +
              `(${delivered} applied). The read models are incomplete; run the rebuild again.`,
          );
        }
      }
    } finally {
      await subscription.close();
    }
  } finally {
    if (bus instanceof RedisStreamsEventBus && redis && group) {
      // The replay group has served its purpose; left behind, one would pile up per rebuild.
      await destroyGroups(redis, bus, (name) => name === group);
    }
    await bus.close();
    await redis?.quit().catch(() => {
      redis.disconnect();
    });
  }
  const report: RebuildReport = {
    bus: bus.kind,
    group,
    delivered,
    targets,
    durationMs: Date.now() - started,
  };
  log(`Rebuilt the admin read models from ${delivered} events in ${report.durationMs} ms.`);
  return report;
}

/**
 * Removes replay groups from the admin topics' streams. At the start this also clears the groups of
 * rebuilds that were killed before their own clean-up (two rebuilds at once make no sense anyway).
 */
async function destroyGroups(
  redis: Redis,
  bus: RedisStreamsEventBus,
  matches: (name: string) => boolean,
): Promise<void> {
  for (const topic of ADMIN_READ_MODEL_TOPICS) {
    const key = bus.streamKey(topic);
    const groups = ((await redis.xinfo('GROUPS', key).catch(() => [])) as unknown[][]).map(pairs);
    for (const info of groups) {
      const name = String(info.name);
      if (matches(name)) await redis.xgroup('DESTROY', key, name);
    }
  }
}

async function caughtUp(
  redis: Redis,
  bus: RedisStreamsEventBus,
  group: string,
  targets: Partial<Record<EventType, string>>,
): Promise<boolean> {
  for (const [topic, target] of Object.entries(targets) as [EventType, string][]) {
    const groups = (await redis.xinfo('GROUPS', bus.streamKey(topic))) as unknown[][];
    const info = groups.map(pairs).find((g) => g.name === group);
    if (!info) return false;
    const lastDelivered = String(info['last-delivered-id']);
    if (compareStreamIds(lastDelivered, target) < 0 || Number(info.pending) > 0) return false;
  }
  return true;
}
