import type { EventEnvelope } from '@labellens/event-contracts';
import { erasedUserKey } from '@labellens/server-events';
import { AnalyticsRepository } from '../src/analytics/analytics.repository';
import { analyticsWindow } from '../src/analytics/analytics.service';
import { ListsRepository } from '../src/lists/lists.repository';
import { ListsService } from '../src/lists/lists.service';
import { compareStreamIds } from '../src/read-models/rebuild-read-models.job';
import {
  DAY,
  daysAgo,
  deleted,
  newUserId,
  paid,
  profileUpdated,
  registered,
  scanned,
  signedIn,
  subscriptionChanged,
} from './support/admin-events.factory';
import { startAdminDatabase } from './support/admin-harness';

jest.setTimeout(30_000);

type Db = Awaited<ReturnType<typeof startAdminDatabase>>;
let db: Db;

beforeAll(async () => {
  db = await startAdminDatabase('read_models');
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await db.projector.reset();
});

const lists = () => new ListsService(new ListsRepository(db.dataSource));

/** Everything the read models hold, in a stable order, for before/after comparisons. */
async function snapshot() {
  const q = (sql: string) => db.dataSource.query<Record<string, unknown>[]>(sql);
  return {
    users: await q(
      `SELECT id, email, first_name, last_name, created_at, subscription_tier, subscription_status,
              profile_complete, last_active_at FROM admin_users ORDER BY id`,
    ),
    // Pseudonyms are random per deletion, so compare whether the id was replaced, not its value.
    scans: await q(
      `SELECT id, CASE WHEN user_id LIKE 'deleted-%' THEN 'deleted' ELSE user_id END AS user_id,
              product_name, scanned_at FROM admin_scans ORDER BY id`,
    ),
    payments: await q(
      `SELECT id, CASE WHEN user_id LIKE 'deleted-%' THEN 'deleted' ELSE user_id END AS user_id,
              amount_cents, scans_granted, created_at FROM admin_payments ORDER BY id`,
    ),
    tombstones: await q('SELECT user_key FROM admin_deleted_users ORDER BY user_key'),
  };
}

/**
 * A month of activity around `now`. Expected figures:
 * users 4 (fresh today, active by sign-in, active by scan, lapsed) + one deleted;
 * 1 new today; 3 active (fresh and scanner by scans, signer by sign-in); revenue 1599 of which 1499 this month; 3 scans, 1 today.
 */
function scenario(now: Date) {
  const [fresh, signer, scanner, lapsed, gone] = [
    newUserId(),
    newUserId(),
    newUserId(),
    newUserId(),
    newUserId(),
  ];
  const startOfDay = analyticsWindow(now).startOfDay;
  const startOfMonth = analyticsWindow(now).startOfMonth;
  const events: EventEnvelope[] = [
    registered(fresh, now, { email: 'fresh@example.com', firstName: 'Fresh', lastName: 'Person' }),
    registered(signer, daysAgo(now, 40)),
    signedIn(signer, daysAgo(now, 45)),
    signedIn(signer, daysAgo(now, 5)),
    registered(scanner, daysAgo(now, 60)),
    scanned(scanner, daysAgo(now, 10), 'Tomato Soup'),
    scanned(scanner, new Date(startOfDay.getTime() - 1), null),
    registered(lapsed, daysAgo(now, 100)),
    signedIn(lapsed, daysAgo(now, 31)),
    subscriptionChanged(signer, daysAgo(now, 40), 'free'),
    subscriptionChanged(signer, daysAgo(now, 20), 'basic'),
    paid(signer, daysAgo(now, 40), 100, 10),
    paid(signer, startOfMonth, 1000, 100),
    paid(fresh, now, 499, 100),
    scanned(fresh, now, 'Almond Milk'),
    profileUpdated(fresh, now),
    // A person who signed up, scanned today and was then deleted: their scan went with them.
    registered(gone, daysAgo(now, 3), {
      email: 'gone@example.com',
      firstName: 'Gone',
      lastName: 'Girl',
    }),
    scanned(gone, now, 'Secret Snack'),
    deleted(gone, now),
  ];
  return { events, ids: { fresh, signer, scanner, lapsed, gone } };
}

