import type { Plan, SubscriptionStatus } from '@labellens/web-api-client';

export const PAYG_MIN = 10;
export const PAYG_MAX = 99;
export const PAYG_STEP = 10;

/** Cents → "$4.99". */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Quantity kept within 10-99 in steps of 10 (so 10..90). */
export function clampPaygQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return PAYG_MIN;
  const stepped = Math.round(quantity / PAYG_STEP) * PAYG_STEP;
  return Math.min(Math.floor(PAYG_MAX / PAYG_STEP) * PAYG_STEP, Math.max(PAYG_MIN, stepped));
}

/** Displayed pay-as-you-go price: quantity / 10 dollars. */
export function paygPrice(quantity: number): string {
  return `$${(quantity / 10).toFixed(2)}`;
}

/** The current plan's button is disabled when the tier matches and the status is active/trialing. */
export function isCurrentPlan(plan: Plan, status: SubscriptionStatus | undefined): boolean {
  if (!status) return plan.tierCode === 'free';
  return (
    plan.tierCode === status.subscriptionTier &&
    ['active', 'trialing'].includes(status.subscriptionStatus ?? 'active')
  );
}

/** A paid plan that is not canceled can be canceled. */
export function canCancel(status: SubscriptionStatus | undefined): boolean {
  if (!status) return false;
  return (
    !['free', 'payg'].includes(status.subscriptionTier) && status.subscriptionStatus !== 'canceled'
  );
}
