import { createEvent, EventTypes, type DomainEvent } from '@labellens/event-contracts';
import {
  createEventBus,
  IdempotentConsumer,
  OutboxRelay,
  OutboxWriter,
  type EventBus,
} from '../src';
import { MemoryLogger, waitFor } from './support/bus-harness';
import { startKafkaMockCluster, type KafkaMockCluster } from './support/kafka-mock-cluster';
import { createEventsTestDataSource } from './support/test-data-source';

// The Redis broker-restart guarantees with EVENT_BUS=kafka, against librdkafka's mock cluster: the
// broker is unreachable for a while (every connection cut) under traffic written through the
// outbox; the consumer carries on by itself, nothing is lost and each event is applied once.
describe('Kafka consumers and the outbox relay across a broker outage (mock cluster)', () => {
  let cluster: KafkaMockCluster;
  let bus: EventBus;
  let consumerBus: EventBus;

  beforeAll(async () => {
    cluster = await startKafkaMockCluster();
  });

  afterAll(async () => {
    await cluster.stop();
  });

  const kafkaBus = (logger: MemoryLogger, topicPrefix = `outage${Date.now()}.`) =>
    createEventBus(
      { EVENT_BUS: 'kafka', KAFKA_BROKERS: cluster.bootstrap, KAFKA_TOPIC_PREFIX: topicPrefix },
      {
        logger,
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

  it('delivers every event written before, during and after the outage, applied once, without a restart', async () => {
    const { dataSource, drop } = await createEventsTestDataSource('kafka_outage');
    const logger = new MemoryLogger();
    bus = kafkaBus(logger);
    consumerBus = bus;
    const relay = new OutboxRelay({
      dataSource,
      bus,
      logger,
      listen: false,
      pollIntervalMs: 100,
      backoffBaseMs: 100,
      backoffMaxMs: 500,
    });
    const writer = new OutboxWriter({ notify: false });
    const consumer = new IdempotentConsumer(dataSource, 'kafka-outage');
    const applied: string[] = [];
    let deliveries = 0;
    const write = (ids: string[]) =>
      dataSource.transaction((manager) =>
        writer.append(
          manager,
          ids.map((id) => createEvent(EventTypes.UserDeletedV1, id, { userId: id })),
        ),
      );
    try {
      const subscription = await consumerBus.subscribe({
        group: 'kafka-outage',
        topics: [EventTypes.UserDeletedV1],
        fromBeginning: true,
        handler: async (event: DomainEvent) => {
          deliveries += 1;
          await consumer.handle(event, () => {
            applied.push(event.aggregateId);
            return Promise.resolve();
          });
        },
      });
      await relay.start();
      await write(['before']);
      await waitFor(() => applied.includes('before'), 'the event before the outage', 20_000);

      const outage = cluster.outage(5_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await write(['during-1', 'during-2']);
      await outage;
      await write(['after']);
      await waitFor(
        () => ['during-1', 'during-2', 'after'].every((id) => applied.includes(id)),
        'every event written during and after the outage',
        45_000,
      );
      expect([...applied].sort()).toEqual(['after', 'before', 'during-1', 'during-2']);
      expect(deliveries).toBeGreaterThanOrEqual(4);
      const [row] = await dataSource.query<{ n: string }[]>(
        'SELECT count(*) AS n FROM outbox_events WHERE published_at IS NULL',
      );
      expect(Number(row.n)).toBe(0);
      // The outage was felt: connections were cut, and the consumer had to re-join its group.
      expect(logger.lines.join('\n')).toMatch(/Closed connection/);
      await subscription.close();
    } finally {
      await relay.stop();
      await bus.close();
      await drop();
    }
  }, 90_000);

  it('the outbox relay notices a broker that lost its data and publishes the retained rows again', async () => {
    const { dataSource, drop } = await createEventsTestDataSource('kafka_broker_loss');
    const logger = new MemoryLogger();
    const topicPrefix = `loss${Date.now()}.`;
    bus = kafkaBus(logger, topicPrefix);
    const relay = new OutboxRelay({
      dataSource,
      bus,
      logger,
      listen: false,
      pollIntervalMs: 100,
      brokerCheckIntervalMs: 300,
      backoffBaseMs: 100,
      backoffMaxMs: 500,
    });
    const writer = new OutboxWriter({ notify: false });
    let subscription: { close(): Promise<void> } | undefined;
    try {
      // The first check finds no marker (nothing retained yet) and writes one.
      expect(await relay.checkBroker()).toBe(0);
      await relay.start();
      const ids = ['lost-1', 'lost-2'];
      await dataSource.transaction((manager) =>
        writer.append(
          manager,
          ids.map((id) => createEvent(EventTypes.UserDeletedV1, id, { userId: id })),
        ),
      );
      await waitFor(
        async () => {
          const [row] = await dataSource.query<{ n: string }[]>(
            'SELECT count(*) AS n FROM outbox_events WHERE published_at IS NOT NULL',
          );
          return Number(row.n) === 2;
        },
        'the relay to publish both',
        20_000,
      );
      // Published while their consumer was down, then the broker loses everything.
      await cluster.wipe();

      consumerBus = kafkaBus(new MemoryLogger(), topicPrefix);
      const received: string[] = [];
      subscription = await consumerBus.subscribe({
        group: 'kafka-loss',
        topics: [EventTypes.UserDeletedV1],
        fromBeginning: true,
        handler: (event: DomainEvent) => {
          received.push(event.aggregateId);
          return Promise.resolve();
        },
      });
      await waitFor(
        () => ids.every((id) => received.includes(id)),
        'the lost events to be published again',
        45_000,
      ).catch((err: unknown) => {
        throw new Error(
          `${(err as Error).message}; received ${JSON.stringify(received)}; relay log:\n${logger.lines.slice(-20).join('\n')}`,
        );
      });
      expect(logger.lines.join('\n')).toMatch(/the event broker has lost its data/);
      // A new marker is on the broker: the next checks publish nothing again.
      await waitFor(
        async () =>
          (await bus.readMarker?.(
            `outbox:${(await dataSource.query<{ n: string }[]>('SELECT current_database() AS n'))[0].n}`,
          )) !== undefined,
        'a new marker',
        10_000,
      );
      const before = received.length;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(received.length).toBe(before);
    } finally {
      await subscription?.close();
      await relay.stop();
      await bus.close();
      await consumerBus.close();
      await drop();
    }
  }, 120_000);
});
