import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import Redis from 'ioredis';
import {
  parseEvent,
  type DomainEvent,
  type EventEnvelope,
  type EventType,
} from '@labellens/event-contracts';
import type { EventBus, SubscribeOptions, Subscription } from '../bus/event-bus';
import { serializeEvent } from '../bus/event-serializer';
import { backoffDelay, sleep } from '../backoff';
import { consoleEventsLogger, errorMessage, type EventsLogger } from '../logger';

export const DEFAULT_EVENT_STREAM_PREFIX = 'labellens:events:';

export interface RedisStreamsEventBusOptions {
  /** Redis URL, or a client whose settings are copied (the bus always opens its own connections). */
  redis: string | Redis;
  /** Stream key = prefix + event type. Default `labellens:events:` (EVENT_STREAM_PREFIX). */
  prefix?: string;
  /** Approximate number of entries kept per stream (XADD MAXLEN ~). Bounds replay depth. */
  maxLen?: number;
  /** Entries fetched per XREADGROUP / XAUTOCLAIM call. */
  batchSize?: number;
  /** How long one XREADGROUP waits for new entries; also bounds how fast `close()` returns. */
  blockMs?: number;
  /**
   * An unacknowledged entry idle this long is taken over by a live consumer of the group (its
   * consumer died, or its handler failed). Must exceed the slowest handler.
   */
  claimIdleMs?: number;
  /** How often each subscription looks for such entries. */
  claimIntervalMs?: number;
  /** Consumers with nothing pending and idle this long are removed from the group at subscribe. */
  staleConsumerMs?: number;
  logger?: EventsLogger;
}

type StreamEntry = [id: string, fields: string[] | null];
type ReadGroupReply = [key: string, entries: StreamEntry[]][] | null;
type AutoClaimReply = [next: string, entries: StreamEntry[], deleted?: string[]];

function fieldValue(fields: string[], name: string): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}

/**
 * Redis Streams bus: one stream per topic, consumer groups, XACK after the handler succeeds, and
 * XAUTOCLAIM so entries left pending by a dead or failing consumer are delivered again.
 */
export class RedisStreamsEventBus implements EventBus {
  readonly kind = 'redis' as const;
  readonly prefix: string;
  private readonly main: Redis;
  private readonly subscriptions = new Set<RedisStreamSubscription>();
  private closed = false;
  private readonly settings: Required<Omit<RedisStreamsEventBusOptions, 'redis' | 'prefix'>>;

  constructor(private readonly options: RedisStreamsEventBusOptions) {
    this.prefix = options.prefix ?? DEFAULT_EVENT_STREAM_PREFIX;
    this.main = this.connect();
    this.settings = {
      maxLen: options.maxLen ?? 1_000_000,
      batchSize: options.batchSize ?? 100,
      blockMs: options.blockMs ?? 2_000,
      claimIdleMs: options.claimIdleMs ?? 60_000,
      claimIntervalMs: options.claimIntervalMs ?? 10_000,
      staleConsumerMs: options.staleConsumerMs ?? 24 * 60 * 60_000,
      logger: options.logger ?? consoleEventsLogger,
    };
  }

  streamKey(type: EventType): string {
    return `${this.prefix}${type}`;
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    this.assertOpen();
    if (events.length === 0) return;
    const pipeline = this.main.pipeline();
    for (const event of events) {
      pipeline.xadd(
        this.streamKey(event.type),
        'MAXLEN',
        '~',
        String(this.settings.maxLen),
        '*',
        'id',
        event.id,
        'event',
        serializeEvent(event),
      );
    }
    const results = await pipeline.exec();
    const failure = results?.find(([err]) => err);
    if (!results || failure) {
      throw new Error(`Redis XADD failed: ${failure?.[0]?.message ?? 'no reply from Redis'}`);
    }
  }

