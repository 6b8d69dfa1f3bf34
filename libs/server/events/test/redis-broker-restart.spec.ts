import Redis from 'ioredis';
import { createEvent, EventTypes, type DomainEvent } from '@labellens/event-contracts';
import { startPrivateRedis, type PrivateRedis } from '@labellens/server-testing';
import { RedisStreamsEventBus } from '../src';
import { MemoryLogger, syncHandler, waitFor } from './support/bus-harness';

// A Redis without persistence (the default machine) loses every stream and consumer group when it
// restarts; consumers must carry on without a restart of their service.
describe('Redis Streams consumers across a broker restart (private redis-server)', () => {
  let redis: PrivateRedis;
  let bus: RedisStreamsEventBus | undefined;
  let consumerBus: RedisStreamsEventBus | undefined;

  beforeEach(async () => {
    redis = await startPrivateRedis();
  });

  afterEach(async () => {
    await consumerBus?.close();
    await bus?.close();
    await redis.stop();
  });

  const deleted = (userId: string) => createEvent(EventTypes.UserDeletedV1, userId, { userId });

  it('recreates the consumer group after SHUTDOWN NOSAVE and receives the next event within seconds', async () => {
    const logger = new MemoryLogger();
    const options = {
      redis: redis.url,
      prefix: 'll:events:',
      blockMs: 200,
      claimIntervalMs: 250,
      logger,
    };
    bus = new RedisStreamsEventBus(options);
    consumerBus = new RedisStreamsEventBus(options);
    const received: DomainEvent[] = [];
    await consumerBus.subscribe({
      group: 'admin-read-models',
      topics: [EventTypes.UserDeletedV1, EventTypes.UserRegisteredV1],
      handler: syncHandler((event) => received.push(event)),
    });

    await bus.publish([deleted('before')]);
    await waitFor(() => received.length === 1, 'the first event', 5_000);

    await redis.crash();
    await redis.restart();

    // Publishing retries until the client has reconnected to the new, empty server.
    const after = deleted('after');
    await waitFor(
      async () =>
        bus!.publish([after]).then(
          () => true,
          () => false,
        ),
      'a publish on the restarted server',
      10_000,
    );
    const started = Date.now();
    await waitFor(
      () => received.some((e) => e.id === after.id),
      'the event published after the restart',
      10_000,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(received.map((e) => e.aggregateId)).toEqual(['before', 'after']);
    expect(logger.lines.join('\n')).toMatch(/Consumer group admin-read-models was missing/);

    // And it keeps consuming normally afterwards, acknowledging what it handled.
    await bus.publish([deleted('later')]);
    await waitFor(() => received.length === 3, 'a later event', 5_000);
  }, 60_000);

  it('resumes when the stream is deleted under a running consumer', async () => {
    const logger = new MemoryLogger();
    const options = {
      redis: redis.url,
      prefix: 'll:events:',
      blockMs: 200,
      claimIntervalMs: 250,
      logger,
    };
    bus = new RedisStreamsEventBus(options);
    const received: string[] = [];
    await bus.subscribe({
      group: 'scan',
      topics: [EventTypes.UserDeletedV1],
      handler: syncHandler((event) => received.push(event.aggregateId)),
    });
    await bus.publish([deleted('a')]);
    await waitFor(() => received.length === 1, 'the first event', 5_000);
    const admin = new Redis(redis.url);
    await admin.del(bus.streamKey(EventTypes.UserDeletedV1));
    await admin.quit();
    await bus.publish([deleted('b')]);
    await waitFor(() => received.includes('b'), 'the event after the stream was deleted', 5_000);
    expect(received).toEqual(['a', 'b']);
  }, 30_000);
});
