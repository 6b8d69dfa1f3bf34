import { randomUUID } from 'node:crypto';
import { EventTypes } from '@labellens/event-contracts';
import { RenewalJob } from '../src/subscriptions/renewal.job';
import { countRows, getStatus, localCheckout, outboxEvents } from './support/billing-helpers';
import {
  serviceHeaders,
  startBillingApp,
  userHeaders,
  type BillingTestApp,
} from './support/billing-test-app';

jest.setTimeout(30_000);

let t: BillingTestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startBillingApp('subscriptions');
});

afterAll(async () => {
  await t.close();
});

const newUser = () => `user-${randomUUID()}`;

async function subscribe(userId: string, tierCode: string, cardNumber = '4242424242424242') {
  const { intentId } = await localCheckout(
    t,
    userId,
    '/api/subscription/create',
    { tierCode },
    { cardNumber, expiry: '12/40', cvc: '123' },
  );
  const activated = await t
    .http()
    .post('/api/subscription/activate')
    .set(userHeaders(userId))
    .send({ paymentIntentId: intentId })
    .expect(200);
  return {
    intentId,
    activated: activated.body as { message: string; subscription: Record<string, unknown> },
  };
}

/** Moves the shared clock to just after `iso` (time only moves forward in this file). */
function travelTo(iso: string, plusMs = 1000): void {
  const target = new Date(iso).getTime() + plusMs;
  const delta = target - t.clock.now().getTime();
  if (delta > 0) t.clock.advance(delta);
}

