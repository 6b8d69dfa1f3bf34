import Redis from 'ioredis';
import { createEvent, EventTypes, type DomainEvent } from '@labellens/event-contracts';
import { startPrivateRedis, type PrivateRedis } from '@labellens/server-testing';
import { OutboxRelay, OutboxWriter, RedisStreamsEventBus } from '../src';
import { MemoryLogger, syncHandler, waitFor } from './support/bus-harness';
import { createEventsTestDataSource } from './support/test-data-source';

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
  // Short blocking reads and claim intervals so a restart shows within the test's time limits.
  const busOptions = (logger: MemoryLogger) => ({
    redis: redis.url,
    prefix: 'll:events:',
    blockMs: 200,
    claimIntervalMs: 250,
    logger,
  });

  it('recreates the consumer group after SHUTDOWN NOSAVE and receives the next event within seconds', async () => {
    const logger = new MemoryLogger();
    const options = busOptions(logger);
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
    const options = busOptions(logger);
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

  it('the outbox relay notices a broker that lost its data and publishes the retained rows again', async () => {
    const { dataSource, drop } = await createEventsTestDataSource('relay_broker_loss');
    const logger = new MemoryLogger();
    const options = busOptions(logger);
    bus = new RedisStreamsEventBus(options);
    const relay = new OutboxRelay({
      dataSource,
      bus,
      logger,
      listen: false,
      pollIntervalMs: 100,
      brokerCheckIntervalMs: 200,
      backoffBaseMs: 100,
      backoffMaxMs: 500,
    });
    const writer = new OutboxWriter({ notify: false });
    try {
      await relay.start();
      // Two events published while their consumer is down (a slow deploy, say)…
      const lost = [deleted('lost-1'), deleted('lost-2')];
      await dataSource.transaction((manager) => writer.append(manager, lost));
      await waitFor(
        async () => {
          const [row] = await dataSource.query<{ n: string }[]>(
            'SELECT count(*) AS n FROM outbox_events WHERE published_at IS NOT NULL',
          );
          return Number(row.n) === 2;
        },
        'the relay to publish both',
        5_000,
      );
      // …then Redis dies without persistence: both are gone from the broker.
      await redis.crash();
      await redis.restart();

      consumerBus = new RedisStreamsEventBus(options);
      const received: string[] = [];
      await consumerBus.subscribe({
        group: 'billing',
        topics: [EventTypes.UserDeletedV1],
        fromBeginning: true,
        handler: syncHandler((event) => received.push(event.aggregateId)),
      });
      await waitFor(
        () => received.includes('lost-1') && received.includes('lost-2'),
        'the lost events to be published again',
        10_000,
      );
      expect(logger.lines.join('\n')).toMatch(/the event broker has lost its data/);
      // Published rows stay for the retention window; they are not published a third time.
      const before = received.length;
      await new Promise((r) => setTimeout(r, 800));
      expect(received.length).toBe(before);
    } finally {
      await relay.stop();
      await drop();
    }
  }, 60_000);

  it('two checks at once after a loss publish the retained rows once (the second waits for the first)', async () => {
    const { dataSource, drop } = await createEventsTestDataSource('relay_checks_at_once');
    const logger = new MemoryLogger();
    bus = new RedisStreamsEventBus(busOptions(logger));
    const relay = new OutboxRelay({ dataSource, bus, logger, listen: false });
    try {
      await dataSource.transaction((manager) =>
        new OutboxWriter({ notify: false }).append(manager, [deleted('a'), deleted('b')]),
      );
      expect(await relay.relayOnce()).toBe(2);
      expect(await relay.checkBroker()).toBe(2); // no marker yet: the first check writes it
      // The broker loses its data; both calls then read the marker in the same moment.
      const admin = new Redis(redis.url);
      await admin.flushall();
      admin.disconnect();
      const counts = await Promise.all([relay.checkBroker(), relay.checkBroker()]);
      expect(counts).toEqual([2, 0]);
      expect(await relay.checkBroker()).toBe(0);
    } finally {
      await drop();
    }
  }, 60_000);

  it('a relay starting after a broker that lost its data (both restarted) publishes the retained rows again', async () => {
    const { dataSource, drop } = await createEventsTestDataSource('relay_start_after_loss');
    const logger = new MemoryLogger();
    const options = busOptions(logger);
    bus = new RedisStreamsEventBus(options);
    const relayOptions = {
      dataSource,
      logger,
      listen: false,
      pollIntervalMs: 100,
      brokerCheckIntervalMs: 200,
    };
    const first = new OutboxRelay({ ...relayOptions, bus });
    let second: OutboxRelay | undefined;
    try {
      await first.start();
      await dataSource.transaction((manager) =>
        new OutboxWriter({ notify: false }).append(manager, [deleted('while-down')]),
      );
      await waitFor(
        async () => {
          const [row] = await dataSource.query<{ published_at: Date | null }[]>(
            'SELECT published_at FROM outbox_events WHERE aggregate_id = $1',
            ['while-down'],
          );
          return row.published_at !== null;
        },
        'the relay to publish the event',
        5_000,
      );
      await first.stop();
      await bus.close();
      await redis.crash();
      await redis.restart();

      bus = new RedisStreamsEventBus(options);
      consumerBus = new RedisStreamsEventBus(options);
      const received: string[] = [];
      await consumerBus.subscribe({
        group: 'scan',
        topics: [EventTypes.UserDeletedV1],
        fromBeginning: true,
        handler: syncHandler((event) => received.push(event.aggregateId)),
      });
      second = new OutboxRelay({ ...relayOptions, bus });
      await second.start();
      await waitFor(() => received.includes('while-down'), 'the event published again', 10_000);
      // The new marker is written: a later check publishes nothing a third time.
      expect(await second.checkBroker()).toBe(0);
    } finally {
      await second?.stop();
      await drop();
    }
  }, 60_000);
});
