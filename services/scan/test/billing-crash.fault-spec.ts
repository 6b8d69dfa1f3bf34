import type { ChildProcess } from 'node:child_process';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import {
  createTestDatabase,
  freePort,
  startServiceProcess,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '@labellens/server-testing';
import { Client } from 'pg';
import { startScanStack, TEST_SECRET, type ScanStack } from './support/scan-harness';

// A real billing process, killed with SIGKILL while scans it reserved are still being analysed.
jest.setTimeout(120_000);

let billingDb: { url: string; drop: () => Promise<void> };
let billingPort: number;
let billing: ChildProcess | undefined;
let output = () => '';
let bdb: Client;
let stack: ScanStack;

async function startBilling(): Promise<ChildProcess> {
  const prefix = testRedisPrefix('scan-billing-crash');
  const started = await startServiceProcess('services/billing/src/main.ts', billingPort, {
    DATABASE_URL: billingDb.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    EVENT_STREAM_PREFIX: `${prefix}events:`,
    INTERNAL_JWT_SECRET: TEST_SECRET,
    PAYMENT_PROVIDER: 'local',
    BILLING_RENEWAL_INTERVAL_MS: '0',
  });
  output = started.output;
  return started.proc;
}

function exited(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', () => {
      resolve();
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function billingStatus(userId: string) {
  const res = await fetch(`http://127.0.0.1:${billingPort}/api/subscription/status`, {
    headers: {
      [INTERNAL_IDENTITY_HEADER]: signInternalToken(
        { kind: 'user', userId, sessionId: `session-${userId}` },
        TEST_SECRET,
      ),
    },
  });
  return (await res.json()) as { scansUsed: number; scansRemaining: number };
}

const pendingCommits = async () =>
  (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pending_commits`)).rows[0].n;

beforeAll(async () => {
  billingDb = await createTestDatabase('scan_billing_crash');
  billingPort = await freePort();
  bdb = new Client({ connectionString: billingDb.url });
  billing = await startBilling();
  await bdb.connect();
  stack = await startScanStack({
    llm: true,
    env: {
      BILLING_URL: `http://127.0.0.1:${billingPort}`,
      BILLING_TIMEOUT_MS: '1000',
      BILLING_COMMIT_RETRY_MS: '300',
    },
  });
});

afterAll(async () => {
  if (billing && billing.exitCode === null) {
    billing.kill('SIGTERM');
    await exited(billing);
  }
  await stack.close();
  await bdb.end();
  await billingDb.drop();
});

describe('billing killed (-9) between reserve and commit', () => {
  it('charges every saved scan exactly once after billing comes back, and nothing that was not saved', async () => {
    const { browser, userId } = await stack.signUp();
    const scan = (name: string) =>
      browser.call('POST', '/api/scan', {
        ingredients: ['sugar', 'salt'],
        productName: name,
        preferredLanguage: 'English',
      });

    stack.openai!.behave({ kind: 'explain' });
    expect((await scan('Before the crash')).status).toBe(200);

    // Two scans reserved when billing dies: the first at the (slow) model, the second waiting for
    // the person's one place in the model's queue (fair queueing, one job per person at a time).
    stack.openai!.behave({ kind: 'explain', delayPerLineMs: 400 });
    const asked = stack.openai!.requests.length;
    const inFlight = [scan('In flight 1'), scan('In flight 2')];
    await waitFor(
      async () =>
        stack.openai!.requests.length >= asked + 1 &&
        (
          await bdb.query(
            `SELECT 1 FROM scan_reservations WHERE user_id = $1 AND state = 'reserved'`,
            [userId],
          )
        ).rowCount === 2,
      10_000,
      'both scans to be reserved, the first at the model',
    );
    const crashed = billing!;
    crashed.kill('SIGKILL');
    await exited(crashed);
    for (const res of await Promise.all(inFlight)) expect(res.status).toBe(200);
    expect(await pendingCommits()).toBe(2);

    // Nothing can be reserved while billing is down: a clear 503, nothing saved.
    const refused = await scan('During the outage');
    expect(refused.status).toBe(503);
    const saved = await stack.db.query<{ reservation_id: string }>(
      `SELECT reservation_id FROM scans WHERE user_id = $1`,
      [userId],
    );
    expect(saved.rows).toHaveLength(3);

    // Down for longer than reservations live (QUOTA_RESERVATION_TTL_SECONDS, at least 30 s):
    // the retried commits arrive after their reservations expired.
    const expired = await bdb.query(
      `UPDATE scan_reservations SET expires_at = now() - interval '1 second'
        WHERE user_id = $1 AND state = 'reserved'`,
      [userId],
    );
    expect(expired.rowCount).toBe(2);
    billing = await startBilling();
    await waitFor(async () => (await pendingCommits()) === 0, 30_000, 'the commits to be retried');

    const reservations = await bdb.query<{ id: string; state: string }>(
      `SELECT id::text, state FROM scan_reservations WHERE user_id = $1`,
      [userId],
    );
    const committed = reservations.rows.filter((r) => r.state === 'committed').map((r) => r.id);
    expect(committed.sort()).toEqual(saved.rows.map((r) => r.reservation_id).sort());
    expect(await billingStatus(userId)).toMatchObject({ scansUsed: 3, scansRemaining: 0 });

    // A commit repeated after billing already applied it (scan crashed before forgetting the row)
    // is confirmed without a second charge.
    await stack.db.query(
      `INSERT INTO pending_commits (reservation_id, scan_id, user_id, next_attempt_at)
       SELECT reservation_id, id, user_id, now() FROM scans WHERE user_id = $1`,
      [userId],
    );
    await waitFor(async () => (await pendingCommits()) === 0, 10_000, 'the repeated commits');
    expect(await billingStatus(userId)).toMatchObject({ scansUsed: 3, scansRemaining: 0 });
    expect((await scan('Over the limit')).status).toBe(403);
  });
});