const EXPECTED = {
  users: { totalUsers: 4, newUsersToday: 1, activeUsers: 3 },
  revenue: { totalRevenue: 1599, monthlyRevenue: 1499 },
  usage: { totalScans: 3, scansToday: 1 },
};

describe('figures from events', () => {
  it('computes users, revenue and usage from the events alone', async () => {
    const now = new Date();
    const { events } = scenario(now);
    expect(await db.projector.apply(events)).toBe(events.length);
    expect(await db.projector.analytics(now)).toEqual(EXPECTED);
  });

  it('uses UTC calendar days and months, and a rolling 30 days for activity', async () => {
    const now = new Date('2025-03-01T00:30:00.000Z');
    const user = newUserId();
    await db.projector.apply([
      registered(user, new Date('2025-02-28T23:59:59.999Z')),
      scanned(user, new Date('2025-03-01T00:00:00.000Z')),
      paid(user, new Date('2025-02-28T23:00:00.000Z'), 700),
      paid(user, new Date('2025-03-01T00:10:00.000Z'), 300),
    ]);
    expect(await db.projector.analytics(now)).toEqual({
      users: { totalUsers: 1, newUsersToday: 0, activeUsers: 1 },
      revenue: { totalRevenue: 1000, monthlyRevenue: 300 },
      usage: { totalScans: 1, scansToday: 1 },
    });
    const boundaries = analyticsWindow(now);
    expect(boundaries.activeSince.toISOString()).toBe('2025-01-30T00:30:00.000Z');
    expect(
      await new AnalyticsRepository(db.dataSource).figures({
        ...boundaries,
        activeSince: new Date(now.getTime() + DAY),
      }),
    ).toMatchObject({ activeUsers: 0 });
  });

  it('lists rows with the spec fields, newest first', async () => {
    const now = new Date();
    const { events, ids } = scenario(now);
    await db.projector.apply(events);
    const users = (await lists().users({ limit: 100 })).users;
    expect(users).toHaveLength(4);
    expect(users[0]).toEqual({
      id: expect.any(String),
      firstName: 'Fresh',
      lastName: 'Person',
      email: 'fresh@example.com',
      subscriptionTier: null,
      subscriptionStatus: null,
      createdAt: now.toISOString(),
    });
    expect(users.map((u) => u.createdAt)).toEqual(
      [...users.map((u) => u.createdAt)].sort().reverse(),
    );
    expect(users.find((u) => u.id === ids.signer)).toMatchObject({
      subscriptionTier: 'basic',
      subscriptionStatus: 'active',
    });
    expect(users.map((u) => u.id)).not.toContain(ids.gone);
    const scans = (await lists().scans({ limit: 100 })).scans;
    expect(scans.map((s) => s.productName).sort()).toEqual(['Almond Milk', 'Tomato Soup', null]);
    expect(Object.keys(scans[0]).sort()).toEqual(['id', 'productName', 'scannedAt', 'userId']);
    const payments = (await lists().payments({ limit: 100 })).payments;
    expect(payments.map((p) => p.amount)).toEqual([499, 1000, 100]);
    expect(payments[0]).toEqual({
      id: expect.any(String),
      userId: expect.any(String),
      amount: 499,
      scansGranted: 100,
      createdAt: now.toISOString(),
    });
  });
});

describe('idempotence', () => {
  it('consuming the same events twice changes nothing', async () => {
    const now = new Date();
    const { events } = scenario(now);
    await db.projector.apply(events);
    const before = await snapshot();
    expect(await db.projector.apply(events)).toBe(0);
    expect(await db.projector.apply([...events].reverse())).toBe(0);
    expect(await snapshot()).toEqual(before);
    expect(await db.projector.analytics(now)).toEqual(EXPECTED);
  });

  it('a fact republished under a new event id is not counted twice', async () => {
    const now = new Date();
    const user = newUserId();
    const scan = scanned(user, now, 'Granola', 'scan-fixed-id');
    const payment = paid(user, now, 250, 25, 'pay-fixed-id');
    await db.projector.apply([registered(user, now), scan, payment]);
    expect(
      await db.projector.apply([
        scanned(user, now, 'Granola', 'scan-fixed-id'),
        paid(user, now, 250, 25, 'pay-fixed-id'),
        registered(user, now),
      ]),
    ).toBe(3);
    expect(await db.projector.analytics(now)).toMatchObject({
      users: { totalUsers: 1 },
      revenue: { totalRevenue: 250 },
      usage: { totalScans: 1 },
    });
  });
});

