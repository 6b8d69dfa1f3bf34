import type Stripe from 'stripe';
import type { ProviderIntent } from './payment.provider';

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function metadataOf(metadata: Stripe.Metadata | null | undefined): Record<string, string> {
  return { ...(metadata ?? {}) };
}

/** What payment and setup intents share, in billing's shape. */
function fromStripeIntentBase(intent: Stripe.PaymentIntent | Stripe.SetupIntent) {
  return {
    id: intent.id,
    status: intent.status,
    clientSecret: intent.client_secret ?? null,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: metadataOf(intent.metadata),
  };
}

export function fromStripePaymentIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    ...fromStripeIntentBase(intent),
    kind: 'payment',
    amountCents: intent.amount,
    currency: intent.currency,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

export function fromStripeSetupIntent(intent: Stripe.SetupIntent): ProviderIntent {
  return {
    ...fromStripeIntentBase(intent),
    kind: 'setup',
    amountCents: null,
    currency: null,
    lastError: intent.last_setup_error?.message ?? null,
  };
}
