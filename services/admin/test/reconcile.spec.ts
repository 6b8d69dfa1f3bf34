import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventTypes } from '@labellens/event-contracts';
import { INTERNAL_IDENTITY_HEADER, verifyInternalToken } from '@labellens/server-auth';
import { ReconcileService, SCAN_SETTLE_MS } from '../src/reconcile/reconcile.service';
import {
  adminHeaders,
  startAdminApp,
  TEST_SECRET,
  type AdminTestApp,
} from './support/admin-harness';
import { deleted, newUserId, paid, registered, scanned } from './support/admin-events.factory';

// The owning services' internal reconciliation APIs, served from memory: the events about most of
// these facts were lost (a broker without persistence), so only reconciliation can bring them in.
interface Owners {
  users: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    createdAt: string;
  }[];
  scans: {
    id: string;
    userId: string;
    productName: string | null;
    overallSafetyRating: string;
    ingredientCount: number;
    allergenCount: number;
    scannedAt: string;
  }[];
  payments: {
    id: string;
    userId: string;
    amountCents: number;
    currency: string;
    scansGranted: number;
    kind: string;
    createdAt: string;
  }[];
}
const owners: Owners = { users: [], scans: [], payments: [] };
const callers = new Set<string>();

/** The same digest the services compute in SQL: count, and the sum of md5(id)'s first 60 bits. */
function digest(ids: string[]) {
  const sum = ids.reduce(
    (acc, id) => acc + BigInt(`0x${createHash('md5').update(id).digest('hex').slice(0, 15)}`),
    0n,
  );
  return { count: String(ids.length), sum: String(sum) };
}

function page<T extends { id: string }>(rows: T[], url: URL): T[] {
  const after = url.searchParams.get('after');
  const limit = Number(url.searchParams.get('limit'));
  return [...rows]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .filter((r) => !after || r.id > after)
    .slice(0, limit);
}

async function answer(req: IncomingMessage): Promise<unknown> {
  const identity = verifyInternalToken(String(req.headers[INTERNAL_IDENTITY_HEADER]), TEST_SECRET);
  if (identity.kind === 'service') callers.add(identity.service);
  const url = new URL(req.url ?? '/', 'http://owners');
  switch (url.pathname) {
    case '/internal/reconcile/users/digest':
      return digest(owners.users.map((u) => u.id));
    case '/internal/reconcile/users':
      return { items: page(owners.users, url) };
    case '/internal/reconcile/users/absent': {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      const ids = (JSON.parse(body) as { ids: string[] }).ids;
      return { absent: ids.filter((id) => !owners.users.some((u) => u.id === id)) };
    }
    case '/internal/reconcile/payments/digest':
      return digest(owners.payments.map((p) => p.id));
    case '/internal/reconcile/payments':
      return { items: page(owners.payments, url) };
    case '/internal/reconcile/scans/digest': {
      const before = String(url.searchParams.get('before'));
      return digest(owners.scans.filter((s) => s.scannedAt < before).map((s) => s.id));
    }
    case '/internal/reconcile/scans/absent': {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      const ids = (JSON.parse(body) as { ids: string[] }).ids;
      return { absent: ids.filter((id) => !owners.scans.some((s) => s.id === id)) };
    }
    case '/internal/reconcile/scans': {
      const since = url.searchParams.get('since');
      const after = url.searchParams.get('after');
      const limit = Number(url.searchParams.get('limit'));
      const rows = owners.scans
        .filter((s) => !since || s.scannedAt >= since)
        .sort((a, b) => (a.scannedAt + a.id < b.scannedAt + b.id ? -1 : 1))
        .filter((s) => !after || `${s.scannedAt}|${s.id}` > after)
        .slice(0, limit);
      const last = rows.at(-1);
      return {
        items: rows,
        next: rows.length === limit && last ? `${last.scannedAt}|${last.id}` : null,
      };
    }
  }
  throw new Error(`unknown ${url.pathname}`);
}

let server: Server;
let t: AdminTestApp;

