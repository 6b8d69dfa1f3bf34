import { spawn } from 'node:child_process';
import path from 'node:path';
import type { EventEnvelope } from '@labellens/event-contracts';
import { TEST_REDIS_URL } from '@labellens/server-testing';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type {
  AdminAnalytics,
  AdminPaymentsPage,
  AdminScansPage,
  AdminUsersPage,
} from '@labellens/contracts';
import { AnalyticsRepository } from '../src/analytics/analytics.repository';
import { AnalyticsService } from '../src/analytics/analytics.service';
import { ListsRepository } from '../src/lists/lists.repository';
import { ListsService } from '../src/lists/lists.service';
import { ADMIN_READ_MODEL_TOPICS } from '../src/read-models/read-models.consumer';
import { rebuildReadModels } from '../src/read-models/rebuild-read-models.job';
import {
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
import {
  adminHeaders,
  startAdminApp,
  startAdminDatabase,
  type AdminTestApp,
} from './support/admin-harness';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
let t: AdminTestApp;
const now = new Date();
const quietLogger = { log: () => undefined, warn: () => undefined, error: () => undefined };

function history(): EventEnvelope[] {
  const events: EventEnvelope[] = [];
  for (let i = 0; i < 12; i += 1) {
    const user = newUserId();
    events.push(
      registered(user, daysAgo(now, 40 - i * 3), {
        email: `stream${i}@example.com`,
        firstName: `First${i}`,
      }),
    );
    events.push(subscriptionChanged(user, daysAgo(now, 40 - i * 3), 'free'));
    if (i % 2 === 0) events.push(subscriptionChanged(user, daysAgo(now, 10), 'basic'));
    if (i % 3 === 0) events.push(profileUpdated(user, daysAgo(now, 20)));
    events.push(signedIn(user, daysAgo(now, i * 4)));
    for (let s = 0; s < i % 4; s += 1)
      events.push(scanned(user, daysAgo(now, s * 7), s === 1 ? null : `Item ${i}-${s}`));
    if (i % 3 === 1) events.push(paid(user, daysAgo(now, i), 499, 100));
    if (i === 5 || i === 9) events.push(deleted(user, now));
  }
  return events;
}

/** What the dashboard shows, through the HTTP API. */
async function dashboard() {
  const body = async <T>(p: string) =>
    (await t.http().get(p).set(adminHeaders()).expect(200)).body as T;
  const anonymise = (rows: { userId: string }[]) =>
    rows.map((r) => ({ ...r, userId: r.userId.startsWith('deleted-') ? 'deleted' : r.userId }));
  return {
    analytics: await body<AdminAnalytics>('/api/admin/analytics'),
    users: (await body<AdminUsersPage>('/api/admin/users?limit=100')).users,
    scans: anonymise((await body<AdminScansPage>('/api/admin/scans?limit=100')).scans),
    payments: anonymise((await body<AdminPaymentsPage>('/api/admin/payments?limit=100')).payments),
  };
}

async function groupsOf(prefix: string): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const names = new Set<string>();
    for (const topic of ADMIN_READ_MODEL_TOPICS) {
      const groups = (await redis.xinfo('GROUPS', `${prefix}${topic}`)) as unknown[][];
      for (const g of groups) names.add(String(g[1]));
    }
    return [...names].sort();
  } finally {
    await redis.quit();
  }
}

