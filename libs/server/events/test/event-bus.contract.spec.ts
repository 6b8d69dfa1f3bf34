import type { DataSource, EntityManager } from 'typeorm';
import { Kafka, logLevel } from 'kafkajs';
import {
  createEvent,
  EventTypes,
  EventValidationError,
  type DomainEvent,
  type EventType,
} from '@labellens/event-contracts';
import { IdempotentConsumer, replay, type EventBus } from '../src';
import {
  KafkaHarness,
  MemoryLogger,
  RedisHarness,
  syncHandler,
  waitFor,
  type BusHarness,
} from './support/bus-harness';
import { startKafkaMockCluster } from './support/kafka-mock-cluster';
import { createEventsTestDataSource } from './support/test-data-source';

jest.setTimeout(60_000);

const PAYMENT = EventTypes.PaymentSucceededV1;
const SCAN = EventTypes.ScanCompletedV1;

type PaymentEvent = DomainEvent<typeof PAYMENT>;

function paymentEvent(i: number, users = 10): PaymentEvent {
  return createEvent(PAYMENT, `user-${i % users}`, {
    paymentId: `pay-${i}`,
    userId: `user-${i % users}`,
    amountCents: 100 + i,
    currency: 'usd',
    scansGranted: (i % 7) + 1,
    kind: i % 2 ? 'payg' : 'subscription',
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
  });
}

function scanEvent(i: number): DomainEvent<typeof SCAN> {
  return createEvent(SCAN, `scan-${i}`, {
    scanId: `scan-${i}`,
    userId: `user-${i % 10}`,
    productName: i % 3 ? `Product ${i}` : null,
    ingredientCount: i % 40,
    allergenCount: i % 3,
    overallSafetyScore: (i % 11) * 0.9,
    overallSafetyRating: 'low_risk',
    scannedAt: new Date(Date.UTC(2025, 0, 2, 0, 0, i)),
  });
}

/** The read model under test: scans granted per user, per consumer. */
async function grantScans(
  consumer: string,
  event: PaymentEvent,
  manager: EntityManager,
): Promise<void> {
  await manager.query(
    `INSERT INTO granted_scans (consumer, user_id, scans) VALUES ($1, $2, $3)
     ON CONFLICT (consumer, user_id) DO UPDATE SET scans = granted_scans.scans + EXCLUDED.scans`,
    [consumer, event.payload.userId, event.payload.scansGranted],
  );
}

function expectedScans(events: PaymentEvent[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const event of events) {
    totals[event.payload.userId] = (totals[event.payload.userId] ?? 0) + event.payload.scansGranted;
  }
  return totals;
}

let dataSource: DataSource;
let dropDatabase: () => Promise<void>;

async function grantedScans(consumer: string): Promise<Record<string, number>> {
  const rows: { user_id: string; scans: number }[] = await dataSource.query(
    'SELECT user_id, scans FROM granted_scans WHERE consumer = $1',
    [consumer],
  );
  return Object.fromEntries(rows.map((row) => [row.user_id, row.scans]));
}

async function processedCount(consumer: string): Promise<number> {
  const [row]: { count: string }[] = await dataSource.query(
    'SELECT count(*) AS count FROM processed_events WHERE consumer = $1',
    [consumer],
  );
  return Number(row.count);
}

beforeAll(async () => {
  ({ dataSource, drop: dropDatabase } = await createEventsTestDataSource('events'));
  await dataSource.query(
    `CREATE TABLE granted_scans (consumer text, user_id text, scans integer NOT NULL,
     PRIMARY KEY (consumer, user_id))`,
  );
});

afterAll(async () => {
  await dropDatabase();
});

const harnesses: BusHarness[] = [new RedisHarness(), new KafkaHarness()];

