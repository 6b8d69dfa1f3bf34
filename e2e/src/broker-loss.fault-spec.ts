import { startPrivateRedis, type PrivateRedis } from '@labellens/server-testing';
import { Client } from 'pg';
import { Browser, buyCredits, signUpThroughApi } from './support/api-user';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';
import { findTraces } from './support/trace-search';

// The whole stack as real processes on a private Redis without persistence, which is shut down
// (SHUTDOWN NOSAVE: every stream, group and key lost) and restarted under traffic. No service is
// restarted; within 60 s the admin analytics must equal the source databases and the account
// deleted during the outage must be gone from every database. While Redis is down the published
// outbox rows are pruned too (as if older than the retention window), so what the bus lost cannot be
// re-published: admin must reconcile it from the owning services.
jest.setTimeout(180_000);

const ADMIN = { username: 'fault-admin', password: 'a fault-suite admin passphrase' };
const PASSWORD = 'a long and unusual passphrase';

let redis: PrivateRedis;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let stack: RunningStack;
/** When each step of the traffic ended, relative to the crash (for the printed timeline). */
const timeline: string[] = [];
let crashedAt = 0;
const mark = (step: string) => timeline.push(`${step} ${Date.now() - crashedAt} ms`);
let retries = 0;

beforeAll(async () => {
  redis = await startPrivateRedis();
  smtp = await startSmtpReceiver();
  stack = await startE2eStack({
    SMTP_URL: smtp.url,
    REDIS_URL: redis.url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ERASURE_RETRY_MS: '5000',
    ADMIN_RECONCILE_INTERVAL_MS: '5000',
  });
});

afterAll(async () => {
  await stack.stop();
  await smtp.close();
  await redis.stop();
});