function runCli(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', './scripts/register.js', 'services/admin/src/cli/rebuild-read-models.ts'],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

let events: EventEnvelope[];
let live: Awaited<ReturnType<typeof dashboard>>;
const published: EventEnvelope[] = [];

async function publish(batch: EventEnvelope[]): Promise<void> {
  published.push(...batch);
  await t.bus.publish(batch);
}

/** The read models of one database, through the services, with pseudonyms made comparable. */
async function state(dataSource: DataSource) {
  const lists = new ListsService(new ListsRepository(dataSource));
  const anonymise = <R extends { userId: string }>(rows: R[]) =>
    rows.map((r) => ({ ...r, userId: r.userId.startsWith('deleted-') ? 'deleted' : r.userId }));
  return {
    analytics: await new AnalyticsService(new AnalyticsRepository(dataSource)).analytics(now),
    users: (await lists.users({ limit: 100 })).users,
    scans: anonymise((await lists.scans({ limit: 100 })).scans),
    payments: anonymise((await lists.payments({ limit: 100 })).payments),
  };
}

beforeAll(async () => {
  t = await startAdminApp('rebuild');
  events = history();
  await publish(events);
  await t.waitForConsumed(events);
  live = await dashboard();
});

afterAll(async () => {
  await t.close();
});

describe('rebuilding the read models from the streams', () => {
  it('the live consumer built the expected figures from the Redis streams', () => {
    expect(live.analytics.users.totalUsers).toBe(10);
    // Deleted people's scans went with them.
    const gone = new Set(
      events.filter((e) => e.type === 'auth.user.deleted.v1').map((e) => e.payload.userId),
    );
    expect(live.analytics.usage.totalScans).toBe(
      events.filter((e) => e.type === 'scan.scan.completed.v1' && !gone.has(e.payload.userId))
        .length,
    );
    expect(gone.size).toBe(2);
    expect(live.analytics.revenue.totalRevenue).toBe(499 * 4);
    expect(live.users.map((u) => u.email)).not.toContain('stream5@example.com');
  });

  it('gives the same figures and lists, even after the read models were damaged', async () => {
    await t.dataSource.query(
      'DELETE FROM admin_scans WHERE id IN (SELECT id FROM admin_scans LIMIT 3)',
    );
    await t.dataSource.query(`UPDATE admin_users SET subscription_tier = 'bogus'`);
    await t.dataSource.query(
      `INSERT INTO admin_payments VALUES ('junk', 'nobody', 99999, 'USD', 1, 'payg', now())`,
    );
    expect(await dashboard()).not.toEqual(live);
    // A rebuild killed before its clean-up left its group behind; the next rebuild removes it.
    const redis = new Redis(TEST_REDIS_URL);
    await redis.xgroup(
      'CREATE',
      `${t.config.EVENT_STREAM_PREFIX}scan.scan.completed.v1`,
      'admin.rebuild.killed',
      '0',
    );
    await redis.quit();
    expect(await groupsOf(t.config.EVENT_STREAM_PREFIX)).toContain('admin.rebuild.killed');

    const lines: string[] = [];
    const report = await rebuildReadModels({
      dataSource: t.dataSource,
      config: t.config,
      log: (line) => lines.push(line),
      busLogger: quietLogger,
    });
    expect(report.bus).toBe('redis');
    expect(report.delivered).toBe(events.length);
    expect(Object.keys(report.targets).sort()).toEqual([...ADMIN_READ_MODEL_TOPICS].sort());
    expect(await dashboard()).toEqual(live);
    expect(lines.at(-1)).toMatch(/^Rebuilt the admin read models from \d+ events/);
    // Its own consumer group is gone; the live one stays.
    expect(await groupsOf(t.config.EVENT_STREAM_PREFIX)).toEqual(['admin.read-models']);
  });

  it('leaves the live consumer working, and terminates on empty streams too', async () => {
    const user = newUserId();
    const more = [
      registered(user, now, { email: 'after@example.com' }),
      scanned(user, now, 'After Rebuild'),
    ];
    await publish(more);
    await t.waitForConsumed(more);
    const after = await dashboard();
    expect(after.analytics.users.totalUsers).toBe(live.analytics.users.totalUsers + 1);
    expect(after.analytics.usage.totalScans).toBe(live.analytics.usage.totalScans + 1);

    const empty = await rebuildReadModels({
      dataSource: t.dataSource,
      config: { ...t.config, EVENT_STREAM_PREFIX: `${t.prefix}empty:` },
      busLogger: quietLogger,
    });
    expect(empty).toMatchObject({ delivered: 0, targets: {} });
    expect(await dashboard()).toMatchObject({ users: [], scans: [], payments: [] });

    // The stream-backed rebuild brings everything back, including the newest events.
    await rebuildReadModels({ dataSource: t.dataSource, config: t.config, busLogger: quietLogger });
    expect(await dashboard()).toEqual(after);
  });

  it('`npm run admin:rebuild` (the CLI) rebuilds and exits 0', async () => {
    const before = await dashboard();
    await t.dataSource.query(
      'TRUNCATE admin_users, admin_scans, admin_payments, admin_deleted_users',
    );
    const result = await runCli(t.env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Rebuilt the admin read models from \d+ events/);
    expect(await dashboard()).toEqual(before);
  });

  it('is safe while the live consumer is busy: nothing lost, nothing doubled', async () => {
    const publishing = (async () => {
      for (let i = 0; i < 15; i += 1) {
        const user = newUserId();
        await publish([
          registered(user, daysAgo(now, i), { email: `busy${i}@example.com` }),
          scanned(user, now, `Busy ${i}`),
          paid(user, now, 100 + i, 10),
          ...(i % 5 === 0 ? [deleted(user, now)] : []),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
    await Promise.all([
      publishing,
      rebuildReadModels({ dataSource: t.dataSource, config: t.config, busLogger: quietLogger }),
    ]);
    await t.waitForConsumed(published);

    const reference = await startAdminDatabase('rebuild_reference');
    try {
      await reference.projector.apply(published);
      expect(await state(t.dataSource)).toEqual(await state(reference.dataSource));
    } finally {
      await reference.close();
    }
  });

  it('fails with a clear message instead of hanging when events cannot be applied', async () => {
    const broken = await startAdminDatabase('rebuild_broken', { quiet: true });
    try {
      // Every scan insert now fails, so the replay can never catch up.
      await broken.dataSource.query('ALTER TABLE admin_scans DROP COLUMN allergen_count');
      await expect(
        rebuildReadModels({
          dataSource: broken.dataSource,
          config: t.config,
          stallTimeoutMs: 1_000,
          busLogger: quietLogger,
        }),
      ).rejects.toThrow(/^Rebuild stalled: no event applied for 1000 ms before catching up/);
      expect(await groupsOf(t.config.EVENT_STREAM_PREFIX)).toEqual(['admin.read-models']);
    } finally {
      await broken.close();
    }
  });
});
