import Redis from 'ioredis';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { createEvent, EventTypes, type DomainEvent } from '@labellens/event-contracts';
import { createOutboxTables, dropOutboxTables } from '@labellens/server-database';
import { TEST_REDIS_URL, testRedisPrefix } from '@labellens/server-testing';
import {
  createEventBus,
  eventsMigrations,
  IdempotentConsumer,
  OutboxEventEntity,
  OutboxPublishError,
  OutboxRelay,
  OutboxWriter,
  type EventBus,
  RedisStreamsEventBus,
} from '../src';
import { MemoryLogger, syncHandler, waitFor } from './support/bus-harness';
import { createEventsTestDataSource } from './support/test-data-source';

jest.setTimeout(30_000);

/** What every service's first migration does (see services/<name>/src/database/migrations). */
class ServiceInitialSchema1763770000000 implements MigrationInterface {
  name = 'ServiceInitialSchema1763770000000';
  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTables(runner);
    await runner.query('CREATE TABLE orders (id text PRIMARY KEY, status text NOT NULL)');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE orders');
    await dropOutboxTables(runner);
  }
}

const PAYMENT = EventTypes.PaymentSucceededV1;
let sequence = 0;

function paymentEvent(userId = 'user-1'): DomainEvent<typeof PAYMENT> {
  sequence += 1;
  return createEvent(PAYMENT, userId, {
    paymentId: `pay-${sequence}`,
    userId,
    amountCents: sequence,
    currency: 'eur',
    scansGranted: 5,
    kind: 'payg',
    createdAt: '2025-05-01T12:00:00.000Z',
  });
}

let dataSource: DataSource;
let dropDatabase: () => Promise<void>;
let redis: Redis;
let bus: EventBus;
let logger: MemoryLogger;
const prefix = testRedisPrefix('events-outbox');
const writer = new OutboxWriter();
const relays: OutboxRelay[] = [];

function redisBus(): RedisStreamsEventBus {
  if (!(bus instanceof RedisStreamsEventBus)) throw new Error('the outbox tests run on Redis');
  return bus;
}

function newRelay(
  options: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {},
): OutboxRelay {
  const relay = new OutboxRelay({
    dataSource,
    bus,
    logger,
    listen: false,
    pollIntervalMs: 60_000,
    ...options,
  });
  relays.push(relay);
  return relay;
}

interface OutboxRowState {
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
}

async function outboxRow(id: string): Promise<OutboxRowState> {
  const [row] = await dataSource.query<OutboxRowState[]>(
    'SELECT published_at, attempts, last_error FROM outbox_events WHERE id = $1',
    [id],
  );
  return row;
}

/** Lets a just-started relay finish its first (empty) round, so only a wake-up can publish later. */
const idle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));

async function streamIds(type: string): Promise<string[]> {
  const entries = await redis.xrange(`${prefix}${type}`, '-', '+');
  return entries.map(([, fields]) => fields[fields.indexOf('id') + 1]);
}

beforeAll(async () => {
  ({ dataSource, drop: dropDatabase } = await createEventsTestDataSource('events_outbox', [
    ServiceInitialSchema1763770000000,
    ...eventsMigrations,
  ]));
  redis = new Redis(TEST_REDIS_URL);
});

beforeEach(() => {
  logger = new MemoryLogger();
  bus = createEventBus(
    { EVENT_BUS: 'redis', REDIS_URL: TEST_REDIS_URL, EVENT_STREAM_PREFIX: prefix },
    { logger, redis: { blockMs: 100 } },
  );
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  await bus.close();
  // Rows of one test must not be published by the next one's relay.
  await dataSource.query('DELETE FROM outbox_events');
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
});

afterAll(async () => {
  await redis.quit();
  await dropDatabase();
});

describe('event tables migration', () => {
  it('adds the relay ordering column to the tables of a service initial migration, and reverts', async () => {
    const columns = async (): Promise<string[]> => {
      const rows = await dataSource.query<{ column_name: string }[]>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'outbox_events' ORDER BY column_name`,
      );
      return rows.map((row) => row.column_name);
    };
    expect(await columns()).toEqual([
      'aggregate_id',
      'attempts',
      'id',
      'last_error',
      'occurred_at',
      'payload',
      'position',
      'published_at',
      'type',
    ]);
    await dataSource.undoLastMigration();
    expect(await columns()).not.toContain('position');
    await dataSource.runMigrations();
    expect(await columns()).toContain('position');
    const [pk] = await dataSource.query(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'processed_events'::regclass AND contype = 'p'`,
    );
    expect(pk.def).toBe('PRIMARY KEY (consumer, event_id)');
  });
});

