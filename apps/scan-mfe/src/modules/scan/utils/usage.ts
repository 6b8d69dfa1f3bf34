import type { SubscriptionStatus } from '@labellens/web-api-client';

/** Free plan allowance when the plan value is missing (spec 01 §9). */
export const DEFAULT_FREE_SCANS = 3;
/** Warning threshold: 2 or fewer scans left. */
export const LOW_USAGE_THRESHOLD = 2;

export type UsageTone = 'normal' | 'warning' | 'danger';
export type UsageAction = 'upgradeNow' | 'upgrade' | 'settings';

export interface UsageView {
  planName: string;
  tier: string;
  used: number;
  /** Monthly allowance; null = unlimited (shown as ∞). */
  total: number | null;
  remaining: number | null;
  tone: UsageTone;
  action: UsageAction;
  /** 0 to 100 */
  progress: number;
  /** Pay-as-you-go credits held by a free-tier user (0 when none). */
  paygCredits: number;
}

/** Derives the usage banner from the subscription status. */
export function usageView(status: SubscriptionStatus | null | undefined): UsageView {
  const tier = status?.subscriptionTier || 'free';
  const used = Math.max(0, status?.scansUsed ?? 0);
  const remaining = status ? status.scansRemaining : DEFAULT_FREE_SCANS;
  const total = remaining === null ? null : (status?.plan.maxScansPerMonth ?? DEFAULT_FREE_SCANS);
  const canScan = status ? status.canScan : true;

  const tone: UsageTone = !canScan
    ? 'danger'
    : remaining !== null && remaining <= LOW_USAGE_THRESHOLD
      ? 'warning'
      : 'normal';
  const action: UsageAction =
    tone === 'danger' ? 'upgradeNow' : tone === 'warning' ? 'upgrade' : 'settings';

  const paygCredits = status && tier === 'free' ? status.paygCredits : 0;

  return {
    planName: status?.plan.name || 'Free Plan',
    tier,
    used,
    total,
    remaining,
    tone,
    action,
    progress: total ? Math.min(100, (used / total) * 100) : 0,
    paygCredits,
  };
}

/** "Only N scan(s) remaining this month." */
export function remainingScansText(remaining: number): string {
  return `Only ${remaining} ${remaining === 1 ? 'scan' : 'scans'} remaining this month.`;
}