describe('out-of-order events', () => {
  it('a scan before the registration neither fails nor shows a half user; registration completes it', async () => {
    const now = new Date();
    const user = newUserId();
    await db.projector.apply([scanned(user, daysAgo(now, 2)), signedIn(user, daysAgo(now, 1))]);
    expect(await db.projector.analytics(now)).toEqual({
      users: { totalUsers: 0, newUsersToday: 0, activeUsers: 0 },
      revenue: { totalRevenue: 0, monthlyRevenue: 0 },
      usage: { totalScans: 1, scansToday: 0 },
    });
    expect((await lists().users({ limit: 20 })).users).toEqual([]);
    await db.projector.apply([registered(user, daysAgo(now, 3), { email: 'late@example.com' })]);
    expect(await db.projector.analytics(now)).toMatchObject({
      users: { totalUsers: 1, activeUsers: 1 },
    });
    expect((await lists().users({ limit: 20 })).users).toEqual([
      expect.objectContaining({ id: user, email: 'late@example.com' }),
    ]);
  });

  it('a subscription change before the registration fills a placeholder the registration completes', async () => {
    const now = new Date();
    const user = newUserId();
    await db.projector.apply([subscriptionChanged(user, daysAgo(now, 1), 'basic', 'trialing')]);
    const [placeholder] = await db.dataSource.query(
      'SELECT email, subscription_tier FROM admin_users WHERE id = $1',
      [user],
    );
    expect(placeholder).toEqual({ email: null, subscription_tier: 'basic' });
    await db.projector.apply([
      registered(user, daysAgo(now, 2), {
        email: 'sub@example.com',
        firstName: 'Sub',
        lastName: null,
      }),
    ]);
    expect((await lists().users({ limit: 20 })).users).toEqual([
      {
        id: user,
        firstName: 'Sub',
        lastName: null,
        email: 'sub@example.com',
        subscriptionTier: 'basic',
        subscriptionStatus: 'trialing',
        createdAt: daysAgo(now, 2).toISOString(),
      },
    ]);
  });

  it('the newest subscription change wins whatever the delivery order; activity keeps the latest time', async () => {
    const now = new Date();
    const user = newUserId();
    await db.projector.apply([
      registered(user, daysAgo(now, 90)),
      subscriptionChanged(user, daysAgo(now, 1), 'free', 'canceled'),
      subscriptionChanged(user, daysAgo(now, 30), 'basic', 'active'),
      signedIn(user, daysAgo(now, 2)),
      signedIn(user, daysAgo(now, 60)),
    ]);
    const [row] = await db.dataSource.query(
      'SELECT subscription_tier, subscription_status, last_active_at FROM admin_users WHERE id = $1',
      [user],
    );
    expect(row).toEqual({
      subscription_tier: 'free',
      subscription_status: 'canceled',
      last_active_at: daysAgo(now, 2),
    });
  });

  it('any delivery order of the same events gives the same read models', async () => {
    const now = new Date();
    const { events } = scenario(now);
    await db.projector.apply(events);
    const inOrder = await snapshot();
    for (const order of [
      [...events].reverse(),
      [...events].sort((a, b) => a.id.localeCompare(b.id)),
    ]) {
      await db.projector.reset();
      await db.projector.apply(order);
      expect(await snapshot()).toEqual(inOrder);
      expect(await db.projector.analytics(now)).toEqual(EXPECTED);
    }
  });
});

