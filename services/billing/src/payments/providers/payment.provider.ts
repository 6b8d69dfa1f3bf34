import type { CheckoutKind } from '../entities/checkout-intent.entity';

export type ProviderName = 'stripe' | 'local';

/** A payment or setup intent as billing sees it, whichever provider holds it. */
export interface ProviderIntent {
  id: string;
  kind: 'payment' | 'setup';
  /** Stripe's status values: requires_payment_method, processing, succeeded, canceled, ... */
  status: string;
  clientSecret: string | null;
  amountCents: number | null;
  currency: string | null;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  /** The provider's message for the last failed attempt (e.g. "Your card was declined."). */
  lastError: string | null;
}

/** What billing writes into every intent's metadata; the owner is `userId`. */
export interface IntentMetadata {
  userId: string;
  kind: CheckoutKind;
  tierCode?: string;
  scansQuantity?: string;
  /** Renewals: the start of the period being paid for (ISO). */
  periodStart?: string;
  [key: string]: string | undefined;
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: string;
  customerId: string;
  metadata: IntentMetadata;
  /** Keep the card for off-session renewals. */
  saveCard: boolean;
  idempotencyKey: string;
}

export interface CreateSetupIntentInput {
  customerId: string;
  metadata: IntentMetadata;
  idempotencyKey: string;
}

export interface ChargeSavedCardInput {
  amountCents: number;
  currency: string;
  customerId: string;
  paymentMethodId: string;
  metadata: IntentMetadata;
  idempotencyKey: string;
}

/**
 * The payment provider port. `stripe` talks to the Stripe API through the official SDK; `local` is
 * an in-app test provider with the same intent state machine. DI token: the class itself.
 */
export abstract class PaymentProvider {
  abstract readonly name: ProviderName;
  abstract createCustomer(userId: string): Promise<string>;
  abstract createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderIntent>;
  abstract createSetupIntent(input: CreateSetupIntentInput): Promise<ProviderIntent>;
  /** null when the provider does not know the id. */
  abstract retrievePaymentIntent(id: string): Promise<ProviderIntent | null>;
  abstract retrieveSetupIntent(id: string): Promise<ProviderIntent | null>;
  /** Charges a saved card off-session (renewals). A decline resolves with a non-succeeded intent. */
  abstract chargeSavedCard(input: ChargeSavedCardInput): Promise<ProviderIntent>;
}

/** The metadata as both providers store it: the fields that are set. */
export function definedMetadata(metadata: IntentMetadata): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}
