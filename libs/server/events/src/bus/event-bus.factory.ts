import { z } from 'zod';
import type { EventBus } from './event-bus';
import { KafkaEventBus, type KafkaEventBusOptions } from '../kafka/kafka.event-bus';
import {
  DEFAULT_EVENT_STREAM_PREFIX,
  RedisStreamsEventBus,
  type RedisStreamsEventBusOptions,
} from '../redis/redis-streams.event-bus';
import type { EventsLogger } from '../logger';

/**
 * The environment variables that pick and configure the bus. Extra keys are ignored, so a
 * service can pass its whole validated config (EVENT_BUS, REDIS_URL, KAFKA_BROKERS, SERVICE_NAME).
 */
export const eventBusConfigSchema = z.object({
  EVENT_BUS: z.enum(['redis', 'kafka']).default('redis'),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  EVENT_STREAM_PREFIX: z.string().min(1).default(DEFAULT_EVENT_STREAM_PREFIX),
  EVENT_STREAM_MAXLEN: z.coerce.number().int().positive().default(1_000_000),
  KAFKA_BROKERS: z
    .union([z.string(), z.array(z.string())])
    .default('127.0.0.1:9092')
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((b) => b.trim()).filter(Boolean),
    )
    .refine((brokers) => brokers.length > 0, { message: 'must list at least one host:port' }),
  KAFKA_CLIENT_ID: z.string().min(1).optional(),
  KAFKA_TOPIC_PREFIX: z.string().default(''),
  SERVICE_NAME: z.string().min(1).optional(),
});

export type EventBusConfig = z.input<typeof eventBusConfigSchema>;

export interface EventBusOverrides {
  logger?: EventsLogger;
  /** Tuning for the Redis adapter (timeouts, batch sizes); connection settings come from config. */
  redis?: Omit<RedisStreamsEventBusOptions, 'redis' | 'prefix' | 'maxLen' | 'logger'>;
  /** Tuning for the Kafka adapter; brokers, client id and topic prefix come from config. */
  kafka?: Omit<KafkaEventBusOptions, 'brokers' | 'clientId' | 'topicPrefix' | 'logger'>;
}

/** Builds the bus named by EVENT_BUS. Throws an error naming the bad variable on invalid config. */
export function createEventBus(
  config: EventBusConfig,
  overrides: EventBusOverrides = {},
): EventBus {
  const parsed = eventBusConfigSchema.safeParse(config);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid event bus configuration: ${problems}`);
  }
  const cfg = parsed.data;
  if (cfg.EVENT_BUS === 'kafka') {
    return new KafkaEventBus({
      ...overrides.kafka,
      brokers: cfg.KAFKA_BROKERS,
      clientId:
        cfg.KAFKA_CLIENT_ID ?? (cfg.SERVICE_NAME ? `labellens-${cfg.SERVICE_NAME}` : 'labellens'),
      topicPrefix: cfg.KAFKA_TOPIC_PREFIX,
      logger: overrides.logger,
    });
  }
  return new RedisStreamsEventBus({
    ...overrides.redis,
    redis: cfg.REDIS_URL,
    prefix: cfg.EVENT_STREAM_PREFIX,
    maxLen: cfg.EVENT_STREAM_MAXLEN,
    logger: overrides.logger,
  });
}
