import { randomUUID } from 'node:crypto';
import { createEvent, EventTypes, type DomainEvent } from '@labellens/event-contracts';
import { createEventBus, type EventBus } from '@labellens/server-events';
import { TEST_REDIS_URL } from '@labellens/server-testing';
import { countRows, getStatus, localCheckout, outboxEvents } from './support/billing-helpers';
import { startBillingApp, userHeaders, type BillingTestApp } from './support/billing-test-app';

jest.setTimeout(30_000);

let t: BillingTestApp;
let bus: EventBus;

beforeAll(async () => {
  t = await startBillingApp('events');
  bus = createEventBus({
    EVENT_BUS: 'redis',
    REDIS_URL: TEST_REDIS_URL,
    EVENT_STREAM_PREFIX: t.config.EVENT_STREAM_PREFIX,
  });
});

afterAll(async () => {
  await bus.close();
  await t.close();
});

async function waitFor<T>(
  probe: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('billing and the event bus', () => {
  it('creates a free billing account when auth.user.registered.v1 arrives, once per event', async () => {
    const userId = `user-${randomUUID()}`;
    const event = createEvent(EventTypes.UserRegisteredV1, userId, {
      userId,
      email: 'new@example.com',
      createdAt: new Date(),
    });
    await bus.publish([event, event]);
    await waitFor(
      async () => (await countRows(t, 'billing_accounts WHERE user_id = $1', [userId])) === 1,
      'the account',
    );
    await waitFor(
      async () => (await countRows(t, `processed_events WHERE event_id = $1`, [event.id])) === 1,
      'the event to be marked processed',
    );
    const changes = await outboxEvents(t, EventTypes.SubscriptionChangedV1, userId);
    expect(changes).toEqual([
      { userId, tierCode: 'free', status: 'active', currentPeriodEnd: null },
    ]);
    expect(await getStatus(t, userId)).toMatchObject({
      subscriptionTier: 'free',
      scansRemaining: 3,
    });
  });

  it('publishes billing.payment.succeeded.v1 through the outbox relay', async () => {
    const userId = `user-${randomUUID()}`;
    const received: DomainEvent[] = [];
    const subscription = await bus.subscribe({
      group: `test-${randomUUID()}`,
      topics: [EventTypes.PaymentSucceededV1],
      fromBeginning: true,
      handler: (event) => {
        received.push(event);
        return Promise.resolve();
      },
    });
    try {
      await localCheckout(t, userId, '/api/payg/create-payment', { scansQuantity: 40 });
      const event = await waitFor(
        () => Promise.resolve(received.find((e) => e.aggregateId === userId)),
        'the published event',
      );
      expect(event.payload).toMatchObject({
        userId,
        amountCents: 400,
        scansGranted: 40,
        kind: 'payg',
        currency: 'usd',
      });
    } finally {
      await subscription.close();
    }
  });

  it('on auth.user.deleted.v1 removes personal links and keeps payments under a pseudonym', async () => {
    const userId = `user-${randomUUID()}`;
    await localCheckout(t, userId, '/api/payg/create-payment', { scansQuantity: 10 });
    const { intentId } = await localCheckout(t, userId, '/api/subscription/create', {
      tierCode: 'basic',
    });
    await t
      .http()
      .post('/api/subscription/activate')
      .set(userHeaders(userId))
      .send({ paymentIntentId: intentId })
      .expect(200);
    expect(await countRows(t, 'payments WHERE user_id = $1', [userId])).toBe(2);

    const confirmations: DomainEvent[] = [];
    const subscription = await bus.subscribe({
      group: `test-${randomUUID()}`,
      topics: [EventTypes.BillingUserErasedV1],
      fromBeginning: true,
      handler: (event) => {
        confirmations.push(event);
        return Promise.resolve();
      },
    });
    await bus.publish([createEvent(EventTypes.UserDeletedV1, userId, { userId })]);
    await waitFor(
      async () => (await countRows(t, 'billing_accounts WHERE user_id = $1', [userId])) === 0,
      'the account removal',
    );
    // Confirmed to auth (which repeats the deletion until every service has confirmed); once the
    // confirmation is on the bus, the outbox forgets the person's payment events too.
    try {
      const confirmation = await waitFor(
        () => Promise.resolve(confirmations.find((e) => e.aggregateId === userId)),
        'the erasure confirmation',
      );
      expect(confirmation.payload).toEqual({ userId });
    } finally {
      await subscription.close();
    }
    await waitFor(
      async () =>
        (await countRows(t, `outbox_events WHERE aggregate_id = $1 OR payload::text LIKE $2`, [
          userId,
          `%${userId}%`,
        ])) === 0,
      'the outbox to forget the person',
    );

    for (const table of [
      'payments',
      'credit_grants',
      'allowance_periods',
      'scan_reservations',
      'checkout_intents',
    ]) {
      expect({ table, rows: await countRows(t, `${table} WHERE user_id = $1`, [userId]) }).toEqual({
        table,
        rows: 0,
      });
    }
    expect(await countRows(t, `local_intents WHERE metadata->>'userId' = $1`, [userId])).toBe(0);
    const kept: { user_pseudonym: string; amount_cents: number }[] = await t.dataSource.query(
      `SELECT p.user_pseudonym, p.amount_cents FROM payments p WHERE p.provider_payment_id IN
         (SELECT id FROM local_intents WHERE metadata->>'userId' LIKE 'deleted-%') ORDER BY amount_cents`,
    );
    expect(kept.map((p) => p.amount_cents)).toEqual([100, 499]);
    expect(new Set(kept.map((p) => p.user_pseudonym)).size).toBe(1);
    expect(kept[0]?.user_pseudonym).toMatch(/^deleted-[0-9a-f-]{36}$/);
    expect(kept[0]?.user_pseudonym).not.toContain(userId);
  });
});