async function query<T extends Record<string, unknown>>(
  service: string,
  sql: string,
  params: unknown[] = [],
) {
  const client = new Client({ connectionString: stack.databaseUrl(service) });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Retries an operation that may fail while Redis is down (answers 503), for at most 30 s. */
async function eventually<T>(what: string, run: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await run();
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${what}: ${(err as Error).message}`);
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function scan(client: Browser, productName: string) {
  await eventually(`scan ${productName}`, async () => {
    const res = await client.call(
      'POST',
      '/api/scan',
      { ingredients: ['oats', 'sugar', 'salt'], productName, preferredLanguage: 'en' },
      { origin: stack.url },
    );
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  });
}

async function sourceFigures() {
  const [users] = await query<{ n: number }>('auth', 'SELECT count(*)::int AS n FROM users');
  const [scans] = await query<{ n: number }>('scan', 'SELECT count(*)::int AS n FROM scans');
  const [revenue] = await query<{ n: number }>(
    'billing',
    'SELECT COALESCE(sum(amount_cents), 0)::int AS n FROM payments',
  );
  return { users: users.n, scans: scans.n, revenue: revenue.n };
}

async function adminFigures(token: string) {
  const res = await new Browser(stack.url, '127.0.0.1').call(
    'GET',
    '/api/admin/analytics',
    undefined,
    { authorization: `Bearer ${token}` },
  );
  if (res.status !== 200) throw new Error(`analytics answered ${res.status} ${res.text}`);
  return {
    users: res.body.users.totalUsers as number,
    scans: res.body.usage.totalScans as number,
    revenue: res.body.revenue.totalRevenue as number,
  };
}

it('after SHUTDOWN NOSAVE and a restart under traffic, admin equals the sources and the deleted account is gone', async () => {
  const stamp = Date.now();
  const person = (name: string) => ({
    email: `${name}-${stamp}@example.com`,
    firstName: `${name}first`,
    lastName: `${name}last`,
    password: PASSWORD,
  });
  const gone = person('gone');
  const a = await signUpThroughApi(stack.url, smtp, gone);
  const goneId = (await a.call('GET', '/api/auth/user')).body.id as string;
  const b = await signUpThroughApi(stack.url, smtp, person('bee'));
  await scan(a, 'Gone 1');
  await scan(a, 'Gone 2');
  await scan(b, 'Bee 1');
  await buyCredits(a, stack.url, 10);

  // Traffic while Redis dies and comes back empty.
  const traffic = (async () => {
    const c = await eventually('sign-up', () => signUpThroughApi(stack.url, smtp, person('sea')));
    mark('sign-up');
    await scan(c, 'Sea 1');
    await scan(b, 'Bee 2');
    mark('scans');
    await eventually('payment', () => buyCredits(b, stack.url, 10));
    mark('payment');
    await scan(b, 'Bee 3');
    const deleted = await a.call(
      'DELETE',
      '/api/account',
      { confirm: 'DELETE', password: PASSWORD },
      { origin: stack.url },
    );
    // A failure after the deletion committed leaves the person signed out (401 on the retry).
    if (deleted.status !== 200) {
      const again = await a.call(
        'DELETE',
        '/api/account',
        { confirm: 'DELETE', password: PASSWORD },
        { origin: stack.url },
      );
      expect([200, 401]).toContain(again.status);
    }
    mark(`deletion (${deleted.status})`);
  })();
  crashedAt = Date.now() + 200;
  await new Promise((resolve) => setTimeout(resolve, 200));
  await redis.crash();
  for (const service of ['auth', 'scan', 'billing'])
    await query(service, 'DELETE FROM outbox_events WHERE published_at IS NOT NULL');
  // And admin's database goes back to a backup from before Bee's sign-up, first scan and the first
  // payment: those events are gone from the bus and the outboxes, only the owners still know them.
  await query('admin', `DELETE FROM admin_users WHERE email LIKE 'bee-%'`);
  await query('admin', `DELETE FROM admin_scans WHERE product_name = 'Bee 1'`);
  await query('admin', 'DELETE FROM admin_payments');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await redis.restart();
  mark('restart');
  await traffic;

  const recovered = Date.now();
  const token = await eventually('admin login', async () => {
    const res = await new Browser(stack.url, '127.0.0.1').call('POST', '/api/admin/login', ADMIN, {
      origin: stack.url,
    });
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    return res.body.token as string;
  });
  let source = await sourceFigures();
  let admin = await adminFigures(token);
  let traces: string[] = [];
  while (Date.now() - recovered < 60_000) {
    source = await sourceFigures();
    admin = await adminFigures(token);
    traces = [];
    for (const service of ['auth', 'scan', 'billing', 'admin'])
      traces.push(
        ...(
          await findTraces(stack.databaseUrl(service), [
            goneId,
            gone.email,
            gone.firstName,
            gone.lastName,
          ])
        ).map((t) => `${service}: ${t}`),
      );
    const rows = [
      ...(await query('auth', 'SELECT id FROM users WHERE id = $1', [goneId])),
      ...(await query('auth', 'SELECT user_id FROM user_erasures')),
      ...(await query('scan', 'SELECT id FROM scans WHERE user_id = $1', [goneId])),
      ...(await query('scan', 'SELECT user_id FROM health_profiles WHERE user_id = $1', [goneId])),
      ...(await query('billing', 'SELECT user_id FROM billing_accounts WHERE user_id = $1', [
        goneId,
      ])),
      ...(await query('billing', 'SELECT id FROM payments WHERE user_id = $1', [goneId])),
      ...(await query('admin', 'SELECT id FROM admin_users WHERE id = $1', [goneId])),
      ...(await query('admin', 'SELECT id FROM admin_scans WHERE user_id = $1', [goneId])),
    ];
    if (
      admin.users === source.users &&
      admin.scans === source.scans &&
      admin.revenue === source.revenue &&
      traces.length === 0 &&
      rows.length === 0
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const reconciled = stack.logs.filter((line) =>
    line.includes('reconciled with the owning services'),
  );
  process.stdout.write(
    `${reconciled.join('\n')}\nbroker loss: ${timeline.join(', ')}; ${retries} retried calls; consistent ${Date.now() - recovered} ms after the traffic; source ${JSON.stringify(source)}, admin ${JSON.stringify(admin)}\n`,
  );
  expect(source).toEqual({ users: 2, scans: 4, revenue: source.revenue });
  expect(source.revenue).toBeGreaterThan(0);
  expect(admin).toEqual(source);
  expect(traces).toEqual([]);
  expect(await query('auth', 'SELECT user_id FROM user_erasures')).toEqual([]);
  expect(await query('admin', 'SELECT id FROM admin_users WHERE id = $1', [goneId])).toEqual([]);
  expect(
    await query('billing', 'SELECT user_id FROM billing_accounts WHERE user_id = $1', [goneId]),
  ).toEqual([]);
});
