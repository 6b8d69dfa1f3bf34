import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, freePort, testRedisPrefix } from '@labellens/server-testing';
import { Client } from 'pg';
import Stripe from 'stripe';
import {
  anonymousHeaders,
  clearRedisPrefix,
  STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeEnv,
  testEnv,
  userHeaders,
} from './support/billing-test-app';
import { FakeStripeServer } from './support/fake-stripe.server';

jest.setTimeout(90_000);

const REPO_ROOT = path.resolve(__dirname, '../../..');
const USER = 'user-crash-1';

let fake: FakeStripeServer;
let database: { url: string; drop: () => Promise<void> };
let prefix: string;
let port: number;
let db: Client;
let child: ChildProcess | undefined;
let output = '';

/** Starts `node -r ./scripts/register.js services/billing/src/main.ts` as a real billing process. */
async function startBilling(extra: Record<string, string> = {}): Promise<ChildProcess> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...testEnv(database.url, prefix, {
      ...stripeEnv(fake.url),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }),
    ...extra,
  };
  const proc = spawn(
    process.execPath,
    ['-r', './scripts/register.js', 'services/billing/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null)
      throw new Error(`billing exited with ${proc.exitCode} during start-up:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return proc;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`billing did not become ready:\n${output}`);
}

function exited(proc: ChildProcess): Promise<number | null> {
  if (proc.exitCode !== null) return Promise.resolve(proc.exitCode);
  return new Promise((resolve) => {
    proc.once('exit', (code) => {
      resolve(code);
    });
  });
}

async function stop(proc: ChildProcess | undefined): Promise<void> {
  if (!proc || proc.exitCode !== null) return;
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
  await exited(proc);
  clearTimeout(timer);
}

function api(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
  });
}

function sendWebhook(payload: string, client: Stripe) {
  return api('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      ...anonymousHeaders(),
      'content-type': 'application/json',
      'stripe-signature': client.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_WEBHOOK_SECRET,
      }),
    },
    body: payload,
  });
}

async function count(table: string): Promise<number> {
  const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return result.rows[0]?.n ?? 0;
}

beforeAll(async () => {
  fake = await FakeStripeServer.start();
  database = await createTestDatabase('billing_crash');
  prefix = testRedisPrefix('billing-crash');
  port = await freePort();
  db = new Client({ connectionString: database.url });
  await db.connect();
});

afterAll(async () => {
  await stop(child);
  await db.end();
  await database.drop();
  await clearRedisPrefix(prefix);
  await fake.close();
});

describe('crash between receiving a webhook and committing', () => {
  it('grants exactly once after the process dies inside the transaction and the webhook is retried', async () => {
    child = await startBilling({ BILLING_FAULT_CRASH_BEFORE_COMMIT: 'payment_intent.succeeded' });
    const client = new Stripe(STRIPE_TEST_KEY, {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });

    const created = await api('/api/payg/create-payment', {
      method: 'POST',
      headers: { ...userHeaders(USER), 'content-type': 'application/json' },
      body: JSON.stringify({ scansQuantity: 20 }),
    });
    expect(created.status).toBe(200);
    const { paymentIntentId } = (await created.json()) as { paymentIntentId: string };
    await client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    const payload = fake.event(
      'payment_intent.succeeded',
      fake.paymentIntents.get(paymentIntentId)!,
    );

    // The process exits inside the transaction, before commit: the request gets no answer.
    const crashed = child;
    await expect(sendWebhook(payload, client)).rejects.toThrow();
    expect(await exited(crashed)).toBe(86);
    expect(output).toContain('fault injection: exiting before commit of payment_intent.succeeded');
    expect(await count('payments')).toBe(0);
    expect(await count('credit_grants')).toBe(0);
    expect(await count('provider_events')).toBe(0);
    expect(await count(`outbox_events WHERE type = 'billing.payment.succeeded.v1'`)).toBe(0);

    // Restarted without the fault, Stripe's retry (and a duplicate) are applied once.
    child = await startBilling();
    const retry = await sendWebhook(payload, client);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ received: true, outcome: 'processed' });
    const duplicate = await sendWebhook(payload, client);
    expect(await duplicate.json()).toEqual({ received: true, outcome: 'duplicate' });

    expect(await count('payments')).toBe(1);
    expect(await count('credit_grants')).toBe(1);
    expect(await count(`outbox_events WHERE type = 'billing.payment.succeeded.v1'`)).toBe(1);
    const status = await api('/api/subscription/status', { headers: userHeaders(USER) });
    expect(await status.json()).toMatchObject({ paygCredits: 20, scansRemaining: 23 });
    const processed = await api('/api/payg/process-payment', {
      method: 'POST',
      headers: { ...userHeaders(USER), 'content-type': 'application/json' },
      body: JSON.stringify({ paymentIntentId }),
    });
    expect(await processed.json()).toEqual({ scansGranted: 20, paygCredits: 20 });
    expect(await count('credit_grants')).toBe(1);
  });
});
