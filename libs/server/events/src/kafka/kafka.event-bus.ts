import { randomBytes } from 'node:crypto';
import {
  Kafka,
  Partitioners,
  logLevel,
  type Admin,
  type Consumer,
  type KafkaConfig,
  type LogEntry,
  type Producer,
} from 'kafkajs';
import {
  parseEvent,
  type DomainEvent,
  type EventEnvelope,
  type EventType,
} from '@labellens/event-contracts';
import type { EventBus, SubscribeOptions, Subscription } from '../bus/event-bus';
import { serializeEvent } from '../bus/event-serializer';
import { consoleEventsLogger, errorMessage, type EventsLogger } from '../logger';

export interface KafkaConsumerTuning {
  /** Broker drops a member that has not heartbeated for this long. */
  sessionTimeout?: number;
  heartbeatInterval?: number;
  rebalanceTimeout?: number;
  /** Longest a fetch waits for new data; also bounds how fast `close()` returns. */
  maxWaitTimeInMs?: number;
  /** `subscribe()` rejects if the group has not been joined within this time. */
  joinTimeoutMs?: number;
}

export interface KafkaEventBusOptions {
  brokers: readonly string[];
  clientId?: string;
  /** Topic = prefix + event type. Empty by default: the topic is the event type. */
  topicPrefix?: string;
  /** Extra kafkajs client settings (ssl, sasl, timeouts). */
  client?: Omit<KafkaConfig, 'brokers' | 'clientId' | 'logLevel' | 'logCreator'>;
  consumer?: KafkaConsumerTuning;
  /**
   * Produce retries before `publish` rejects. kafkajs would retry an idempotent producer forever;
   * the outbox relay needs a failure it can record and retry later instead.
   */
  producerRetries?: number;
  logger?: EventsLogger;
}

// Printed by kafkajs whenever retries are bounded; bounding them is deliberate (see producerRetries).
const IGNORED_KAFKAJS_WARNINGS = ['Limiting retries for the idempotent producer'];