  /**
   * Deletes every entry about one aggregate from the given streams (right to erasure). Scans the
   * streams in pages; returns how many entries were removed.
   */
  async eraseAggregate(topics: readonly EventType[], aggregateId: string): Promise<number> {
    this.assertOpen();
    let removed = 0;
    for (const topic of topics) {
      const key = this.streamKey(topic);
      let start = '-';
      for (;;) {
        const entries = (await this.main.xrange(key, start, '+', 'COUNT', 500)) as StreamEntry[];
        const doomed: string[] = [];
        for (const [id, fields] of entries) {
          const json = fields ? fieldValue(fields, 'event') : undefined;
          if (json && (JSON.parse(json) as { aggregateId?: string }).aggregateId === aggregateId)
            doomed.push(id);
        }
        if (doomed.length) removed += await this.main.xdel(key, ...doomed);
        if (entries.length < 500) break;
        start = `(${entries[entries.length - 1][0]}`;
      }
    }
    return removed;
  }

  async readMarker(scope: string): Promise<string | undefined> {
    this.assertOpen();
    return (await this.main.get(`${this.prefix}marker:${scope}`)) ?? undefined;
  }

  async writeMarker(scope: string): Promise<string> {
    this.assertOpen();
    const value = `${Date.now()}-${randomBytes(8).toString('hex')}`;
    await this.main.set(`${this.prefix}marker:${scope}`, value);
    return value;
  }

  async subscribe<T extends EventType>(options: SubscribeOptions<T>): Promise<Subscription> {
    this.assertOpen();
    if (options.topics.length === 0) throw new Error('subscribe needs at least one topic');
    const subscription = new RedisStreamSubscription(
      this.main,
      this.connect(),
      options.topics.map((topic) => this.streamKey(topic)),
      options as unknown as SubscribeOptions,
      this.settings,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    try {
      await subscription.start();
    } catch (err) {
      await subscription.close();
      throw err;
    }
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.main.quit().catch(() => {
      this.main.disconnect();
    });
  }

  private connect(): Redis {
    const source = this.options.redis;
    return typeof source === 'string' ? new Redis(source) : source.duplicate();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event bus is closed');
  }
}

class RedisStreamSubscription implements Subscription {
  readonly group: string;
  private readonly consumer = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly stopping = new AbortController();
  private loop: Promise<void> = Promise.resolve();
  private closing?: Promise<void>;

  constructor(
    private readonly main: Redis,
    private readonly reader: Redis,
    private readonly keys: string[],
    private readonly options: SubscribeOptions,
    private readonly settings: Required<Omit<RedisStreamsEventBusOptions, 'redis' | 'prefix'>>,
    private readonly onClosed: () => void,
  ) {
    this.group = options.group;
  }

  async start(): Promise<void> {
    for (const key of this.keys) {
      await this.createGroup(key, this.options.fromBeginning ? '0' : '$');
      await this.removeStaleConsumers(key);
    }
    this.loop = this.run();
  }

  private async createGroup(key: string, from: '0' | '$'): Promise<boolean> {
    try {
      await this.main.xgroup('CREATE', key, this.group, from, 'MKSTREAM');
      return true;
    } catch (err) {
      if (!errorMessage(err).startsWith('BUSYGROUP')) throw err;
      return false;
    }
  }

