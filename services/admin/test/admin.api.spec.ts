import type { EventEnvelope } from '@labellens/event-contracts';
import { encodeCursor } from '../src/lists/dto/page-cursor';
import { daysAgo, newUserId, paid, registered, scanned } from './support/admin-events.factory';
import {
  adminHeaders,
  identityHeaders,
  startAdminApp,
  userHeaders,
  type AdminTestApp,
  type Headers,
} from './support/admin-harness';

jest.setTimeout(30_000);

let t: AdminTestApp;
const now = new Date();

const ROUTES = [
  '/api/admin/analytics',
  '/api/admin/users',
  '/api/admin/scans',
  '/api/admin/payments',
];
const LISTS = [
  ['/api/admin/users', 'users'],
  ['/api/admin/scans', 'scans'],
  ['/api/admin/payments', 'payments'],
] as const;

/** 25 users, 45 scans (some sharing a timestamp), 23 payments. */
function seed(): EventEnvelope[] {
  const events: EventEnvelope[] = [];
  const users = Array.from({ length: 25 }, () => newUserId());
  users.forEach((user, i) => {
    // Pairs of users share a sign-up instant, so the id tie-break is exercised.
    events.push(
      registered(user, daysAgo(now, 50 - Math.floor(i / 2)), { email: `person${i}@example.com` }),
    );
  });
  for (let i = 0; i < 45; i += 1) {
    events.push(
      scanned(
        users[i % users.length],
        new Date(now.getTime() - Math.floor(i / 3) * 60_000),
        `Product ${i}`,
      ),
    );
  }
  for (let i = 0; i < 23; i += 1) events.push(paid(users[i], daysAgo(now, i), 100 + i, 10));
  return events;
}

function get(path: string, headers: Headers = adminHeaders()) {
  return t.http().get(path).set(headers);
}

beforeAll(async () => {
  t = await startAdminApp('api');
  await t.projector.apply(seed());
});

afterAll(async () => {
  await t.close();
});

describe('only administrators', () => {
  it.each(ROUTES)(
    'GET %s: 401 without an identity, with a user, anonymous, service or forged identity',
    async (path) => {
      const none = await get(path, {}).expect(401);
      expect(none.body).toEqual({ message: 'Unauthorized', statusCode: 401, code: 'unauthorized' });
      const user = await get(path, userHeaders()).expect(401);
      expect(user.body).toEqual({ message: 'Unauthorized', statusCode: 401, code: 'unauthorized' });
      await get(path, identityHeaders({ kind: 'anonymous' })).expect(401);
      await get(path, identityHeaders({ kind: 'service', service: 'scan' })).expect(401);
      await get(
        path,
        identityHeaders(
          { kind: 'admin', adminId: 'a', username: 'root', tokenId: 't' },
          'a-different-secret-0123456789abcdef0123',
        ),
      ).expect(401);
      await get(path).expect(200);
    },
  );
});

describe('bad limit or cursor → 400 with a clear message', () => {
  const LIMIT_MESSAGE = 'limit: must be a whole number from 1 to 100';
  it.each(
    LISTS.flatMap(([path]) =>
      ['0', '101', 'abc', '', '-1', '1.5', '1e2'].map((limit) => [path, limit]),
    ),
  )('%s?limit=%s', async (path, limit) => {
    const res = await get(`${path}?limit=${limit}`).expect(400);
    expect(res.body).toMatchObject({ message: LIMIT_MESSAGE, statusCode: 400 });
  });

  it.each(LISTS.map(([path]) => path))('%s refuses a repeated limit', async (path) => {
    const res = await get(`${path}?limit=5&limit=6`).expect(400);
    expect(res.body.message).toBe(LIMIT_MESSAGE);
  });

  const CURSOR_MESSAGE = 'cursor: is not a valid cursor (pass nextCursor from the previous page)';
  it.each(LISTS)('%s refuses a forged, tampered or foreign cursor', async (path, kind) => {
    const foreign = encodeCursor(kind === 'users' ? 'scans' : 'users', { at: now, id: 'x' });
    const tampered = Buffer.from(JSON.stringify({ k: kind, t: 'yesterday', i: 'x' })).toString(
      'base64url',
    );
    for (const cursor of ['garbage!', 'bm90IGpzb24', foreign, tampered, '']) {
      const res = await get(`${path}?cursor=${encodeURIComponent(cursor)}`).expect(400);
      expect(res.body.message).toBe(CURSOR_MESSAGE);
    }
  });
});

describe('happy paths', () => {
  it('GET /api/admin/analytics answers the spec shape', async () => {
    const res = await get('/api/admin/analytics').expect(200);
    const revenue = Array.from({ length: 23 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(res.body).toEqual({
      users: { totalUsers: 25, newUsersToday: 0, activeUsers: 25 },
      revenue: { totalRevenue: revenue, monthlyRevenue: expect.any(Number) },
      usage: { totalScans: 45, scansToday: expect.any(Number) },
    });
    expect(res.body.revenue.monthlyRevenue).toBeLessThanOrEqual(revenue);
  });

  it.each([
    [
      'users',
      25,
      [
        'id',
        'firstName',
        'lastName',
        'email',
        'subscriptionTier',
        'subscriptionStatus',
        'createdAt',
      ],
      'createdAt',
    ],
    ['scans', 45, ['id', 'userId', 'productName', 'scannedAt'], 'scannedAt'],
    ['payments', 23, ['id', 'userId', 'amount', 'scansGranted', 'createdAt'], 'createdAt'],
  ] as const)(
    'GET /api/admin/%s pages through every row, newest first, 20 by default',
    async (kind, total, fields, time) => {
      const seen: Record<string, string>[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=20&cursor=${encodeURIComponent(cursor)}` : '';
        const body = (await get(`/api/admin/${kind}${query}`).expect(200)).body as Record<
          string,
          unknown
        >;
        expect(Object.keys(body).sort()).toEqual([kind, 'nextCursor'].sort());
        const rows = body[kind] as Record<string, string>[];
        expect(rows.length).toBe(Math.min(20, total - seen.length));
        for (const row of rows) expect(Object.keys(row).sort()).toEqual([...fields].sort());
        seen.push(...rows);
        cursor = body.nextCursor as string | null;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(Math.ceil(total / 20));
      expect(new Set(seen.map((r) => r.id)).size).toBe(total);
      const order = seen.map((r) => `${r[time]}|${r.id}`);
      expect(order).toEqual([...order].sort().reverse());
    },
  );

  it('honours limit=1 and limit=100', async () => {
    const one = await get('/api/admin/payments?limit=1').expect(200);
    expect(one.body.payments).toHaveLength(1);
    expect(one.body.payments[0]).toMatchObject({ amount: 100, scansGranted: 10 });
    expect(typeof one.body.nextCursor).toBe('string');
    const all = await get('/api/admin/scans?limit=100').expect(200);
    expect(all.body.scans).toHaveLength(45);
    expect(all.body.nextCursor).toBeNull();
  });
});
