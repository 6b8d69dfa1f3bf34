import { z } from 'zod';
import { commonServiceSchema, httpUrl, rejectSetting } from '@labellens/server-config';

const prefixed = (prefixes: string[], what: string) =>
  z.string().refine((value) => prefixes.some((p) => value.startsWith(p)), {
    message: `must be a Stripe ${what} (starting with ${prefixes.join(' or ')})`,
  });

const billingExtras = z.object({
  /** local = in-app test provider (no keys); stripe = the real Stripe API. Default: stripe when a key is set. */
  PAYMENT_PROVIDER: z.enum(['local', 'stripe'], { message: 'must be local or stripe' }).optional(),
  STRIPE_SECRET_KEY: prefixed(['sk_', 'rk_'], 'secret key').optional(),
  STRIPE_WEBHOOK_SECRET: prefixed(['whsec_'], 'webhook signing secret').optional(),
  STRIPE_PUBLISHABLE_KEY: prefixed(['pk_'], 'publishable key').optional(),
  /** Points the Stripe SDK at another host (tests, stripe-mock), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: httpUrl.optional(),
  /** Redis stream prefix of the event bus (tests isolate their streams with it). */
  EVENT_STREAM_PREFIX: z.string().min(1).optional(),
  /** A reservation that is neither committed nor released stops counting after this long. */
  QUOTA_RESERVATION_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  /** How often the renewal job runs; 0 turns it off (tests drive it by hand). */
  BILLING_RENEWAL_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Test-only fault hook: exit the process inside the webhook transaction, just before commit,
   * when handling this Stripe event type. Ignored unless NODE_ENV=test.
   */
  BILLING_FAULT_CRASH_BEFORE_COMMIT: z.string().min(1).optional(),
});

export const billingConfigSchema = commonServiceSchema('billing', 3003)
  .and(billingExtras)
  .transform((cfg, ctx) => {
    const provider = cfg.PAYMENT_PROVIDER ?? (cfg.STRIPE_SECRET_KEY ? 'stripe' : 'local');
    if (provider === 'stripe') {
      if (!cfg.STRIPE_SECRET_KEY) {
        return rejectSetting(ctx, 'STRIPE_SECRET_KEY', 'is required when PAYMENT_PROVIDER=stripe');
      }
      if (!cfg.STRIPE_WEBHOOK_SECRET) {
        return rejectSetting(
          ctx,
          'STRIPE_WEBHOOK_SECRET',
          'is required when PAYMENT_PROVIDER=stripe',
        );
      }
    }
    if (provider === 'local' && cfg.NODE_ENV === 'production' && cfg.PAYMENT_PROVIDER !== 'local') {
      // A production deployment without keys would silently accept test cards.
      return rejectSetting(
        ctx,
        'STRIPE_SECRET_KEY',
        'is required in production (or set PAYMENT_PROVIDER=local explicitly)',
      );
    }
    return {
      ...cfg,
      PAYMENT_PROVIDER: provider,
      BILLING_FAULT_CRASH_BEFORE_COMMIT:
        cfg.NODE_ENV === 'test' ? cfg.BILLING_FAULT_CRASH_BEFORE_COMMIT : undefined,
    };
  });

export type BillingConfig = z.infer<typeof billingConfigSchema>;
