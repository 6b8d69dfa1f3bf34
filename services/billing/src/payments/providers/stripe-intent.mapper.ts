import type Stripe from 'stripe';
import type { ProviderIntent } from './payment.provider';

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function metadataOf(metadata: Stripe.Metadata | null | undefined): Record<string, string> {
  return { ...(metadata ?? {}) };
}

export function fromStripePaymentIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    kind: 'payment',
    status: intent.status,
    clientSecret: intent.client_secret ?? null,
    amountCents: intent.amount,
    currency: intent.currency,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: metadataOf(intent.metadata),
    lastError: intent.last_payment_error?.message ?? null,
  };
}

export function fromStripeSetupIntent(intent: Stripe.SetupIntent): ProviderIntent {
  return {
    id: intent.id,
    kind: 'setup',
    status: intent.status,
    clientSecret: intent.client_secret ?? null,
    amountCents: null,
    currency: null,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: metadataOf(intent.metadata),
    lastError: intent.last_setup_error?.message ?? null,
  };
}
