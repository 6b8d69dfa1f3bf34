import { requestJson } from '../http';
import { queryKeys } from '../query-keys';
import type { CreateSubscriptionResponse, Plan, SubscriptionStatus } from '../types';

export function getSubscriptionPlans(): Promise<Plan[]> {
  return requestJson('GET', queryKeys.subscriptionPlans);
}

export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return requestJson('GET', queryKeys.subscriptionStatus);
}

export function createSubscription(tierCode: string): Promise<CreateSubscriptionResponse> {
  return requestJson('POST', '/api/subscription/create', { tierCode });
}

export function cancelSubscription(): Promise<unknown> {
  return requestJson('POST', '/api/subscription/cancel');
}

export function activateSubscription(
  body: { setupIntentId: string } | { paymentIntentId: string },
): Promise<unknown> {
  return requestJson('POST', '/api/subscription/activate', body);
}

export function createPaygPayment(scansQuantity: number): Promise<{ clientSecret: string }> {
  return requestJson('POST', '/api/payg/create-payment', { scansQuantity });
}

export function processPaygPayment(paymentIntentId: string): Promise<{ scansGranted: number }> {
  return requestJson('POST', '/api/payg/process-payment', { paymentIntentId });
}

export function processAllPendingPayg(): Promise<{
  scansAdded: number;
  processedPayments: number;
}> {
  return requestJson('POST', '/api/payg/process-all-pending');
}
