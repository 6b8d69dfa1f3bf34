import type { SubscriptionStatus } from '@labellens/contracts';
import type { LockedAccountState } from '../../ledger/ledger.service';
import { planOfTier } from '../../plans/plans.catalog';

/** GET /api/subscription/status (and the `subscription` of activate and cancel). */
export function toSubscriptionStatus(state: LockedAccountState): SubscriptionStatus {
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
