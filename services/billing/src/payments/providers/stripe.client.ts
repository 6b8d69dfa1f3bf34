import Stripe from 'stripe';
import type { BillingConfig } from '../../config/billing.config';

/** DI token for the Stripe SDK client (null when PAYMENT_PROVIDER=local). */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** Builds the SDK client; STRIPE_API_BASE redirects it (host, port, protocol) to a Stripe-compatible server. */
export function createStripeClient(config: BillingConfig): Stripe | null {
  if (config.PAYMENT_PROVIDER !== 'stripe' || !config.STRIPE_SECRET_KEY) return null;
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'LabelLens billing' },
  };
  if (config.STRIPE_API_BASE) {
    const base = new URL(config.STRIPE_API_BASE);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.host = base.hostname;
    options.port = base.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}