describe('user deletion', () => {
  it('deletes the user and their scans, anonymises their payments: no e-mail or name remains', async () => {
    const now = new Date();
    const user = newUserId();
    const person = { email: 'erase.me@example.com', firstName: 'Erasmus', lastName: 'Forgotten' };
    await db.projector.apply([
      registered(user, daysAgo(now, 5), person),
      profileUpdated(user, daysAgo(now, 5)),
      subscriptionChanged(user, daysAgo(now, 5), 'basic'),
      scanned(user, daysAgo(now, 1), 'Peanut Butter'),
      scanned(user, now, 'Jam'),
      paid(user, daysAgo(now, 4), 499, 100),
    ]);
    const before = await db.projector.analytics(now);
    await db.projector.apply([deleted(user, now)]);

    const dump = JSON.stringify(
      await db.dataSource.query(
        `SELECT (SELECT json_agg(u) FROM admin_users u) AS users, (SELECT json_agg(s) FROM admin_scans s) AS scans,
                (SELECT json_agg(p) FROM admin_payments p) AS payments, (SELECT json_agg(d) FROM admin_deleted_users d) AS tombstones`,
      ),
    );
    for (const text of [user, person.email, person.firstName, person.lastName])
      expect(dump).not.toContain(text);
    expect(await db.dataSource.query('SELECT 1 FROM admin_users WHERE id = $1', [user])).toEqual(
      [],
    );
    // Confirmed to auth, which repeats the deletion until every service has confirmed.
    expect(
      await db.dataSource.query(
        `SELECT payload FROM outbox_events WHERE type = 'admin.user.erased.v1' AND aggregate_id = $1`,
        [user],
      ),
    ).toEqual([{ payload: { userId: user } }]);

    // Scan erases the person's scans, so usage drops with them; billing keeps the payments.
    expect((await lists().scans({ limit: 20 })).scans).toEqual([]);
    const payments = (await lists().payments({ limit: 20 })).payments;
    expect(payments).toHaveLength(1);
    expect(payments[0].userId).toMatch(/^deleted-[0-9a-f-]{36}$/);
    expect(payments[0].userId).not.toContain(user);
    // Revenue stays; the person no longer counts as a user, their scans no longer as usage.
    expect(await db.projector.analytics(now)).toEqual({
      ...before,
      users: { totalUsers: 0, newUsersToday: 0, activeUsers: 0 },
      usage: { totalScans: 0, scansToday: 0 },
    });
  });

  it('events arriving after the deletion cannot bring the person back', async () => {
    const now = new Date();
    const user = newUserId();
    await db.projector.apply([
      registered(user, daysAgo(now, 5)),
      scanned(user, daysAgo(now, 2)),
      deleted(user, now),
    ]);
    const [{ pseudonym }] = await db.dataSource.query(
      'SELECT pseudonym FROM admin_deleted_users WHERE user_key = $1',
      [erasedUserKey(user)],
    );
    await db.projector.apply([
      registered(user, daysAgo(now, 5), { email: 'zombie@example.com' }),
      signedIn(user, now),
      subscriptionChanged(user, now, 'premium'),
      profileUpdated(user, now),
      scanned(user, now, 'Late Scan'),
      paid(user, now, 100),
    ]);
    expect(await db.dataSource.query('SELECT id FROM admin_users')).toEqual([]);
    expect(await db.dataSource.query('SELECT id FROM admin_scans')).toEqual([]);
    const userIds = await db.dataSource.query('SELECT DISTINCT user_id FROM admin_payments');
    expect(userIds).toEqual([{ user_id: pseudonym }]);
  });
});

describe('migration', () => {
  it('down drops the read models and up brings them back', async () => {
    const fresh = await startAdminDatabase('read_models_migration');
    try {
      const tables = async () =>
        (
          await fresh.dataSource.query<{ name: string }[]>(
            `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE 'admin\\_%' ORDER BY 1`,
          )
        ).map((r) => r.name);
      expect(await tables()).toEqual([
        'admin_deleted_users',
        'admin_payments',
        'admin_scans',
        'admin_users',
      ]);
      // The erased scans (1765000000000, nothing to undo), the tombstones' keys (1764900000000),
      // then the read models themselves.
      for (let i = 0; i < 3; i += 1)
        await fresh.dataSource.undoLastMigration({ transaction: 'each' });
      expect(await tables()).toEqual([]);
      await fresh.dataSource.runMigrations({ transaction: 'each' });
      expect(await tables()).toHaveLength(4);
    } finally {
      await fresh.close();
    }
  });
});

describe('stream positions', () => {
  it('orders Redis stream ids numerically', () => {
    expect(compareStreamIds('1700000000000-2', '1700000000000-10')).toBe(-1);
    expect(compareStreamIds('1700000000001-0', '1700000000000-99')).toBe(1);
    expect(compareStreamIds('999-0', '1000-0')).toBe(-1);
    expect(compareStreamIds('5-5', '5-5')).toBe(0);
  });
});
