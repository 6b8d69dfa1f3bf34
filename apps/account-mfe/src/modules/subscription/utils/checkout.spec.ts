import { ApiError } from '@labellens/web-api-client';
import { aPlan, aSubscriptionStatus } from '@labellens/web-testing/factories';
import {
  checkoutSummary,
  intentIdOf,
  intentKindOf,
  isLocalClientSecret,
  runCheckout,
  type CheckoutApi,
  type CheckoutSession,
} from './checkout';

const BASIC = aPlan({ tierCode: 'basic', name: 'Basic Plan', price: 499 });

const PI_SECRET = 'pi_local_abc123_secret_def456';
const SETI_SECRET = 'seti_1Nabc_secret_xyz';

/** Records the follow-up calls the flow makes; each answer can be made to fail. */
function api(options: { activateFails?: Error; processFails?: Error } = {}) {
  const calls: string[] = [];
  const fake: CheckoutApi = {
    activateSubscription: (body) => {
      calls.push(`activate ${JSON.stringify(body)}`);
      return options.activateFails
        ? Promise.reject(options.activateFails)
        : Promise.resolve({
            message: 'Your plan is now Basic Plan.',
            subscription: aSubscriptionStatus({ subscriptionTier: 'basic' }),
          });
    },
    processPaygPayment: (id) => {
      calls.push(`process ${id}`);
      return options.processFails
        ? Promise.reject(options.processFails)
        : Promise.resolve({ scansGranted: 20, paygCredits: 20 });
    },
  };
  return { fake, calls };
}

const subscription = (clientSecret: string): CheckoutSession => ({
  purchase: { kind: 'subscription', plan: BASIC },
  clientSecret,
});
const payg: CheckoutSession = {
  purchase: { kind: 'payg', quantity: 20 },
  clientSecret: PI_SECRET,
  amountCents: 200,
};
const succeeded = (intentId: string) => () =>
  Promise.resolve({ status: 'succeeded' as const, intentId });

describe('client secrets', () => {
  it('tells setup intents (seti_) from payment intents and extracts the intent id', () => {
    expect(intentKindOf(SETI_SECRET)).toBe('setup');
    expect(intentKindOf(PI_SECRET)).toBe('payment');
    expect(intentIdOf(SETI_SECRET)).toBe('seti_1Nabc');
    expect(intentIdOf(PI_SECRET)).toBe('pi_local_abc123');
    expect(isLocalClientSecret(PI_SECRET)).toBe(true);
    expect(isLocalClientSecret('pi_3Pabc_secret_x')).toBe(false);
  });

  it('summarises what is being paid', () => {
    expect(checkoutSummary(payg)).toMatchObject({ amount: '$2.00', payLabel: 'Pay $2.00' });
    expect(checkoutSummary(subscription(PI_SECRET))).toMatchObject({
      title: 'Basic Plan',
      amount: '$4.99/month',
      payLabel: 'Pay $4.99',
    });
    expect(checkoutSummary(subscription(SETI_SECRET))).toMatchObject({
      amount: '$0.00 today',
      payLabel: 'Save Card',
    });
  });
});

describe('payment flow', () => {
  it('activates a subscription with the paymentIntentId after a confirmed payment', async () => {
    const { fake, calls } = api();
    const result = await runCheckout(subscription(PI_SECRET), succeeded('pi_local_abc123'), fake);
    expect(calls).toEqual(['activate {"paymentIntentId":"pi_local_abc123"}']);
    expect(result).toEqual({
      done: true,
      notice: { title: 'Subscription Activated', description: 'Your plan is now Basic Plan.' },
    });
  });

  it('activates with the setupIntentId for a seti_ secret', async () => {
    const { fake, calls } = api();
    const result = await runCheckout(subscription(SETI_SECRET), succeeded('seti_1Nabc'), fake);
    expect(calls).toEqual(['activate {"setupIntentId":"seti_1Nabc"}']);
    expect(result.done).toBe(true);
  });

  it('processes pay-as-you-go credits instead of activating', async () => {
    const { fake, calls } = api();
    const result = await runCheckout(payg, succeeded('pi_local_abc123'), fake);
    expect(calls).toEqual(['process pi_local_abc123']);
    expect(result.notice).toEqual({
      title: 'Payment Successful',
      description: '20 scans have been added to your account.',
    });
  });

  it('shows the provider message as Payment Failed / Payment Setup Failed and stays', async () => {
    const declined = () =>
      Promise.resolve({ status: 'failed' as const, message: 'Your card was declined.' });
    const { fake, calls } = api();
    expect(await runCheckout(payg, declined, fake)).toEqual({
      done: false,
      notice: {
        title: 'Payment Failed',
        description: 'Your card was declined.',
        variant: 'destructive',
      },
    });
    const setup = await runCheckout(subscription(SETI_SECRET), declined, fake);
    expect(setup.notice.title).toBe('Payment Setup Failed');
    expect(calls).toEqual([]);
  });

  it('reports an unexpected failure while confirming as Payment Error', async () => {
    const { fake } = api();
    const result = await runCheckout(
      payg,
      () => Promise.reject(new ApiError(502, 'Bad Gateway', '{"message":"Provider unavailable"}')),
      fake,
    );
    expect(result.done).toBe(false);
    expect(result.notice).toEqual({
      title: 'Payment Error',
      description: 'Provider unavailable',
      variant: 'destructive',
    });
  });

  it('says Setup Complete / Payment Processed when activation fails after the provider succeeded', async () => {
    const failing = api({
      activateFails: new ApiError(409, 'Conflict', '{"message":"Not paid yet"}'),
    });
    const paid = await runCheckout(subscription(PI_SECRET), succeeded('pi_1'), failing.fake);
    expect(paid.done).toBe(true);
    expect(paid.notice.title).toBe('Payment Processed');
    expect(paid.notice.description).toMatch(/activated shortly.*refresh/);
    const saved = await runCheckout(subscription(SETI_SECRET), succeeded('seti_1'), failing.fake);
    expect(saved.notice.title).toBe('Setup Complete');
    expect(saved.notice.description).toMatch(/activated shortly/);
  });

  it('reports a failed pay-as-you-go processing call as Processing Error with its message', async () => {
    const failing = api({
      processFails: new ApiError(409, 'Conflict', '{"message":"Payment not completed"}'),
    });
    const result = await runCheckout(payg, succeeded('pi_1'), failing.fake);
    expect(result.done).toBe(true);
    expect(result.notice).toEqual({
      title: 'Processing Error',
      description: 'Payment not completed',
      variant: 'destructive',
    });
  });
});
