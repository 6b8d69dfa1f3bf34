import { randomUUID } from 'node:crypto';
import { EventTypes } from '@labellens/event-contracts';
import {
  countRows,
  getStatus,
  localCheckout,
  outboxEvents,
  TEST_CARD,
} from './support/billing-helpers';
import { startBillingApp, userHeaders, type BillingTestApp } from './support/billing-test-app';

jest.setTimeout(30_000);

let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingApp('local');
});

afterAll(async () => {
  await t.close();
});

const newUser = () => `user-${randomUUID()}`;

function confirm(userId: string, clientSecret: unknown, card: Partial<typeof TEST_CARD> = {}) {
  return t
    .http()
    .post('/api/billing/local/confirm')
    .set(userHeaders(userId))
    .send({ clientSecret, ...TEST_CARD, ...card });
}

describe('local payment provider, end to end at the API', () => {
  it('buys 20 credits: create-payment → confirm with the test card → process-payment → status', async () => {
    const userId = newUser();
    const created = await t
      .http()
      .post('/api/payg/create-payment')
      .set(userHeaders(userId))
      .send({ scansQuantity: 20 })
      .expect(200);
    expect(created.body).toMatchObject({ scansQuantity: 20, amount: 200 });
    expect(created.body.clientSecret).toMatch(/^pi_local_[a-f0-9]+_secret_[a-f0-9]+$/);
    const paymentIntentId = created.body.paymentIntentId as string;
    expect(String(created.body.clientSecret).startsWith(`${paymentIntentId}_secret_`)).toBe(true);

    const confirmed = await confirm(userId, created.body.clientSecret).expect(200);
    expect(confirmed.body).toMatchObject({
      id: paymentIntentId,
      object: 'payment_intent',
      status: 'succeeded',
    });
    expect(confirmed.body.paymentMethodId).toMatch(/^pm_local_/);

    const processed = await t
      .http()
      .post('/api/payg/process-payment')
      .set(userHeaders(userId))
      .send({ paymentIntentId })
      .expect(200);
    expect(processed.body).toEqual({ scansGranted: 20, paygCredits: 20 });
    // Processing again reports the same grant and adds nothing.
    const again = await t
      .http()
      .post('/api/payg/process-payment')
      .set(userHeaders(userId))
      .send({ paymentIntentId })
      .expect(200);
    expect(again.body).toEqual({ scansGranted: 20, paygCredits: 20 });
    const sweep = await t
      .http()
      .post('/api/payg/process-all-pending')
      .set(userHeaders(userId))
      .expect(200);
    expect(sweep.body).toEqual({ scansAdded: 0, processedPayments: 0 });

    expect(await getStatus(t, userId)).toMatchObject({
      canScan: true,
      subscriptionTier: 'free',
      scansUsed: 0,
      scansRemaining: 23,
      paygCredits: 20,
      plan: { name: 'Free Plan', maxScansPerMonth: 3 },
    });
    expect(await countRows(t, 'payments WHERE user_id = $1', [userId])).toBe(1);
    expect(await countRows(t, 'credit_grants WHERE user_id = $1', [userId])).toBe(1);
    const events = await outboxEvents(t, EventTypes.PaymentSucceededV1, userId);
    expect(events).toEqual([
      expect.objectContaining({
        userId,
        amountCents: 200,
        currency: 'usd',
        scansGranted: 20,
        kind: 'payg',
      }),
    ]);
  });

  it('declines 4000 0000 0000 0002 with the provider message, and the same intent can then be paid', async () => {
    const userId = newUser();
    const created = await t
      .http()
      .post('/api/payg/create-payment')
      .set(userHeaders(userId))
      .send({ scansQuantity: 10 })
      .expect(200);
    const declined = await confirm(userId, created.body.clientSecret, {
      cardNumber: '4000000000000002',
    }).expect(402);
    expect(declined.body).toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
    });
    const notPaid = await t
      .http()
      .post('/api/payg/process-payment')
      .set(userHeaders(userId))
      .send({ paymentIntentId: created.body.paymentIntentId })
      .expect(409);
    expect(notPaid.body).toMatchObject({
      message: 'The payment has not been completed yet.',
      paymentStatus: 'requires_payment_method',
    });
    expect((await getStatus(t, userId)).paygCredits).toBe(0);
    // Buying the same quantity again reuses the open intent.
    const retry = await t
      .http()
      .post('/api/payg/create-payment')
      .set(userHeaders(userId))
      .send({ scansQuantity: 10 })
      .expect(200);
    expect(retry.body.paymentIntentId).toBe(created.body.paymentIntentId);
    await confirm(userId, retry.body.clientSecret).expect(200);
    expect((await getStatus(t, userId)).paygCredits).toBe(10);
  });

  it('rejects card details that fail validation with a clear 400', async () => {
    const userId = newUser();
    const created = await t
      .http()
      .post('/api/payg/create-payment')
      .set(userHeaders(userId))
      .send({ scansQuantity: 10 })
      .expect(200);
    const cases: [Partial<typeof TEST_CARD>, string][] = [
      [{ cardNumber: '4242424242424241' }, 'Your card number is invalid.'],
      [{ cardNumber: '1234' }, 'Your card number is invalid.'],
      [{ expiry: '00/40' }, "Your card's expiration date is invalid."],
      [{ expiry: '01/20' }, 'Your card has expired.'],
      [{ cvc: 'abc' }, "Your card's security code is invalid."],
    ];
    for (const [card, message] of cases) {
      const response = await confirm(userId, created.body.clientSecret, card);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message,
      });
    }
    expect((await getStatus(t, userId)).paygCredits).toBe(0);
  });

  it("never lets a user confirm, process or activate someone else's payment (404)", async () => {
    const owner = newUser();
    const other = newUser();
    const created = await t
      .http()
      .post('/api/payg/create-payment')
      .set(userHeaders(owner))
      .send({ scansQuantity: 30 })
      .expect(200);
    const notFound = await confirm(other, created.body.clientSecret).expect(404);
    expect(notFound.body.message).toBe('Payment not found');
    await confirm(owner, created.body.clientSecret).expect(200);
    const paymentIntentId = created.body.paymentIntentId as string;
    await t
      .http()
      .post('/api/payg/process-payment')
      .set(userHeaders(other))
      .send({ paymentIntentId })
      .expect(404);
    await t
      .http()
      .post('/api/subscription/activate')
      .set(userHeaders(other))
      .send({ paymentIntentId })
      .expect(404);
    await t
      .http()
      .post('/api/payg/process-all-pending')
      .set(userHeaders(other))
      .expect(200, { scansAdded: 0, processedPayments: 0 });
    await t
      .http()
      .post('/api/payg/process-payment')
      .set(userHeaders(other))
      .send({ paymentIntentId: 'pi_local_doesnotexist' })
      .expect(404);
    expect((await getStatus(t, other)).paygCredits).toBe(0);
    expect((await getStatus(t, owner)).paygCredits).toBe(30);
  });

  it('refuses to process a subscription payment as credits', async () => {
    const userId = newUser();
    const { intentId } = await localCheckout(t, userId, '/api/subscription/create', {
      tierCode: 'basic',
    });
    const response = await t
      .http()
      .post('/api/payg/process-payment')
      .set(userHeaders(userId))
      .send({ paymentIntentId: intentId })
      .expect(400);
    expect(response.body.message).toBe('This payment is not a pay-as-you-go purchase.');
  });
});