  /**
   * The stream or the group vanished under a running consumer: Redis restarted without its data,
   * or someone deleted the key. Recreated from the start of whatever the stream now holds, since
   * everything in it was written after the loss and none of it was read (consumers are idempotent,
   * so a replay of a stream that did survive costs time, never correctness).
   */
  private async recreateGroups(): Promise<number> {
    const recreated: string[] = [];
    for (const key of this.keys) if (await this.createGroup(key, '0')) recreated.push(key);
    if (recreated.length > 0) {
      this.settings.logger.warn(
        `Consumer group ${this.group} was missing on ${recreated.join(', ')} (broker restarted or ` +
          'stream deleted); recreated it and resuming from the start of the stream',
      );
    }
    return recreated.length;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.stopping.abort();
      // Interrupts a blocking XREADGROUP; entries it had already claimed stay pending and are
      // taken over by the next consumer through XAUTOCLAIM.
      this.reader.disconnect();
      await this.loop;
      this.onClosed();
    })();
    return this.closing;
  }

  private isStopped(): boolean {
    return this.stopping.signal.aborted;
  }

  private async run(): Promise<void> {
    let lastClaim = Number.NEGATIVE_INFINITY;
    let failures = 0;
    while (!this.isStopped()) {
      try {
        if (Date.now() - lastClaim >= this.settings.claimIntervalMs) {
          await this.claimAbandoned();
          lastClaim = Date.now();
        }
        const reply = (await this.reader.call(
          'XREADGROUP',
          'GROUP',
          this.group,
          this.consumer,
          'COUNT',
          this.settings.batchSize,
          'BLOCK',
          Math.min(this.settings.blockMs, this.settings.claimIntervalMs),
          'STREAMS',
          ...this.keys,
          ...this.keys.map(() => '>'),
        )) as ReadGroupReply;
        for (const [key, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            if (this.isStopped()) return;
            await this.deliver(key, id, fields);
          }
        }
        failures = 0;
      } catch (err) {
        if (this.isStopped()) return;
        if (errorMessage(err).startsWith('NOGROUP')) {
          try {
            // Read again at once; if nothing needed recreating, back off like any other failure.
            if ((await this.recreateGroups()) > 0) {
              lastClaim = Number.NEGATIVE_INFINITY;
              continue;
            }
          } catch (recreateErr) {
            err = recreateErr;
          }
        }
        failures += 1;
        this.settings.logger.warn(
          `Redis consumer ${this.group}/${this.consumer} failed (${errorMessage(err)}); retrying`,
        );
        await sleep(backoffDelay(failures, 200, 5_000), this.stopping.signal);
      }
    }
  }

  /** Takes over entries another consumer (or a failed handler) left unacknowledged too long. */
  private async claimAbandoned(): Promise<void> {
    for (const key of this.keys) {
      let cursor = '0-0';
      do {
        const [next, entries] = (await this.reader.call(
          'XAUTOCLAIM',
          key,
          this.group,
          this.consumer,
          this.settings.claimIdleMs,
          cursor,
          'COUNT',
          this.settings.batchSize,
        )) as AutoClaimReply;
        for (const [id, fields] of entries) {
          if (this.isStopped()) return;
          await this.deliver(key, id, fields);
        }
        cursor = next;
      } while (cursor !== '0-0' && !this.isStopped());
    }
  }

  private async deliver(key: string, id: string, fields: string[] | null): Promise<void> {
    const raw = fields ? fieldValue(fields, 'event') : undefined;
    if (raw === undefined) {
      // Trimmed away or not written by this library: nothing to hand over.
      await this.main.xack(key, this.group, id);
      return;
    }
    let event: DomainEvent;
    try {
      event = parseEvent(raw);
    } catch (err) {
      this.settings.logger.warn(`Skipping invalid message ${id} on ${key}: ${errorMessage(err)}`);
      this.options.onInvalid?.(raw, err as Error);
      await this.main.xack(key, this.group, id);
      return;
    }
    try {
      await this.options.handler(event);
    } catch (err) {
      this.settings.logger.error(
        `Handler of group ${this.group} failed on ${event.type} ${event.id}; it stays pending and ` +
          `is redelivered after ${this.settings.claimIdleMs} ms: ${errorMessage(err)}`,
      );
      return;
    }
    await this.main.xack(key, this.group, id);
  }

  private async removeStaleConsumers(key: string): Promise<void> {
    const consumers = (await this.main.call('XINFO', 'CONSUMERS', key, this.group)) as unknown[][];
    for (const info of consumers) {
      const name = String(fieldValue(info.map(String), 'name'));
      const pending = Number(fieldValue(info.map(String), 'pending'));
      const idle = Number(fieldValue(info.map(String), 'idle'));
      if (pending === 0 && idle > this.settings.staleConsumerMs) {
        await this.main.call('XGROUP', 'DELCONSUMER', key, this.group, name);
      }
    }
  }
}