beforeAll(async () => {
  server = createServer((req, res) => {
    answer(req).then(
      (body) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (err: unknown) => res.writeHead(500).end((err as Error).message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Pages of 500: 1,200 scans take three pages.
  t = await startAdminApp('reconcile', {
    AUTH_URL: url,
    SCAN_URL: url,
    BILLING_URL: url,
    ADMIN_RECONCILE_INTERVAL_MS: '0',
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const analytics = async (): Promise<Record<string, Record<string, number>>> =>
  (await t.http().get('/api/admin/analytics').set(adminHeaders()).expect(200)).body as Record<
    string,
    Record<string, number>
  >;
const reconciler = () => t.app.get(ReconcileService);

it('adds what the bus lost from the owning services, erases accounts auth no longer has, and changes nothing when equal', async () => {
  const now = new Date();
  const [kept, gone, lost] = [newUserId(), newUserId(), newUserId()];
  const user = (id: string) => ({
    id,
    email: `u-${id.slice(0, 8)}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    createdAt: now.toISOString(),
  });
  const scan = (userId: string, i: number) => ({
    id: randomUUID(),
    userId,
    productName: `Label ${i}`,
    overallSafetyRating: 'moderate',
    ingredientCount: 3,
    allergenCount: 0,
    // Settled (saved before SCAN_SETTLE_MS ago), so the digests compare them.
    scannedAt: new Date(now.getTime() - SCAN_SETTLE_MS - 60_000 - i).toISOString(),
  });
  const payment = (userId: string, amountCents: number) => ({
    id: randomUUID(),
    userId,
    amountCents,
    currency: 'USD',
    scansGranted: 10,
    kind: 'payg',
    createdAt: now.toISOString(),
  });

  // What admin got through the bus before it lost the rest: two users, a scan each, one payment.
  const keptScan = scan(kept, 0);
  const goneScan = scan(gone, 1);
  const keptPayment = payment(kept, 499);
  await t.projector.apply([
    registered(kept, now),
    registered(gone, now),
    scanned(kept, now, 'Label 0', keptScan.id),
    scanned(gone, now, 'Label 1', goneScan.id),
    paid(kept, now, 499, 10, keptPayment.id),
  ]);
  // The owners' truth: `gone` deleted (their scans erased, their payment kept under a pseudonym),
  // `lost` registered, 1,200 more scans and two more payments, none of it announced.
  owners.users = [user(kept), user(lost)];
  owners.scans = [
    keptScan,
    ...Array.from({ length: 1200 }, (_, i) => scan(i % 2 ? kept : lost, i + 2)),
  ];
  owners.payments = [keptPayment, payment(lost, 999), payment('deleted-5f0c', 1999)];

  const counts = await reconciler().reconcile();
  expect(counts).toEqual({
    usersAdded: 1,
    usersErased: 1,
    scansAdded: 1200,
    scansRemoved: 0,
    paymentsAdded: 2,
  });
  expect([...callers]).toEqual(['admin']);

  const figures = await analytics();
  expect(figures.users.totalUsers).toBe(owners.users.length);
  // The deleted person's scan went with the account, as it went from scan.
  expect(figures.usage.totalScans).toBe(owners.scans.length);
  expect(figures.revenue.totalRevenue).toBe(499 + 999 + 1999);
  const ds = t.dataSource;
  expect(await ds.query('SELECT id FROM admin_users WHERE id = $1', [gone])).toEqual([]);
  expect(await ds.query('SELECT id FROM admin_scans WHERE id = $1', [goneScan.id])).toEqual([]);
  // Confirmed to auth through the bus; once out, the outbox forgets the person.
  const confirmed: string[] = [];
  const subscription = await t.bus.subscribe({
    group: `test-${randomUUID()}`,
    topics: [EventTypes.AdminUserErasedV1],
    fromBeginning: true,
    handler: (event) => {
      confirmed.push(event.aggregateId);
      return Promise.resolve();
    },
  });
  try {
    for (let waited = 0; !confirmed.includes(gone); waited += 50) {
      if (waited > 10_000) throw new Error('no admin.user.erased.v1 for the erased account');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await subscription.close();
  }
  for (let waited = 0; ; waited += 50) {
    const naming = await ds.query(
      `SELECT type FROM outbox_events WHERE aggregate_id = $1 OR payload::text LIKE $2`,
      [gone, `%${gone}%`],
    );
    if (naming.length === 0) break;
    if (waited > 10_000)
      throw new Error(`the outbox still names the erased account: ${JSON.stringify(naming)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [lostRow] = await ds.query('SELECT email, first_name FROM admin_users WHERE id = $1', [
    lost,
  ]);
  expect(lostRow).toEqual({ email: user(lost).email, first_name: 'Ada' });

  // Equal now: the next round adds nothing (only the scans since the last round are paged).
  const unchanged = {
    usersAdded: 0,
    usersErased: 0,
    scansAdded: 0,
    scansRemoved: 0,
    paymentsAdded: 0,
  };
  expect(await reconciler().reconcile()).toEqual(unchanged);

  // A late deletion event for `gone`, and the lost registration arriving after all: no change.
  await t.projector.apply([deleted(gone, now), registered(lost, now)]);
  expect(await analytics()).toEqual(figures);
});

it('drops the scans their owner deleted at the source, and only those', async () => {
  expect(owners.scans.length).toBeGreaterThan(700);
  const before = await analytics();
  expect(before.usage.totalScans).toBe(owners.scans.length);
  // The person clears part of their history (no event tells admin), and one more scan is saved now:
  // not yet settled, it is added but does not make the digests differ.
  // (The first scan came by event with another time; the others by reconciliation.)
  const kept = owners.scans.filter((_, i) => i % 3 !== 1);
  const fresh = { ...owners.scans[1], id: randomUUID(), scannedAt: new Date().toISOString() };
  const removed = owners.scans.length - kept.length;
  owners.scans = [...kept, fresh];

  const counts = await reconciler().reconcile();
  expect(counts).toMatchObject({ scansAdded: 1, scansRemoved: removed });
  expect((await analytics()).usage.totalScans).toBe(owners.scans.length);
  const ids = await t.dataSource.query<{ id: string }[]>('SELECT id FROM admin_scans ORDER BY id');
  expect(ids.map((row) => row.id)).toEqual(owners.scans.map((scan) => scan.id).sort());
  expect(await reconciler().reconcile()).toMatchObject({ scansAdded: 0, scansRemoved: 0 });
});
