import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@labellens/contracts';
import type { Browser } from '../support/api-user';
import type { ContractRun } from '../support/contract';
import type { ContractScan } from './scan.calls';

const CARD = { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };

/** Pays a payment's client secret with the local stand-in's card form (not an operation). */
async function confirmLocally(run: ContractRun, person: Browser, clientSecret: string) {
  await person.call(
    'POST',
    '/api/billing/local/confirm',
    { clientSecret, ...CARD },
    { origin: run.stack.url },
  );
}

/**
 * Billing: the free plan's three scans are used; the next one is refused with its code, and so is
 * an offline allowance. Ten credits are bought pay-as-you-go.
 */
export async function callBillingOperations(
  run: ContractRun,
  person: Browser,
  { request }: ContractScan,
): Promise<void> {
  const status = await run.call<{ scansRemaining: number }>(person, 'getSubscriptionStatus');
  expect(status.scansRemaining).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < status.scansRemaining; i++)
    await run.call(person, 'createScan', { body: request });
  const refused = await run.call<{ code?: string }>(person, 'createScan', {
    body: request,
    status: 403,
  });
  expect(refused.code).toBe(ERROR_CODES.scanLimitReached);
  // Nothing left to hold for offline use either: the same refusal, with the same code.
  const noAllowance = await run.call<{ code?: string }>(person, 'requestOfflineAllowance', {
    body: {},
    status: 403,
  });
  expect(noAllowance.code).toBe(ERROR_CODES.scanLimitReached);
  const payment = await run.call<{ clientSecret: string; paymentIntentId: string }>(
    person,
    'createPaygPayment',
    { body: { scansQuantity: 10 } },
  );
  await confirmLocally(run, person, payment.clientSecret);
  await run.call(person, 'processPaygPayment', {
    body: { paymentIntentId: payment.paymentIntentId },
  });
  await run.call(person, 'processAllPendingPayg');
}

/**
 * Offline: an allowance out of the credits just bought, one scan synced with it, then the same
 * key again (a replay of the same scan), and a token that is not ours refused with its code.
 */
export async function callOfflineOperations(
  run: ContractRun,
  person: Browser,
  { request }: ContractScan,
): Promise<void> {
  const allowance = await run.call<{ token: string; scans: number }>(
    person,
    'requestOfflineAllowance',
    { body: { scans: 2 }, status: 201 },
  );
  expect(allowance.scans).toBe(2);
  const upload = {
    allowance: allowance.token,
    idempotencyKey: randomUUID(),
    createdAt: new Date().toISOString(),
    ingredientsText: request.ingredients,
    productName: 'Contract bar, offline',
    preferredLanguage: 'English',
  };
  type Synced = { scan: { product: { id: string } }; replayed: boolean };
  const synced = await run.call<Synced>(person, 'syncOfflineScan', { body: upload, status: 201 });
  expect(synced.replayed).toBe(false);
  const replayed = await run.call<Synced>(person, 'syncOfflineScan', { body: upload });
  expect(replayed).toEqual({ scan: synced.scan, replayed: true });
  // The synced scan is the one GET /api/scan/{id} answers.
  expect(await run.call(person, 'getScan', { params: { id: synced.scan.product.id } })).toEqual(
    synced.scan,
  );
  const forged = await run.call<{ code?: string }>(person, 'syncOfflineScan', {
    body: { ...upload, allowance: 'lla1.e30.bm90LW91cnM', idempotencyKey: randomUUID() },
    status: 403,
  });
  expect(forged.code).toBe(ERROR_CODES.allowanceInvalid);
}

/** A basic subscription paid with the local card form, activated, then cancelled. */
export async function callSubscriptionOperations(run: ContractRun, person: Browser): Promise<void> {
  const created = await run.call<{ clientSecret: string }>(person, 'createSubscription', {
    body: { tierCode: 'basic' },
  });
  await confirmLocally(run, person, created.clientSecret);
  const intentId = created.clientSecret.slice(0, created.clientSecret.indexOf('_secret_'));
  await run.call(person, 'activateSubscription', {
    body: intentId.startsWith('seti_')
      ? { setupIntentId: intentId }
      : { paymentIntentId: intentId },
  });
  await run.call(person, 'cancelSubscription');
}
