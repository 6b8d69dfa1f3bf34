import type { BillingTestApp } from './billing-test-app';
import { userHeaders } from './billing-test-app';

export const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };

export interface StatusBody {
  canScan: boolean;
  scansUsed: number;
  scansRemaining: number | null;
  subscriptionTier: string;
  subscriptionStatus: string;
  plan: { name: string; maxScansPerMonth: number | null };
  paygCredits: number;
  cancelAtPeriodEnd: boolean;
  pendingTierCode: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
}

export async function getStatus(t: BillingTestApp, userId: string): Promise<StatusBody> {
  const response = await t
    .http()
    .get('/api/subscription/status')
    .set(userHeaders(userId))
    .expect(200);
  return response.body as StatusBody;
}

/** Outbox payloads of one event type about one user, oldest first. */
export async function outboxEvents(
  t: BillingTestApp,
  type: string,
  userId: string,
): Promise<Record<string, unknown>[]> {
  const rows: { payload: Record<string, unknown> }[] = await t.dataSource.query(
    `SELECT payload FROM outbox_events WHERE type = $1 AND aggregate_id = $2 ORDER BY occurred_at, position`,
    [type, userId],
  );
  return rows.map((r) => r.payload);
}

export async function countRows(
  t: BillingTestApp,
  sql: string,
  params: unknown[],
): Promise<number> {
  const rows: { n: number }[] = await t.dataSource.query(
    `SELECT count(*)::int AS n FROM ${sql}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/** Local provider: create → confirm with a card → returns the payment intent id. */
export async function localCheckout(
  t: BillingTestApp,
  userId: string,
  path: '/api/payg/create-payment' | '/api/subscription/create',
  body: object,
  card = TEST_CARD,
): Promise<{ intentId: string; clientSecret: string }> {
  const created = await t.http().post(path).set(userHeaders(userId)).send(body).expect(200);
  const clientSecret = created.body.clientSecret as string;
  await t
    .http()
    .post('/api/billing/local/confirm')
    .set(userHeaders(userId))
    .send({ clientSecret, ...card })
    .expect(200);
  return { intentId: clientSecret.slice(0, clientSecret.indexOf('_secret_')), clientSecret };
}