describe('subscriptions (local provider)', () => {
  it('activates Basic after payment: 100 scans for a month from now, Most Popular plan', async () => {
    const userId = newUser();
    await t
      .http()
      .post('/internal/quota/reserve')
      .set(serviceHeaders())
      .send({ userId, requestId: 'free-scan' })
      .expect(200);
    const created = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'basic' })
      .expect(200);
    expect(created.body.clientSecret).toMatch(/^pi_local_/);
    expect(created.body.paymentIntentId).toBeDefined();
    const { activated } = await subscribe(userId, 'basic');
    expect(activated.message).toBe('Your Basic Plan is active.');
    expect(activated.subscription).toMatchObject({
      subscriptionTier: 'basic',
      subscriptionStatus: 'active',
      plan: { name: 'Basic Plan', maxScansPerMonth: 100 },
      scansUsed: 0,
      scansRemaining: 100,
      canScan: true,
      cancelAtPeriodEnd: false,
    });
    const s = await getStatus(t, userId);
    expect(
      new Date(s.currentPeriodEnd as string).getTime() -
        new Date(s.currentPeriodStart as string).getTime(),
    ).toBeGreaterThanOrEqual(28 * DAY);
    // Activating twice (or after the in-process confirmation event) changes nothing.
    expect(await countRows(t, 'payments WHERE user_id = $1', [userId])).toBe(1);
    expect(
      await countRows(t, "allowance_periods WHERE user_id = $1 AND tier_code = 'basic'", [userId]),
    ).toBe(1);
    const again = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'basic' })
      .expect(200);
    expect(again.body).toEqual({ message: 'You are already on the Basic Plan.' });
    const payments = await outboxEvents(t, EventTypes.PaymentSucceededV1, userId);
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'subscription', amountCents: 499, scansGranted: 100 }),
    ]);
    const changes = await outboxEvents(t, EventTypes.SubscriptionChangedV1, userId);
    expect(changes.at(-1)).toMatchObject({
      tierCode: 'basic',
      status: 'active',
      currentPeriodEnd: s.currentPeriodEnd,
    });
  });

  it('answers with a message, not a payment, when choosing Free', async () => {
    const userId = newUser();
    const response = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'free' })
      .expect(200);
    expect(response.body).toEqual({ message: 'You are already on the Free Plan.' });
  });

  it('Premium is unlimited: scansRemaining null and reservations marked unlimited', async () => {
    const userId = newUser();
    await subscribe(userId, 'premium');
    const s = await getStatus(t, userId);
    expect(s).toMatchObject({
      subscriptionTier: 'premium',
      scansRemaining: null,
      canScan: true,
      plan: { name: 'Premium Plan', maxScansPerMonth: null },
    });
    const reservations = await Promise.all(
      Array.from({ length: 8 }, () =>
        t
          .http()
          .post('/internal/quota/reserve')
          .set(serviceHeaders())
          .send({ userId, requestId: randomUUID() }),
      ),
    );
    for (const r of reservations) expect(r.body.source).toBe('unlimited');
    expect(await getStatus(t, userId)).toMatchObject({ scansUsed: 8, scansRemaining: null });
  });

  it('cancels at period end: active with cancelAtPeriodEnd, then canceled on the free plan', async () => {
    const userId = newUser();
    await subscribe(userId, 'basic');
    const cancel = await t
      .http()
      .post('/api/subscription/cancel')
      .set(userHeaders(userId))
      .expect(200);
    const end = cancel.body.currentPeriodEnd as string;
    expect(cancel.body).toMatchObject({
      cancelAtPeriodEnd: true,
      subscription: {
        subscriptionTier: 'basic',
        subscriptionStatus: 'active',
        cancelAtPeriodEnd: true,
      },
    });
    expect(cancel.body.message).toMatch(
      /^Your subscription has been canceled\. You can keep using it until \w+ \d+, \d{4}\.$/,
    );
    await t.http().post('/api/subscription/cancel').set(userHeaders(userId)).expect(200);
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'basic',
      subscriptionStatus: 'active',
      scansRemaining: 100,
    });

    travelTo(end);
    const after = await getStatus(t, userId);
    expect(after).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: false,
      plan: { name: 'Free Plan', maxScansPerMonth: 3 },
      scansUsed: 0,
      scansRemaining: 3,
    });
    expect(after.currentPeriodStart).toBe(end);
    const changes = await outboxEvents(t, EventTypes.SubscriptionChangedV1, userId);
    expect(changes.at(-1)).toMatchObject({ tierCode: 'free', status: 'canceled' });
    // Subscribing again makes the account active on the paid plan.
    await subscribe(userId, 'basic');
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'basic',
      subscriptionStatus: 'active',
    });
  });

  it('choosing Free schedules the end; choosing the plan again keeps it', async () => {
    const userId = newUser();
    await subscribe(userId, 'basic');
    const toFree = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'free' })
      .expect(200);
    expect(toFree.body.message).toMatch(/^Your plan will switch to the Free Plan on /);
    expect((await getStatus(t, userId)).cancelAtPeriodEnd).toBe(true);
    const keep = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'basic' })
      .expect(200);
    expect(keep.body).toEqual({ message: 'Your Basic Plan will continue.' });
    expect((await getStatus(t, userId)).cancelAtPeriodEnd).toBe(false);
  });

  it('switches paid plans at the next billing cycle through a setup intent and the renewal', async () => {
    const userId = newUser();
    await subscribe(userId, 'basic');
    const { currentPeriodEnd } = await getStatus(t, userId);
    const created = await t
      .http()
      .post('/api/subscription/create')
      .set(userHeaders(userId))
      .send({ tierCode: 'premium' })
      .expect(200);
    expect(created.body.clientSecret).toMatch(/^seti_local_[a-f0-9]+_secret_/);
    const confirmed = await t
      .http()
      .post('/api/billing/local/confirm')
      .set(userHeaders(userId))
      .send({
        clientSecret: created.body.clientSecret,
        cardNumber: '5555555555554444',
        expiry: '12/40',
        cvc: '123',
      })
      .expect(200);
    expect(confirmed.body).toMatchObject({ object: 'setup_intent', status: 'succeeded' });
    const activated = await t
      .http()
      .post('/api/subscription/activate')
      .set(userHeaders(userId))
      .send({ setupIntentId: created.body.setupIntentId })
      .expect(200);
    expect(activated.body.message).toMatch(/^Your plan will switch to the Premium Plan on /);
    expect(activated.body.subscription).toMatchObject({
      subscriptionTier: 'basic',
      pendingTierCode: 'premium',
    });

    // The renewal is charged an hour before the period ends, for the new plan.
    travelTo(currentPeriodEnd as string, -30 * 60 * 1000);
    const run = await t.get(RenewalJob).runDue();
    expect(run.renewed).toBeGreaterThanOrEqual(1);
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'basic',
      pendingTierCode: null,
    });
    const payments: { kind: string; amount_cents: number; tier_code: string }[] =
      await t.dataSource.query(
        `SELECT kind, amount_cents, tier_code FROM payments WHERE user_id = $1 ORDER BY created_at`,
        [userId],
      );
    expect(payments).toEqual([
      { kind: 'subscription', amount_cents: 499, tier_code: 'basic' },
      { kind: 'renewal', amount_cents: 999, tier_code: 'premium' },
    ]);
    // Running again does not charge twice.
    await t.get(RenewalJob).runDue();
    expect(await countRows(t, 'payments WHERE user_id = $1', [userId])).toBe(2);

    travelTo(currentPeriodEnd as string);
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      scansRemaining: null,
      currentPeriodStart: currentPeriodEnd,
    });
  });

  it('a declined renewal lets the plan run out, then falls back to free', async () => {
    const userId = newUser();
    // 4000 0000 0000 0341: the first payment succeeds, later off-session charges are declined.
    await subscribe(userId, 'basic', '4000000000000341');
    const { currentPeriodEnd } = await getStatus(t, userId);
    travelTo(currentPeriodEnd as string, -10 * 60 * 1000);
    const run = await t.get(RenewalJob).runDue();
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'basic',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    travelTo(currentPeriodEnd as string);
    // The job ends the plan even if the user never comes back.
    expect((await t.get(RenewalJob).runDue()).ended).toBeGreaterThanOrEqual(1);
    const accounts: { tier_code: string; status: string }[] = await t.dataSource.query(
      'SELECT tier_code, status FROM billing_accounts WHERE user_id = $1',
      [userId],
    );
    expect(accounts).toEqual([{ tier_code: 'free', status: 'canceled' }]);
    const changes = await outboxEvents(t, EventTypes.SubscriptionChangedV1, userId);
    expect(changes.at(-1)).toMatchObject({ tierCode: 'free', status: 'canceled' });
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'canceled',
      scansRemaining: 3,
    });
    expect(
      await countRows(
        t,
        "checkout_intents WHERE user_id = $1 AND kind = 'renewal' AND status = 'failed'",
        [userId],
      ),
    ).toBe(1);
  });
});