describe('OutboxWriter', () => {
  it('commits the outbox row in the same transaction as the domain row', async () => {
    const event = paymentEvent();
    await dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO orders (id, status) VALUES ('o-1', 'paid')`);
      await writer.append(manager, event);
    });
    const row = await dataSource.getRepository(OutboxEventEntity).findOneByOrFail({ id: event.id });
    expect(row).toMatchObject({
      type: PAYMENT,
      aggregateId: 'user-1',
      payload: event.payload,
      publishedAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(row.occurredAt.toISOString()).toBe(event.occurredAt);
    expect(await dataSource.query(`SELECT status FROM orders WHERE id = 'o-1'`)).toEqual([
      { status: 'paid' },
    ]);
  });

  it('leaves no outbox row when the transaction rolls back', async () => {
    const event = paymentEvent();
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO orders (id, status) VALUES ('o-2', 'paid')`);
        await writer.append(manager, event);
        throw new Error('payment provider said no');
      }),
    ).rejects.toThrow('payment provider said no');
    expect(
      await dataSource.query('SELECT id FROM outbox_events WHERE id = $1', [event.id]),
    ).toEqual([]);
    expect(await dataSource.query(`SELECT id FROM orders WHERE id = 'o-2'`)).toEqual([]);
  });

  it('refuses to write outside a transaction or to write an invalid event', async () => {
    await expect(writer.append(dataSource.manager, paymentEvent())).rejects.toThrow(
      /open transaction/,
    );
    const bad = { ...paymentEvent(), payload: { userId: 'u' } } as unknown as DomainEvent;
    await expect(
      dataSource.transaction((manager) => writer.append(manager, [paymentEvent(), bad])),
    ).rejects.toThrow(/Invalid payload for event billing\.payment\.succeeded\.v1/);
    expect(await dataSource.query('SELECT id FROM outbox_events')).toEqual([]);
  });

  it("forgets a person: drops their waiting events, strips personal fields from sent ones, keeps others'", async () => {
    const registered = (userId: string) =>
      createEvent(EventTypes.UserRegisteredV1, userId, {
        userId,
        email: `${userId}@example.com`,
        firstName: 'Ada',
        lastName: 'Lovelace',
        createdAt: '2025-05-01T12:00:00.000Z',
      });
    const sent = registered('gone-user');
    const waiting = paymentEvent('gone-user');
    const other = registered('other-user');
    await dataSource.transaction((manager) => writer.append(manager, [sent, waiting, other]));
    await dataSource.query('UPDATE outbox_events SET published_at = now() WHERE id = ANY($1)', [
      [sent.id, other.id],
    ]);

    const dropped = await dataSource.transaction((manager) =>
      writer.forgetAggregate(manager, 'gone-user', ['email', 'firstName', 'lastName']),
    );

    expect(dropped).toBe(1);
    const rows = await dataSource.query<{ id: string; payload: Record<string, unknown> }[]>(
      'SELECT id, payload FROM outbox_events WHERE id = ANY($1) ORDER BY position',
      [[sent.id, waiting.id, other.id]],
    );
    expect(rows.map((r) => r.id)).toEqual([sent.id, other.id]);
    expect(rows[0].payload).toEqual({ userId: 'gone-user', createdAt: '2025-05-01T12:00:00.000Z' });
    expect(rows[1].payload).toMatchObject({ email: 'other-user@example.com', firstName: 'Ada' });
    await dataSource.query('DELETE FROM outbox_events');
  });
});

