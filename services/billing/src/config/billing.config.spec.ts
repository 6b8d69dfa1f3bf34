import { ConfigError, loadConfig } from '@labellens/server-config';
import { billingConfigSchema } from './billing.config';

const load = (env: Record<string, string>) => loadConfig('billing', billingConfigSchema, env);

function problems(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.map((p) => `${p.variable}: ${p.message}`);
    throw err;
  }
  return [];
}

describe('billing config', () => {
  it('defaults to the local provider without Stripe keys, and to Stripe with them', () => {
    expect(load({}).PAYMENT_PROVIDER).toBe('local');
    const stripe = load({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(stripe.PAYMENT_PROVIDER).toBe('stripe');
    expect(
      load({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        PAYMENT_PROVIDER: 'local',
      }).PAYMENT_PROVIDER,
    ).toBe('local');
    expect(load({}).QUOTA_RESERVATION_TTL_SECONDS).toBe(600);
  });

  it('names the variable that is wrong', () => {
    expect(problems({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe',
    ]);
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=stripe',
    ]);
    expect(problems({ STRIPE_SECRET_KEY: 'pk_test_x' })).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (starting with sk_ or rk_)',
    ]);
    expect(problems({ STRIPE_API_BASE: 'stripe.local' })).toEqual([
      'STRIPE_API_BASE: must be a URL like http://127.0.0.1:3001',
    ]);
    expect(problems({ PAYMENT_PROVIDER: 'paypal' })).toEqual([
      'PAYMENT_PROVIDER: must be local or stripe',
    ]);
    expect(problems({ NODE_ENV: 'production', INTERNAL_JWT_SECRET: 'x'.repeat(32) })).toEqual([
      'STRIPE_SECRET_KEY: is required in production (or set PAYMENT_PROVIDER=local explicitly)',
    ]);
  });

  it('honours the crash hook only when NODE_ENV=test', () => {
    expect(
      load({ NODE_ENV: 'test', BILLING_FAULT_CRASH_BEFORE_COMMIT: 'payment_intent.succeeded' })
        .BILLING_FAULT_CRASH_BEFORE_COMMIT,
    ).toBe('payment_intent.succeeded');
    expect(
      load({
        NODE_ENV: 'development',
        BILLING_FAULT_CRASH_BEFORE_COMMIT: 'payment_intent.succeeded',
      }).BILLING_FAULT_CRASH_BEFORE_COMMIT,
    ).toBeUndefined();
  });
});
