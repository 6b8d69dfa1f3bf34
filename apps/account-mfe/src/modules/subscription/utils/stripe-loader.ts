import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key. The `pure` entry adds the js.stripe.com script only here, when
 * a checkout with a configured key is opened, never on import; one load per key.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch((error: unknown) => {
      // Let a later checkout try again (flaky network), instead of caching the failure.
      loaded.delete(publishableKey);
      throw error;
    });
    loaded.set(publishableKey, promise);
  }
  return promise;
}
