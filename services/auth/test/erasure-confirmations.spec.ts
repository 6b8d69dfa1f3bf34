import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createEvent, type EventType } from '@labellens/event-contracts';
import { createEventBus, type EventBus } from '@labellens/server-events';
import { Client } from 'pg';
import { Browser, startAuthStack } from './support/auth-harness';

type Stack = Awaited<ReturnType<typeof startAuthStack>>;
let stack: Stack;
let db: Client;
let bus: EventBus;
const PASSWORD = 'correct horse battery staple';
const REPO_ROOT = path.resolve(__dirname, '../../..');

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function erasureCheck(): { status: number | null; out: string } {
  const run = spawnSync(
    process.execPath,
    ['-r', './scripts/register.js', 'services/auth/src/cli/erasure-check.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: stack.dbUrl,
      },
      encoding: 'utf8',
    },
  );
  return { status: run.status, out: run.stdout + run.stderr };
}

const erasureRow = async (userId: string): Promise<{ confirmed_by: string[] } | undefined> =>
  (
    await db.query<{ confirmed_by: string[] }>(
      `SELECT confirmed_by FROM user_erasures WHERE user_id = $1`,
      [userId],
    )
  ).rows[0];
const deletedEvents = async (userId: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_events WHERE type = 'auth.user.deleted.v1' AND aggregate_id = $1`,
      [userId],
    )
  ).rows[0].n;
const confirm = (type: EventType, userId: string) =>
  bus.publish([createEvent(type as 'scan.user.erased.v1', userId, { userId })]);

beforeAll(async () => {
  stack = await startAuthStack({ ERASURE_RETRY_MS: '500' });
  db = new Client({ connectionString: stack.dbUrl });
  await db.connect();
  bus = createEventBus({ ...stack.config, SERVICE_NAME: 'erasure-test' });
});

afterAll(async () => {
  await bus.close();
  await db.end();
  await stack.close();
});

describe('erasure confirmations', () => {
  it('sends auth.user.deleted.v1 again until scan, billing and admin have confirmed, and the check lists who is not erased everywhere', async () => {
    const email = `erased${Date.now()}@example.com`;
    const browser = new Browser(stack.base);
    await browser.call('POST', '/api/auth/signup', {
      email,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const [, code] = await stack.smtp.waitFor(email, /verification code is (\d{6})/);
    await browser.call('POST', '/api/auth/confirm-signup', { email, confirmationCode: code });
    await browser.call('POST', '/api/auth/signin', { email, password: PASSWORD });
    const userId = (await browser.call('GET', '/api/auth/user')).body.id as string;
    expect(
      (await browser.call('DELETE', '/api/account', { confirm: 'DELETE', password: PASSWORD }))
        .status,
    ).toBe(200);

    expect(await erasureRow(userId)).toEqual({ confirmed_by: [] });
    // Nobody confirmed: the deletion is sent again every ERASURE_RETRY_MS.
    await waitFor(async () => (await deletedEvents(userId)) >= 3, 'the deletion to be sent again');

    await confirm('scan.user.erased.v1', userId);
    await confirm('billing.user.erased.v1', userId);
    await confirm('scan.user.erased.v1', userId);
    await waitFor(
      async () => (await erasureRow(userId))?.confirmed_by.length === 2,
      'two confirmations',
    );
    expect([...((await erasureRow(userId))?.confirmed_by ?? [])].sort()).toEqual([
      'billing',
      'scan',
    ]);
    const pending = erasureCheck();
    expect(pending.status).toBe(1);
    expect(pending.out).toContain(`${userId}\tdeleted `);
    expect(pending.out).toContain('not confirmed by: admin');

    await confirm('admin.user.erased.v1', userId);
    await waitFor(async () => (await erasureRow(userId)) === undefined, 'the last confirmation');
    // Confirmed everywhere: no longer sent, and no trace of the person left in auth: the outbox
    // rows about them (registration, sign-ins, the deletions sent) went with the erasure row.
    const naming = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox_events WHERE aggregate_id = $1 OR payload::text LIKE $2`,
          [userId, `%${userId}%`],
        )
      ).rows[0].n;
    expect(await naming()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await deletedEvents(userId)).toBe(0);
    expect(await naming()).toBe(0);
    const done = erasureCheck();
    expect(done.status).toBe(0);
    expect(done.out).toContain('Every deleted account is erased everywhere.');
  });
});