describe('OutboxRelay', () => {
  it('publishes pending rows in order and marks them published', async () => {
    const received: string[] = [];
    await bus.subscribe({
      group: 'outbox.order',
      topics: [PAYMENT],
      fromBeginning: true,
      handler: syncHandler((event) => {
        received.push(event.id);
      }),
    });
    // Same millisecond on purpose: the position column keeps the written order.
    const occurredAt = new Date();
    const events = Array.from({ length: 5 }, () => ({
      ...paymentEvent(),
      occurredAt: occurredAt.toISOString(),
    }));
    await dataSource.transaction((manager) => writer.append(manager, events.slice(0, 3)));
    await dataSource.transaction((manager) => writer.append(manager, events.slice(3)));

    const relay = newRelay();
    expect(await relay.relayOnce()).toBe(5);
    expect(await relay.relayOnce()).toBe(0);
    await waitFor(() => received.length === 5, 'five events on the bus');
    expect(received).toEqual(events.map((e) => e.id));
    for (const event of events) {
      const row = await outboxRow(event.id);
      expect(row.published_at).toBeInstanceOf(Date);
      expect(row).toMatchObject({ attempts: 1, last_error: null });
    }
  });

  it('relays at once on notify() instead of waiting for the next poll', async () => {
    const relay = newRelay({ pollIntervalMs: 60_000 });
    await relay.start();
    await idle();
    const event = paymentEvent();
    await dataSource.transaction((manager) => writer.append(manager, event));
    relay.notify();
    await waitFor(
      async () => (await streamIds(PAYMENT)).includes(event.id),
      'the notified relay',
      3_000,
    );
  });

  it('wakes on the commit notification of any connection (LISTEN/NOTIFY), not on a rollback', async () => {
    const relay = newRelay({ listen: true, pollIntervalMs: 60_000 });
    await relay.start();
    await idle();
    const rolledBack = paymentEvent();
    await expect(
      dataSource.transaction(async (manager) => {
        await writer.append(manager, rolledBack);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const committed = paymentEvent();
    await dataSource.transaction((manager) => writer.append(manager, committed));
    await waitFor(
      async () => (await streamIds(PAYMENT)).includes(committed.id),
      'the listening relay',
      3_000,
    );
    expect(await streamIds(PAYMENT)).toEqual([committed.id]);
  });

  it('keeps rows unpublished with the error when publishing fails, and publishes them on retry', async () => {
    const event = paymentEvent();
    await dataSource.transaction((manager) => writer.append(manager, event));
    // A real broker failure: Redis rejects XADD on a key of the wrong type.
    const streamKey = redisBus().streamKey(PAYMENT);
    await redis.set(streamKey, 'not a stream');

    const relay = newRelay({ backoffBaseMs: 50, backoffMaxMs: 200 });
    await expect(relay.relayOnce()).rejects.toBeInstanceOf(OutboxPublishError);
    expect(await outboxRow(event.id)).toMatchObject({ published_at: null, attempts: 1 });
    expect((await outboxRow(event.id)).last_error).toMatch(/WRONGTYPE/);

    await relay.start();
    await waitFor(
      async () => (await outboxRow(event.id)).attempts >= 3,
      'the relay to retry with backoff',
    );
    expect((await outboxRow(event.id)).published_at).toBeNull();
    expect(logger.lines.some((line) => /retrying in \d+ ms/.test(line))).toBe(true);

    await redis.del(streamKey);
    await waitFor(
      async () => (await outboxRow(event.id)).published_at !== null,
      'the retry to succeed',
    );
    expect((await outboxRow(event.id)).last_error).toBeNull();
    expect(await streamIds(PAYMENT)).toEqual([event.id]);
  });

  it('lets several relays share one outbox without publishing a row twice', async () => {
    const events = Array.from({ length: 300 }, (_, i) => paymentEvent(`user-${i % 7}`));
    for (let i = 0; i < events.length; i += 100) {
      await dataSource.transaction((manager) => writer.append(manager, events.slice(i, i + 100)));
    }
    const relaysInRace = [1, 2, 3].map(() => newRelay({ batchSize: 20 }));
    const counts = await Promise.all(
      relaysInRace.map(async (relay) => {
        let total = 0;
        for (let n = await relay.relayOnce(); n > 0; n = await relay.relayOnce()) total += n;
        return total;
      }),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(300);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(1);
    const published = await streamIds(PAYMENT);
    expect(published).toHaveLength(300);
    expect(new Set(published)).toEqual(new Set(events.map((e) => e.id)));
    expect(
      await dataSource.query('SELECT id FROM outbox_events WHERE published_at IS NULL'),
    ).toEqual([]);
  });

  it('refuses to start on a database without the event tables migration', async () => {
    await dataSource.undoLastMigration();
    try {
      await expect(newRelay().start()).rejects.toThrow(/add eventsMigrations/);
    } finally {
      await dataSource.runMigrations();
    }
  });

  it('prunes published rows older than a cut-off and keeps unpublished ones', async () => {
    const [oldPublished, recentPublished, unpublished] = [
      paymentEvent(),
      paymentEvent(),
      paymentEvent(),
    ];
    await dataSource.transaction((manager) =>
      writer.append(manager, [oldPublished, recentPublished, unpublished]),
    );
    await dataSource.query(
      `UPDATE outbox_events SET published_at = now() - interval '8 days' WHERE id = $1`,
      [oldPublished.id],
    );
    await dataSource.query(`UPDATE outbox_events SET published_at = now() WHERE id = $1`, [
      recentPublished.id,
    ]);
    const relay = newRelay();
    expect(await relay.prunePublished(new Date(Date.now() - 7 * 24 * 3600_000))).toBe(1);
    const rows = await dataSource.query<{ id: string }[]>('SELECT id FROM outbox_events');
    const left = rows.map((r) => r.id);
    expect(left.sort()).toEqual([recentPublished.id, unpublished.id].sort());
  });

  it('forgets the published rows about a person once its erasure confirmation is on the bus', async () => {
    const gone = 'user-gone';
    const [goneEarlier, goneLater, kept] = [paymentEvent(gone), paymentEvent(gone), paymentEvent()];
    await dataSource.transaction((manager) => writer.append(manager, [goneEarlier, kept]));
    const relay = newRelay();
    expect(await relay.relayOnce()).toBe(2);
    const erased = createEvent(EventTypes.ScanUserErasedV1, gone, { userId: gone });
    // A later event about the person, relayed in the same batch as the confirmation.
    await dataSource.transaction((manager) => writer.append(manager, [goneLater, erased]));
    expect(await relay.relayOnce()).toBe(2);
    const rows = await dataSource.query<{ id: string }[]>('SELECT id FROM outbox_events');
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
    expect(
      await dataSource.query(`SELECT id FROM outbox_events WHERE payload::text LIKE $1`, [
        `%${gone}%`,
      ]),
    ).toEqual([]);
  });

  it('keeps the rows about a person whose erasure confirmation could not be published', async () => {
    const gone = 'user-unconfirmed';
    const earlier = paymentEvent(gone);
    await dataSource.transaction((manager) => writer.append(manager, [earlier]));
    expect(await newRelay().relayOnce()).toBe(1);
    const erased = createEvent(EventTypes.BillingUserErasedV1, gone, { userId: gone });
    await dataSource.transaction((manager) => writer.append(manager, [erased]));
    // A real broker failure: Redis rejects XADD on a key of the wrong type.
    await redis.set(redisBus().streamKey(EventTypes.BillingUserErasedV1), 'not a stream');
    await expect(newRelay().relayOnce()).rejects.toBeInstanceOf(OutboxPublishError);
    await redis.del(redisBus().streamKey(EventTypes.BillingUserErasedV1));
    const ids = (
      await dataSource.query<{ id: string }[]>(
        `SELECT id FROM outbox_events WHERE aggregate_id = $1 ORDER BY position`,
        [gone],
      )
    ).map((r) => r.id);
    expect(ids).toEqual([earlier.id, erased.id]);
  });
});

describe('IdempotentConsumer', () => {
  beforeAll(async () => {
    await dataSource.query(
      'CREATE TABLE balances (user_id text PRIMARY KEY, scans integer NOT NULL)',
    );
  });

  const credit = (consumer: IdempotentConsumer, event: DomainEvent<typeof PAYMENT>) =>
    consumer.handle(event, async (e, manager) => {
      await manager.query(
        `INSERT INTO balances (user_id, scans) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET scans = balances.scans + EXCLUDED.scans`,
        [e.aggregateId, e.payload.scansGranted],
      );
    });

  async function balance(userId: string): Promise<number | undefined> {
    const rows = await dataSource.query<{ scans: number }[]>(
      'SELECT scans FROM balances WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.scans;
  }

  it('runs the handler once per event id', async () => {
    const consumer = new IdempotentConsumer(dataSource, 'billing.credits');
    const event = paymentEvent('idem-1');
    expect(await credit(consumer, event)).toBe(true);
    expect(await credit(consumer, event)).toBe(false);
    expect(await credit(consumer, { ...event })).toBe(false);
    expect(await balance('idem-1')).toBe(5);
  });

  it('records nothing when the handler fails, so a redelivery applies the event', async () => {
    const consumer = new IdempotentConsumer(dataSource, 'billing.flaky');
    const event = paymentEvent('idem-2');
    await expect(
      consumer.handle(event, async (e, manager) => {
        await manager.query(`INSERT INTO balances (user_id, scans) VALUES ($1, 1)`, [
          e.aggregateId,
        ]);
        throw new Error('handler crashed');
      }),
    ).rejects.toThrow('handler crashed');
    expect(await balance('idem-2')).toBeUndefined();
    expect(await credit(consumer, event)).toBe(true);
    expect(await balance('idem-2')).toBe(5);
  });

  it('applies one of two concurrent deliveries of the same event', async () => {
    const consumer = new IdempotentConsumer(dataSource, 'billing.concurrent');
    const event = paymentEvent('idem-3');
    const slow = (): Promise<boolean> =>
      consumer.handle(event, async (e, manager) => {
        await manager.query(
          `INSERT INTO balances (user_id, scans) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET scans = balances.scans + EXCLUDED.scans`,
          [e.aggregateId, e.payload.scansGranted],
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    const results = await Promise.all([slow(), slow(), slow()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balance('idem-3')).toBe(5);
  });

  it('keeps consumers apart: each consumer name applies the event once', async () => {
    const event = paymentEvent('idem-4');
    const first = new IdempotentConsumer(dataSource, 'admin.stats');
    const second = new IdempotentConsumer(dataSource, 'admin.revenue');
    expect(await first.handle(event, () => Promise.resolve())).toBe(true);
    expect(await second.handle(event, () => Promise.resolve())).toBe(true);
    expect(await first.handle(event, () => Promise.resolve())).toBe(false);
  });
});
