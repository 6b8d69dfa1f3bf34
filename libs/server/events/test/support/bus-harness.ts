import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import type { EventType } from '@labellens/event-contracts';
import { TEST_REDIS_URL, testRedisPrefix } from '@labellens/server-testing';
import {
  createEventBus,
  KafkaEventBus,
  RedisStreamsEventBus,
  type EventBus,
  type EventsLogger,
} from '../../src';
import { startKafkaMockCluster, type KafkaMockCluster } from './kafka-mock-cluster';

/** Collects log lines instead of printing them; tests read them when they matter. */
export class MemoryLogger implements EventsLogger {
  readonly lines: string[] = [];
  log(message: string): void {
    this.lines.push(`log: ${message}`);
  }
  warn(message: string): void {
    this.lines.push(`warn: ${message}`);
  }
  error(message: string): void {
    this.lines.push(`error: ${message}`);
  }
}

/** Starts one kind of real bus infrastructure and builds isolated buses on it. */
export interface BusHarness {
  readonly name: 'redis' | 'kafka';
  start(): Promise<void>;
  /** A bus whose streams/topics no other test sees. */
  createBus(scope: string, logger: EventsLogger): EventBus;
  /** Writes bytes straight to a topic, bypassing validation (to test what consumers do with junk). */
  publishRaw(bus: EventBus, type: EventType, value: string): Promise<void>;
  stop(): Promise<void>;
}

export class RedisHarness implements BusHarness {
  readonly name = 'redis' as const;
  private readonly prefix = testRedisPrefix('events');
  private redis?: Redis;

  async start(): Promise<void> {
    this.redis = new Redis(TEST_REDIS_URL);
    await this.redis.ping();
  }

  createBus(scope: string, logger: EventsLogger): EventBus {
    return createEventBus(
      {
        EVENT_BUS: 'redis',
        REDIS_URL: TEST_REDIS_URL,
        EVENT_STREAM_PREFIX: `${this.prefix}${scope}:`,
      },
      // Short timings so redelivery after a crash happens within the test.
      { logger, redis: { blockMs: 200, claimIdleMs: 500, claimIntervalMs: 250 } },
    );
  }

  async publishRaw(bus: EventBus, type: EventType, value: string): Promise<void> {
    if (!(bus instanceof RedisStreamsEventBus)) throw new Error('not a Redis bus');
    await this.redis?.xadd(bus.streamKey(type), '*', 'event', value);
  }

  async stop(): Promise<void> {
    if (!this.redis) return;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await this.redis.quit();
  }
}

export class KafkaHarness implements BusHarness {
  readonly name = 'kafka' as const;
  private cluster?: KafkaMockCluster;
  private readonly runId = randomBytes(3).toString('hex');

  get bootstrap(): string {
    if (!this.cluster) throw new Error('mock cluster not started');
    return this.cluster.bootstrap;
  }

  async start(): Promise<void> {
    this.cluster = await startKafkaMockCluster();
  }

  createBus(scope: string, logger: EventsLogger): EventBus {
    return createEventBus(
      {
        EVENT_BUS: 'kafka',
        KAFKA_BROKERS: this.bootstrap,
        KAFKA_TOPIC_PREFIX: `t${this.runId}.${scope}.`,
      },
      {
        logger,
        // The mock rebalances only after a member's session times out, so keep it short here.
        kafka: {
          consumer: {
            sessionTimeout: 3_000,
            heartbeatInterval: 300,
            rebalanceTimeout: 3_000,
            maxWaitTimeInMs: 200,
          },
        },
      },
    );
  }

  async publishRaw(bus: EventBus, type: EventType, value: string): Promise<void> {
    if (!(bus instanceof KafkaEventBus)) throw new Error('not a Kafka bus');
    const producer = new Kafka({
      brokers: [this.bootstrap],
      logLevel: logLevel.NOTHING,
    }).producer();
    await producer.connect();
    try {
      await producer.send({
        topic: bus.topicFor(type),
        messages: [{ key: 'junk', value }],
      });
    } finally {
      await producer.disconnect();
    }
  }

  async stop(): Promise<void> {
    await this.cluster?.stop();
  }
}

/** Adapts a synchronous test callback to the bus's promise-returning handler signature. */
export function syncHandler<E>(fn: (event: E) => void): (event: E) => Promise<void> {
  return (event) => {
    fn(event);
    return Promise.resolve();
  };
}

/** Polls `condition` until it holds; fails with `description` and the last state otherwise. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  description: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
