import type { Plan, SubscriptionStatus } from '@labellens/web-api-client';

/** GET /api/subscription/status of a free-plan person with every scan of the month left. */
export function aSubscriptionStatus(
  overrides: Partial<SubscriptionStatus> = {},
): SubscriptionStatus {
  return {
    canScan: true,
    scansUsed: 0,
    scansRemaining: 3,
    subscriptionTier: 'free',
    subscriptionStatus: 'active',
    plan: { name: 'Free Plan', maxScansPerMonth: 3 },
    paygCredits: 0,
    cancelAtPeriodEnd: false,
    pendingTierCode: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    offlineScansHeld: 0,
    ...overrides,
  };
}

/** One plan of GET /api/subscription-plans: a monthly plan of 100 scans (prices in cents). */
export function aPlan(overrides: Partial<Plan> = {}): Plan {
  const tierCode = overrides.tierCode ?? 'basic';
  return {
    id: tierCode,
    tierCode,
    name: 'Basic Plan',
    interval: 'monthly',
    price: 499,
    maxScansPerMonth: 100,
    features: ['100 scans per month'],
    popular: tierCode === 'basic',
    ...overrides,
  };
}
