import { TEST_REDIS_URL } from '@labellens/server-testing';
import { createEventBus, KafkaEventBus, RedisStreamsEventBus } from '../src';

describe('createEventBus', () => {
  it('builds the Redis Streams bus by default, with the configured stream prefix', async () => {
    const bus = createEventBus({ REDIS_URL: TEST_REDIS_URL, EVENT_STREAM_PREFIX: 'x:' });
    try {
      if (!(bus instanceof RedisStreamsEventBus))
        throw new Error(`expected Redis, got ${bus.kind}`);
      expect(bus.streamKey('auth.user.deleted.v1')).toBe('x:auth.user.deleted.v1');
    } finally {
      await bus.close();
    }
  });

  it('builds the Kafka bus from a comma-separated broker list; topic = prefix + event type', async () => {
    const bus = createEventBus({
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9093',
      SERVICE_NAME: 'auth',
    });
    if (!(bus instanceof KafkaEventBus)) throw new Error(`expected Kafka, got ${bus.kind}`);
    expect(bus.topicFor('scan.scan.completed.v1')).toBe('scan.scan.completed.v1');
    await bus.close();
  });

  it('names the bad variable when the configuration is invalid', () => {
    expect(() => createEventBus({ EVENT_BUS: 'rabbitmq' as 'redis' })).toThrow(/EVENT_BUS/);
    expect(() => createEventBus({ EVENT_BUS: 'kafka', KAFKA_BROKERS: ' , ' })).toThrow(
      /KAFKA_BROKERS: must list at least one host:port/,
    );
    expect(() => createEventBus({ EVENT_STREAM_MAXLEN: 'lots' })).toThrow(/EVENT_STREAM_MAXLEN/);
  });
});
