import { randomUUID } from 'node:crypto';
import { EventTypes } from '@labellens/event-contracts';
import { freePort } from '@labellens/server-testing';
import Stripe from 'stripe';
import { RenewalJob } from '../src/subscriptions/renewal.job';
import { countRows, getStatus, outboxEvents } from './support/billing-helpers';
import {
  anonymousHeaders,
  startBillingApp,
  STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeEnv,
  userHeaders,
  type BillingTestApp,
} from './support/billing-test-app';
import { FakeStripeServer } from './support/fake-stripe.server';

jest.setTimeout(30_000);

let fake: FakeStripeServer;
let t: BillingTestApp;
/** Plays the browser's part (Stripe.js confirming an intent) and signs webhooks. */
let client: Stripe;

beforeAll(async () => {
  fake = await FakeStripeServer.start();
  t = await startBillingApp('stripe', stripeEnv(fake.url));
  client = new Stripe(STRIPE_TEST_KEY, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

const newUser = () => `user-${randomUUID()}`;

function webhook(
  payload: string,
  signature = client.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
) {
  return t
    .http()
    .post('/api/stripe/webhook')
    .set(anonymousHeaders())
    .set('content-type', 'application/json')
    .set('stripe-signature', signature)
    .send(payload);
}

function processPayment(userId: string, paymentIntentId: string) {
  return t
    .http()
    .post('/api/payg/process-payment')
    .set(userHeaders(userId))
    .send({ paymentIntentId });
}

async function createPayg(userId: string, scansQuantity: number): Promise<string> {
  const response = await t
    .http()
    .post('/api/payg/create-payment')
    .set(userHeaders(userId))
    .send({ scansQuantity })
    .expect(200);
  return response.body.paymentIntentId as string;
}

describe('Stripe provider (real SDK against a Stripe-compatible server)', () => {
  it('creates a customer and a payment intent with the purchase in its metadata', async () => {
    const userId = newUser();
    const created = await t
      .http()
      .post('/api/payg/create-payment')
      .set(userHeaders(userId))
      .send({ scansQuantity: 20 })
      .expect(200);
    expect(created.body.clientSecret).toMatch(/^pi_[a-f0-9]+_secret_[a-f0-9]+$/);
    const intent = fake.paymentIntents.get(created.body.paymentIntentId as string);
    expect(intent).toMatchObject({
      amount: 200,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { userId, kind: 'payg', scansQuantity: '20' },
      setup_future_usage: null,
    });
    const customer = fake.customers.get(intent?.customer as string);
    expect(customer).toMatchObject({ metadata: { userId } });
    const config = await t.http().get('/api/billing/config').set(anonymousHeaders()).expect(200);
    expect(config.body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_billing',
      testCards: [],
    });
    // The local test form is off with the Stripe provider.
    await t
      .http()
      .post('/api/billing/local/confirm')
      .set(userHeaders(userId))
      .send({
        clientSecret: created.body.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
      })
      .expect(404);
  });

  it('buys credits: confirm with Stripe, then process-payment grants them once', async () => {
    const userId = newUser();
    const paymentIntentId = await createPayg(userId, 20);
    const early = await processPayment(userId, paymentIntentId).expect(409);
    expect(early.body.message).toBe('The payment has not been completed yet.');
    await client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    expect((await processPayment(userId, paymentIntentId).expect(200)).body).toEqual({
      scansGranted: 20,
      paygCredits: 20,
    });
    expect((await processPayment(userId, paymentIntentId).expect(200)).body).toEqual({
      scansGranted: 20,
      paygCredits: 20,
    });
    expect(await getStatus(t, userId)).toMatchObject({ paygCredits: 20, scansRemaining: 23 });
  });

  it('reports a declined card and grants nothing', async () => {
    const userId = newUser();
    const paymentIntentId = await createPayg(userId, 10);
    await expect(
      client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      message: 'Your card was declined.',
    });
    const response = await processPayment(userId, paymentIntentId).expect(409);
    expect(response.body).toMatchObject({
      paymentStatus: 'requires_payment_method',
      paymentError: 'Your card was declined.',
    });
    expect((await getStatus(t, userId)).paygCredits).toBe(0);
  });

  it('grants exactly once when payment_intent.succeeded arrives 50 times at once, interleaved with process-payment', async () => {
    const userId = newUser();
    const paymentIntentId = await createPayg(userId, 30);
    await client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    const payload = fake.event(
      'payment_intent.succeeded',
      fake.paymentIntents.get(paymentIntentId)!,
    );
    // Stripe can also deliver the same fact under another event id; the payment id key catches that.
    const otherId = fake.event(
      'payment_intent.succeeded',
      fake.paymentIntents.get(paymentIntentId)!,
    );
    const calls = [
      ...Array.from({ length: 50 }, () => webhook(payload)),
      ...Array.from({ length: 5 }, () => webhook(otherId)),
      ...Array.from({ length: 5 }, () => processPayment(userId, paymentIntentId)),
    ];
    const responses = await Promise.all(calls.map((c) => c.then((r) => r)));
    for (const r of responses) expect(r.status).toBe(200);
    const outcomes = responses.slice(0, 55).map((r) => r.body.outcome as string);
    expect(outcomes.filter((o) => o === 'processed').length).toBeLessThanOrEqual(2);
    for (const r of responses.slice(55)) expect(r.body.scansGranted).toBe(30);
    expect(await countRows(t, 'credit_grants WHERE user_id = $1', [userId])).toBe(1);
    expect(await countRows(t, 'payments WHERE user_id = $1', [userId])).toBe(1);
    expect(
      await countRows(t, 'provider_events WHERE event_id = ANY($1)', [
        [JSON.parse(payload).id, JSON.parse(otherId).id],
      ]),
    ).toBe(2);
    expect(await outboxEvents(t, EventTypes.PaymentSucceededV1, userId)).toHaveLength(1);
    expect(await getStatus(t, userId)).toMatchObject({ paygCredits: 30, scansRemaining: 33 });
  });

  it('grants once when the activation call comes first and the webhook after', async () => {
    const userId = newUser();
    const paymentIntentId = await createPayg(userId, 10);
    await client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    await processPayment(userId, paymentIntentId).expect(200);
    const late = await webhook(
      fake.event('payment_intent.succeeded', fake.paymentIntents.get(paymentIntentId)!),
    ).expect(200);
    expect(late.body).toEqual({ received: true, outcome: 'processed' });
    expect(await countRows(t, 'credit_grants WHERE user_id = $1', [userId])).toBe(1);
    expect((await getStatus(t, userId)).paygCredits).toBe(10);
  });

  it('fulfils from the webhook alone; process-all-pending then finds nothing new', async () => {
    const userId = newUser();
    const first = await createPayg(userId, 10);
    const second = await createPayg(userId, 40);
    await client.paymentIntents.confirm(first, { payment_method: 'pm_card_visa' });
    await client.paymentIntents.confirm(second, { payment_method: 'pm_card_visa' });
    await webhook(fake.event('payment_intent.succeeded', fake.paymentIntents.get(first)!)).expect(
      200,
    );
    expect((await getStatus(t, userId)).paygCredits).toBe(10);
    const sweep = await t
      .http()
      .post('/api/payg/process-all-pending')
      .set(userHeaders(userId))
      .expect(200);
    expect(sweep.body).toEqual({ scansAdded: 40, processedPayments: 1 });
    const again = await t
      .http()
      .post('/api/payg/process-all-pending')
      .set(userHeaders(userId))
      .expect(200);
    expect(again.body).toEqual({ scansAdded: 0, processedPayments: 0 });
    expect((await getStatus(t, userId)).paygCredits).toBe(50);
  });

  it('rejects a bad or missing signature with 400 and grants nothing', async () => {
    const userId = newUser();
    const paymentIntentId = await createPayg(userId, 10);
    await client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    const payload = fake.event(
      'payment_intent.succeeded',
      fake.paymentIntents.get(paymentIntentId)!,
    );
    const wrongSecret = client.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_not_the_right_one',
    });
    expect((await webhook(payload, wrongSecret).expect(400)).body.message).toBe(
      'Invalid Stripe signature.',
    );
    const signedOther = client.webhooks.generateTestHeaderString({
      payload: `${payload} `,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    await webhook(payload, signedOther).expect(400);
    const stale = client.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await webhook(payload, stale).expect(400);
    const missing = await t
      .http()
      .post('/api/stripe/webhook')
      .set(anonymousHeaders())
      .set('content-type', 'application/json')
      .send(payload)
      .expect(400);
    expect(missing.body.message).toBe('Missing Stripe-Signature header.');
    expect((await getStatus(t, userId)).paygCredits).toBe(0);
  });

  it('acknowledges but ignores events it does not handle, foreign intents and wrong amounts', async () => {
    const userId = newUser();
    const foreign = await client.paymentIntents.create({ amount: 1000, currency: 'usd' });
    await client.paymentIntents.confirm(foreign.id, { payment_method: 'pm_card_visa' });
    expect(
      (
        await webhook(
          fake.event('payment_intent.succeeded', fake.paymentIntents.get(foreign.id)!),
        ).expect(200)
      ).body.outcome,
    ).toBe('ignored');
    expect(
      (
        await webhook(fake.event('customer.created', { id: 'cus_x', object: 'customer' })).expect(
          200,
        )
      ).body.outcome,
    ).toBe('ignored');
    const paymentIntentId = await createPayg(userId, 10);
    await client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    const tampered = {
      ...fake.paymentIntents.get(paymentIntentId)!,
      metadata: { userId, kind: 'payg', scansQuantity: '90' },
    };
    expect(
      (await webhook(fake.event('payment_intent.succeeded', tampered)).expect(200)).body.outcome,
    ).toBe('ignored');
    expect((await getStatus(t, userId)).paygCredits).toBe(0);
    expect(await countRows(t, 'payments WHERE user_id = $1', [userId])).toBe(0);

    // A plan change for a user with no paid plan is refused after some writes: none of them stay.
    const setup = await client.setupIntents.create({
      metadata: { userId, kind: 'plan_change', tierCode: 'premium' },
    });
    await client.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' });
    const event = fake.event('setup_intent.succeeded', fake.setupIntents.get(setup.id)!);
    expect((await webhook(event).expect(200)).body.outcome).toBe('ignored');
    expect(await countRows(t, 'checkout_intents WHERE id = $1', [setup.id])).toBe(0);
    const recorded: { outcome: string }[] = await t.dataSource.query(
      'SELECT outcome FROM provider_events WHERE event_id = $1',
      [JSON.parse(event).id],
    );
    expect(recorded).toEqual([
      { outcome: 'ignored: Your subscription has ended. Please choose a plan again.' },
    ]);
    expect((await getStatus(t, userId)).pendingTierCode).toBeNull();
  });

  it("keeps users apart: another user's intent is 404 everywhere", async () => {
    const owner = newUser();
    const other = newUser();
    const paymentIntentId = await createPayg(owner, 10);
    await client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    expect((await processPayment(other, paymentIntentId).expect(404)).body.message).toBe(
      'Payment not found',
    );
    await t
      .http()
      .post('/api/subscription/activate')
      .set(userHeaders(other))
      .send({ paymentIntentId })
      .expect(404);
    await processPayment(other, 'pi_doesnotexist').expect(404);
    expect((await getStatus(t, other)).paygCredits).toBe(0);
    expect((await getStatus(t, owner)).paygCredits).toBe(0);
  });

  it('runs a subscription: first payment saves the card, webhook and activation race, renewal charges off-session', async () => {
    const userId = newUser();
    const created = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'basic' })
      .expect(200);
    const paymentIntentId = created.body.paymentIntentId as string;
    expect(fake.paymentIntents.get(paymentIntentId)).toMatchObject({
      amount: 499,
      setup_future_usage: 'off_session',
      metadata: { kind: 'subscription', tierCode: 'basic' },
    });
    await client.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
    const payload = fake.event(
      'payment_intent.succeeded',
      fake.paymentIntents.get(paymentIntentId)!,
    );
    const [activation, ...hooks] = await Promise.all([
      t
        .http()
        .post('/api/subscription/activate')
        .set(userHeaders(userId))
        .send({ paymentIntentId }),
      webhook(payload),
      webhook(payload),
    ]);
    expect(activation.status).toBe(200);
    for (const h of hooks) expect(h.status).toBe(200);
    const status = await getStatus(t, userId);
    expect(status).toMatchObject({
      subscriptionTier: 'basic',
      subscriptionStatus: 'active',
      scansRemaining: 100,
    });
    expect(
      await countRows(t, 'allowance_periods WHERE user_id = $1 AND payment_id IS NOT NULL', [
        userId,
      ]),
    ).toBe(1);

    // Plan change to Premium through a SetupIntent confirmed with Stripe, fulfilled by the webhook.
    const change = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'premium' })
      .expect(200);
    expect(change.body.clientSecret).toMatch(/^seti_/);
    const setupIntentId = String(change.body.setupIntentId);
    await client.setupIntents.confirm(setupIntentId, {
      payment_method: 'pm_card_mastercard',
    });
    await webhook(
      fake.event('setup_intent.succeeded', fake.setupIntents.get(setupIntentId)!),
    ).expect(200);
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'basic',
      pendingTierCode: 'premium',
    });

    t.clock.advance(
      new Date(status.currentPeriodEnd as string).getTime() -
        t.clock.now().getTime() -
        5 * 60 * 1000,
    );
    const run = await t.get(RenewalJob).runDue();
    expect(run.renewed).toBeGreaterThanOrEqual(1);
    const renewal = fake.requests.find(
      (r) => r.idempotencyKey === `renewal:${userId}:${status.currentPeriodEnd}`,
    );
    expect(renewal).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    t.clock.advance(10 * 60 * 1000);
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'premium',
      scansRemaining: null,
    });
    expect(await countRows(t, 'payments WHERE user_id = $1', [userId])).toBe(2);
  });

  it('handles a declined off-session renewal: the plan is set to end with its period', async () => {
    const userId = newUser();
    const created = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'basic' })
      .expect(200);
    const paymentIntentId = String(created.body.paymentIntentId);
    await client.paymentIntents.confirm(paymentIntentId, {
      payment_method: 'pm_card_chargeCustomerFail',
    });
    await t
      .http()
      .post('/api/subscription/activate')
      .set(userHeaders(userId))
      .send({ paymentIntentId })
      .expect(200);
    const { currentPeriodEnd } = await getStatus(t, userId);
    const delta = new Date(currentPeriodEnd as string).getTime() - t.clock.now().getTime();
    t.clock.advance(delta - 5 * 60 * 1000);
    expect((await t.get(RenewalJob).runDue()).failed).toBeGreaterThanOrEqual(1);
    const declined = [...fake.paymentIntents.values()].find(
      (pi) =>
        (pi.metadata as Record<string, string>).kind === 'renewal' &&
        (pi.metadata as Record<string, string>).userId === userId,
    );
    expect(declined).toMatchObject({ status: 'requires_payment_method', amount: 499 });
    expect(
      await countRows(
        t,
        "checkout_intents WHERE id = $1 AND kind = 'renewal' AND status = 'failed'",
        [declined?.id],
      ),
    ).toBe(1);
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'basic',
      cancelAtPeriodEnd: true,
    });
    expect(await countRows(t, 'payments WHERE user_id = $1', [userId])).toBe(1);
  });

  it('answers 502 with a clear message when Stripe cannot be reached', async () => {
    const port = await freePort();
    const offline = await startBillingApp('stripe_offline', {
      ...stripeEnv(`http://127.0.0.1:${port}`),
      LOG_LEVEL: 'fatal',
    });
    try {
      const response = await offline
        .http()
        .post('/api/payg/create-payment')
        .set(userHeaders(newUser()))
        .send({ scansQuantity: 10 })
        .expect(502);
      expect(response.body.message).toBe('The payment provider is unavailable. Please try again.');
    } finally {
      await offline.close();
    }
  });
});