describe.each(harnesses)('EventBus contract: $name', (harness) => {
  let buses: EventBus[] = [];
  let logger: MemoryLogger;

  function newBus(scope: string): EventBus {
    const bus = harness.createBus(scope, logger);
    buses.push(bus);
    return bus;
  }

  beforeAll(() => harness.start());
  afterAll(() => harness.stop());
  beforeEach(() => {
    logger = new MemoryLogger();
  });
  afterEach(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    buses = [];
  });

  it('delivers every one of 200 events at least once, in order per aggregate', async () => {
    const bus = newBus('all');
    const received = new Map<string, DomainEvent>();
    const amountsByUser = new Map<string, number[]>();
    await bus.subscribe({
      group: 'contract.all',
      topics: [PAYMENT, SCAN],
      fromBeginning: true,
      handler: syncHandler((event) => {
        received.set(event.id, event);
        if (event.type === PAYMENT) {
          const amounts = amountsByUser.get(event.aggregateId) ?? [];
          amounts.push(event.payload.amountCents);
          amountsByUser.set(event.aggregateId, amounts);
        }
      }),
    });
    const events: DomainEvent[] = Array.from({ length: 200 }, (_, i) =>
      i % 4 === 0 ? scanEvent(i) : paymentEvent(i),
    );
    for (let i = 0; i < events.length; i += 50) await bus.publish(events.slice(i, i + 50));

    await waitFor(() => received.size === events.length, `200 events (got ${received.size})`);
    for (const event of events) expect(received.get(event.id)).toEqual(event);
    expect(amountsByUser.size).toBe(10);
    for (const amounts of amountsByUser.values()) {
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    }
  });

  it('applies a duplicated event once (the same envelope published again and again)', async () => {
    const bus = newBus('dup');
    const name = `contract.${harness.name}.dup`;
    const consumer = new IdempotentConsumer(dataSource, name);
    let handled = 0;
    let applied = 0;
    await bus.subscribe({
      group: 'contract.dup',
      topics: [PAYMENT],
      fromBeginning: true,
      handler: async (event) => {
        if (await consumer.handle(event, (e, manager) => grantScans(name, e, manager)))
          applied += 1;
        handled += 1;
      },
    });
    const events = Array.from({ length: 30 }, (_, i) => paymentEvent(i, 5));
    // What a relay does when it crashes after publishing but before marking rows published.
    await bus.publish(events);
    await bus.publish(events);
    await bus.publish(events.slice(0, 10));

    await waitFor(() => handled >= 70, `70 deliveries (got ${handled})`);
    expect(applied).toBe(30);
    expect(await grantedScans(name)).toEqual(expectedScans(events));
    expect(await processedCount(name)).toBe(30);
  });

  it('loses nothing when a consumer dies mid-stream and restarts in the same group', async () => {
    const bus = newBus('restart');
    const name = `contract.${harness.name}.restart`;
    const consumer = new IdempotentConsumer(dataSource, name);
    const events = Array.from({ length: 100 }, (_, i) => paymentEvent(i));
    const crashInside = events[20];
    const crashAfterCommit = events[40];
    const deliveries = new Map<string, number>();
    const delivered = (event: DomainEvent): void => {
      deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
    };
    let crashedInside = false;
    let dead = false;
    let signalDeath!: () => void;
    const death = new Promise<void>((resolve) => (signalDeath = resolve));
    const group = 'contract.restart';

    const first = await bus.subscribe({
      group,
      topics: [PAYMENT],
      fromBeginning: true,
      handler: async (event) => {
        delivered(event);
        if (dead) throw new Error('simulated: the process is gone');
        await consumer.handle(event, async (e, manager) => {
          await grantScans(name, e, manager);
          if (e.id === crashInside.id && !crashedInside) {
            crashedInside = true;
            throw new Error('simulated crash inside the handler transaction');
          }
        });
        if (event.id === crashAfterCommit.id) {
          dead = true;
          signalDeath();
          throw new Error('simulated crash after commit, before the bus acknowledged');
        }
      },
    });
    await bus.publish(events.slice(0, 60));
    await death;
    await first.close();
    expect(crashedInside).toBe(true);
    expect(await processedCount(name)).toBeLessThan(events.length);

    // Published while no consumer runs; the restarted one must get these and the unfinished ones.
    await bus.publish(events.slice(60));
    await bus.subscribe({
      group,
      topics: [PAYMENT],
      handler: async (event) => {
        delivered(event);
        await consumer.handle(event, (e, manager) => grantScans(name, e, manager));
      },
    });

    await waitFor(
      async () => (await processedCount(name)) === events.length,
      'every event processed after the restart',
    );
    expect(await grantedScans(name)).toEqual(expectedScans(events));
    for (const event of events) expect(deliveries.get(event.id)).toBeGreaterThanOrEqual(1);
    expect(deliveries.get(crashInside.id)).toBeGreaterThanOrEqual(2);
    expect(deliveries.get(crashAfterCommit.id)).toBeGreaterThanOrEqual(2);
  });

  it('replays retained events to a fresh group without disturbing live groups', async () => {
    const bus = newBus('replay');
    const live: string[] = [];
    await bus.subscribe({
      group: 'contract.live',
      topics: [PAYMENT, SCAN],
      fromBeginning: true,
      handler: syncHandler((event) => {
        live.push(event.id);
      }),
    });
    const events: DomainEvent[] = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? scanEvent(i) : paymentEvent(i),
    );
    await bus.publish(events);
    await waitFor(() => live.length === 30, 'the live group to consume 30 events');

    const rebuilt = new Set<string>();
    const rebuild = await replay(bus, {
      topics: [PAYMENT, SCAN],
      groupPrefix: 'contract.rebuild',
      handler: syncHandler((event) => {
        rebuilt.add(event.id);
      }),
    });
    expect(rebuild.group).toMatch(/^contract\.rebuild\./);
    await waitFor(() => rebuilt.size === 30, `the replay to see 30 events (got ${rebuilt.size})`);
    expect([...rebuilt].sort()).toEqual(events.map((e) => e.id).sort());

    const late = paymentEvent(99);
    await bus.publish([late]);
    await waitFor(
      () => live.length === 31 && rebuilt.size === 31,
      'both groups to get the new event',
    );
    expect(live.slice(30)).toEqual([late.id]);
    await rebuild.close();
  });

  it('skips a message that fails validation and keeps consuming', async () => {
    const bus = newBus('invalid');
    const invalid: string[] = [];
    const received: DomainEvent[] = [];
    await bus.subscribe({
      group: 'contract.invalid',
      topics: [EventTypes.UserDeletedV1],
      fromBeginning: true,
      handler: syncHandler((event) => {
        received.push(event);
      }),
      onInvalid: (raw) => invalid.push(raw),
    });
    await harness.publishRaw(bus, EventTypes.UserDeletedV1, '{"type":"auth.user.deleted.v1"}');
    const good = createEvent(EventTypes.UserDeletedV1, 'user-1', { userId: 'user-1' });
    await bus.publish([good]);

    await waitFor(
      () => received.length === 1 && invalid.length === 1,
      'one valid and one invalid message',
    );
    expect(received).toEqual([good]);
    expect(invalid).toEqual(['{"type":"auth.user.deleted.v1"}']);
    expect(logger.lines.some((line) => /Skipping invalid message/.test(line))).toBe(true);
  });

  it('refuses to publish an event that breaks its contract', async () => {
    const bus = newBus('reject');
    const bad = {
      ...createEvent(EventTypes.UserDeletedV1, 'u', { userId: 'u' }),
      payload: { userId: 7 },
    };
    await expect(bus.publish([bad as unknown as DomainEvent])).rejects.toBeInstanceOf(
      EventValidationError,
    );
    await expect(
      bus.publish([
        { ...bad, type: 'auth.user.exploded.v1' as EventType } as unknown as DomainEvent,
      ]),
    ).rejects.toThrow(/Unknown event type/);
  });
});

describe('librdkafka mock cluster', () => {
  it('reports a controller id that matches no broker, which is why the tests proxy it', async () => {
    const cluster = await startKafkaMockCluster();
    try {
      const direct = new Kafka({
        brokers: [cluster.brokerAddress],
        logLevel: logLevel.NOTHING,
      }).admin();
      const proxied = new Kafka({
        brokers: [cluster.bootstrap],
        logLevel: logLevel.NOTHING,
      }).admin();
      await Promise.all([direct.connect(), proxied.connect()]);
      const [raw, fixed] = await Promise.all([direct.describeCluster(), proxied.describeCluster()]);
      await Promise.all([direct.disconnect(), proxied.disconnect()]);
      // If a librdkafka upgrade makes this fail, the proxy in kafka-mock-cluster.ts can go.
      expect(raw.brokers.map((b) => b.nodeId)).not.toContain(raw.controller);
      expect(fixed.brokers.map((b) => b.nodeId)).toContain(fixed.controller);
      expect(fixed.brokers.map((b) => `${b.host}:${b.port}`)).toEqual([cluster.bootstrap]);
    } finally {
      await cluster.stop();
    }
  });
});
