import type { Plan, SubscriptionStatus } from '@labellens/web-api-client';
import { formatDate } from '@labellens/web-ui';

export const PAYG_MIN = 10;
export const PAYG_MAX = 99;
export const PAYG_STEP = 10;
/** Free plan allowance when the plan value is missing (spec 02 §9). */
export const FREE_SCANS = 3;

/** Cents → "$4.99". */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Quantity kept within 10-99 in steps of 10 (so 10..90). */
export function clampPaygQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return PAYG_MIN;
  const stepped = Math.round(quantity / PAYG_STEP) * PAYG_STEP;
  return Math.min(paygMaxQuantity(), Math.max(PAYG_MIN, stepped));
}

/** Largest selectable quantity: 99 rounded down to a step (90). */
export function paygMaxQuantity(): number {
  return Math.floor(PAYG_MAX / PAYG_STEP) * PAYG_STEP;
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
    ['active', 'trialing'].includes(status.subscriptionStatus)
  );
}

/** A paid plan that is not canceled (nor already set to end) can be canceled. */
export function canCancel(status: SubscriptionStatus | undefined): boolean {
  if (!status) return false;
  return (
    !['free', 'payg'].includes(status.subscriptionTier) &&
    status.subscriptionStatus !== 'canceled' &&
    !status.cancelAtPeriodEnd
  );
}

/** Status active (or not loaded yet) shows a check icon; anything else a warning icon. */
export function isStatusActive(status: SubscriptionStatus | undefined): boolean {
  return !status || status.subscriptionStatus === 'active';
}

/** "Active", "Trialing", "Canceled", … for the status badge. */
export function statusLabel(status: SubscriptionStatus | undefined): string {
  const value = status?.subscriptionStatus ?? 'active';
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}

/** Period dates in the apps' one date format ("Apr 1, 2026"); null for a missing or unreadable one. */
export function formatPeriodDate(iso: string | null | undefined): string | null {
  return formatDate(iso);
}

/** Monthly allowance for the summary: null = unlimited; a missing plan value means Free's 3. */
export function monthlyAllowance(status: SubscriptionStatus | undefined): number | null {
  if (!status) return FREE_SCANS;
  if (status.scansRemaining === null) return null;
  return status.plan.maxScansPerMonth ?? FREE_SCANS;
}

/** Pay-as-you-go credits held (0 before the status is loaded). */
export function paygCreditsOf(status: SubscriptionStatus | undefined): number {
  return status ? Math.max(0, status.paygCredits) : 0;
}