function kafkaLogCreator(logger: EventsLogger) {
  return () =>
    ({ namespace, level, log }: LogEntry): void => {
      const { message, ...extra } = log;
      if (IGNORED_KAFKAJS_WARNINGS.some((ignored) => message.startsWith(ignored))) return;
      const detail = extra.error ? ` (${String(extra.error)})` : '';
      const line = `kafkajs ${namespace}: ${message}${detail}`;
      if (level === logLevel.ERROR || level === logLevel.NOTHING) logger.error(line);
      else logger.warn(line);
    };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(message));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * Kafka bus (kafkajs): topic = event type, key = aggregateId (per-aggregate order), idempotent
 * producer with acks=all, consumer groups that commit an offset only after the handler resolved.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly logger: EventsLogger;
  private readonly topicPrefix: string;
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;

  constructor(private readonly options: KafkaEventBusOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaEventBus needs at least one broker');
    this.logger = options.logger ?? consoleEventsLogger;
    this.topicPrefix = options.topicPrefix ?? '';
    this.kafka = new Kafka({
      ...options.client,
      clientId: options.clientId ?? 'labellens',
      brokers: [...options.brokers],
      logLevel: logLevel.WARN,
      logCreator: kafkaLogCreator(this.logger),
    });
  }

  topicFor(type: EventType): string {
    return `${this.topicPrefix}${type}`;
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    this.assertOpen();
    if (events.length === 0) return;
    const byTopic = new Map<
      string,
      { key: string; value: string; headers: Record<string, string> }[]
    >();
    for (const event of events) {
      const topic = this.topicFor(event.type);
      const messages = byTopic.get(topic) ?? [];
      messages.push({
        key: event.aggregateId,
        value: serializeEvent(event),
        headers: { 'event-id': event.id, 'event-type': event.type },
      });
      byTopic.set(topic, messages);
    }
    await this.withProducer((producer) =>
      producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      }),
    );
  }

  /** The topic holding this scope's broker marker (one partition, compacted). */
  markerTopic(scope: string): string {
    return `${this.topicPrefix}labellens.broker-marker.${scope.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  }

  /**
   * The broker still holds this scope's marker: its topic exists and keeps a message. A broker
   * that lost its data (log directories wiped, topic deleted, retention past) answers undefined.
   */
  async readMarker(scope: string): Promise<string | undefined> {
    this.assertOpen();
    const topic = this.markerTopic(scope);
    return this.withAdmin(async (admin) => {
      if (!(await admin.listTopics()).includes(topic)) return undefined;
      const offsets = await admin.fetchTopicOffsets(topic);
      const held = offsets.some((o) => BigInt(o.high) > BigInt(o.low));
      return held ? `${topic}@${offsets.map((o) => o.high).join(',')}` : undefined;
    });
  }

  async writeMarker(scope: string): Promise<string> {
    this.assertOpen();
    const topic = this.markerTopic(scope);
    await this.withAdmin((admin) =>
      admin.createTopics({
        topics: [
          {
            topic,
            numPartitions: 1,
            configEntries: [{ name: 'cleanup.policy', value: 'compact' }],
          },
        ],
      }),
    ).catch((err: unknown) => {
      // Brokers that auto-create topics get it from the produce below (not compacted then).
      this.logger.warn(`Kafka marker topic ${topic} not created: ${errorMessage(err)}`);
    });
    const value = `${Date.now()}-${randomBytes(8).toString('hex')}`;
    await this.withProducer((producer) =>
      producer.send({ topic, acks: -1, messages: [{ key: scope, value }] }),
    );
    return value;
  }

  async subscribe<T extends EventType>(options: SubscribeOptions<T>): Promise<Subscription> {
    this.assertOpen();
    if (options.topics.length === 0) throw new Error('subscribe needs at least one topic');
    const tuning = this.options.consumer ?? {};
    const consumer: Consumer = this.kafka.consumer({
      groupId: options.group,
      sessionTimeout: tuning.sessionTimeout ?? 30_000,
      heartbeatInterval: tuning.heartbeatInterval ?? 3_000,
      rebalanceTimeout: tuning.rebalanceTimeout ?? 60_000,
      maxWaitTimeInMs: tuning.maxWaitTimeInMs ?? 1_000,
      allowAutoTopicCreation: true,
    });
    let removeJoinListener = (): void => undefined;
    const joined = new Promise<void>((resolve) => {
      removeJoinListener = consumer.on(consumer.events.GROUP_JOIN, () => {
        resolve();
      });
    });
    const removeCrashListener = consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart) {
        this.logger.error(
          `Kafka consumer of group ${options.group} stopped for good: ${errorMessage(payload.error)}`,
        );
      }
    });
    const handler = options.handler as (event: DomainEvent) => Promise<void>;
    try {
      await consumer.connect();
      await consumer.subscribe({
        topics: options.topics.map((topic) => this.topicFor(topic)),
        fromBeginning: options.fromBeginning ?? false,
      });
      await consumer.run({
        autoCommit: true,
        eachMessage: async ({ topic, partition, message }) => {
          const raw = message.value?.toString('utf8') ?? '';
          let event: DomainEvent;
          try {
            event = parseEvent(raw);
          } catch (err) {
            this.logger.warn(
              `Skipping invalid message ${topic}[${partition}]@${message.offset}: ${errorMessage(err)}`,
            );
            options.onInvalid?.(raw, err as Error);
            return;
          }
          // A rejection leaves the offset unresolved: kafkajs redelivers from here.
          await handler(event);
        },
      });
      await withTimeout(
        joined,
        tuning.joinTimeoutMs ?? 60_000,
        `Kafka consumer group ${options.group} did not join within ${tuning.joinTimeoutMs ?? 60_000} ms`,
      );
    } catch (err) {
      removeJoinListener();
      removeCrashListener();
      await consumer.disconnect().catch(() => undefined);
      throw err;
    } finally {
      removeJoinListener();
    }
    let closing: Promise<void> | undefined;
    const subscription: Subscription = {
      group: options.group,
      close: () => {
        closing ??= (async () => {
          removeCrashListener();
          await consumer.disconnect();
          this.subscriptions.delete(subscription);
        })();
        return closing;
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    const producer = await this.producer?.catch(() => undefined);
    await producer?.disconnect();
    const admin = await this.admin?.catch(() => undefined);
    await admin?.disconnect();
  }

  /**
   * Runs `send` on the shared producer. A failed send drops that producer, so the next publish
   * starts a fresh one: after a broker lost its data, the old producer id is unknown to it.
   */
  private async withProducer<T>(send: (producer: Producer) => Promise<T>): Promise<T> {
    const pending = this.getProducer();
    const producer = await pending;
    try {
      return await send(producer);
    } catch (err) {
      if (this.producer === pending) {
        this.producer = undefined;
        await producer.disconnect().catch(() => undefined);
      }
      throw err;
    }
  }

  private async withAdmin<T>(run: (admin: Admin) => Promise<T>): Promise<T> {
    const pending = (this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })());
    try {
      return await run(await pending);
    } catch (err) {
      if (this.admin === pending) {
        this.admin = undefined;
        await pending.then((admin) => admin.disconnect()).catch(() => undefined);
      }
      throw err;
    }
  }

  private getProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: true,
        createPartitioner: Partitioners.DefaultPartitioner,
        retry: { retries: this.options.producerRetries ?? 8, maxRetryTime: 10_000 },
      });
      try {
        await producer.connect();
      } catch (err) {
        await producer.disconnect().catch(() => undefined);
        throw err;
      }
      return producer;
    })().catch((err: unknown) => {
      // The next publish tries again with a fresh producer.
      this.producer = undefined;
      throw err;
    });
    return this.producer;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event bus is closed');
  }
}
