import { requestJson } from '../http';
import { queryKeys } from '../query-keys';
import type {
  ActivateSubscriptionResponse,
  CancelSubscriptionResponse,
  ConfirmLocalIntentRequest,
  CreatePaygPaymentResponse,
  CreateSubscriptionResponse,
  LocalIntentResponse,
  Plan,
  ProcessPaygPaymentResponse,
  SubscriptionStatus,
} from '../types';

export function getSubscriptionPlans(): Promise<Plan[]> {
  return requestJson('GET', queryKeys.subscriptionPlans);
}

export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return requestJson('GET', queryKeys.subscriptionStatus);
}

/** {clientSecret} to confirm with the payment provider, or {message} when nothing needs paying. */
export function createSubscription(tierCode: string): Promise<CreateSubscriptionResponse> {
  return requestJson('POST', '/api/subscription/create', { tierCode });
}

/** Ends the paid plan at the end of the current billing period. */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return requestJson('POST', '/api/subscription/cancel');
}

export function activateSubscription(
  body: { setupIntentId: string } | { paymentIntentId: string },
): Promise<ActivateSubscriptionResponse> {
  return requestJson('POST', '/api/subscription/activate', body);
}

export function createPaygPayment(scansQuantity: number): Promise<CreatePaygPaymentResponse> {
  return requestJson('POST', '/api/payg/create-payment', { scansQuantity });
}

export function processPaygPayment(paymentIntentId: string): Promise<ProcessPaygPaymentResponse> {
  return requestJson('POST', '/api/payg/process-payment', { paymentIntentId });
}

export function processAllPendingPayg(): Promise<{
  scansAdded: number;
  processedPayments: number;
}> {
  return requestJson('POST', '/api/payg/process-all-pending');
}

/**
 * Confirms a payment or setup intent of the in-app test provider with a card (used when no
 * Stripe publishable key is configured). A decline answers 402 with the provider's message.
 */
export function confirmLocalIntent(body: ConfirmLocalIntentRequest): Promise<LocalIntentResponse> {
  return requestJson('POST', '/api/billing/local/confirm', body);
}
