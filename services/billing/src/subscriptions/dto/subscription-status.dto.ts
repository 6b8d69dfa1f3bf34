import type { LockedAccountState } from '../../ledger/ledger.service';
import { planOfTier } from '../../plans/plans.catalog';

/** GET /api/subscription/status (spec 01 §3 plus the fields the plans page needs). */
export interface SubscriptionStatusResponseDto {
  canScan: boolean;
  /** Scans counted against the current period. */
  scansUsed: number;
  /** Unused allowance plus credits; null = unlimited. Scans held for offline use are not in it. */
  scansRemaining: number | null;
  /** Scans held for an offline allowance and not used yet (neither used nor remaining). */
  offlineScansHeld: number;
  subscriptionTier: string;
  subscriptionStatus: string;
  plan: { name: string; maxScansPerMonth: number | null };
  paygCredits: number;
  cancelAtPeriodEnd: boolean;
  /** A paid plan chosen for the next billing cycle, if any. */
  pendingTierCode: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
}

export function toSubscriptionStatus(state: LockedAccountState): SubscriptionStatusResponseDto {
  const { account, period, ledger } = state;
  // The allowance in force is the period's; between a paid period and its renewal it is the plan's.
  const tier = period?.tierCode ?? account.tierCode;
  const plan = planOfTier(tier);
  return {
    canScan: ledger.canScan,
    scansUsed: ledger.scansUsed,
    scansRemaining: ledger.scansRemaining,
    offlineScansHeld: ledger.scansHeld,
    subscriptionTier: tier,
    subscriptionStatus: account.status,
    plan: {
      name: plan.name,
      maxScansPerMonth: period ? period.scansAllowed : plan.maxScansPerMonth,
    },
    paygCredits: ledger.credits,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    pendingTierCode: account.pendingTierCode,
    currentPeriodStart: period?.startsAt.toISOString() ?? null,
    currentPeriodEnd: period?.endsAt.toISOString() ?? null,
  };
}
