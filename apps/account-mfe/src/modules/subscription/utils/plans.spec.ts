import type { Plan, SubscriptionStatus, TierCode } from '@labellens/web-api-client';
import {
  canCancel,
  formatPeriodDate,
  isCurrentPlan,
  isStatusActive,
  monthlyAllowance,
  paygCreditsOf,
  paygMaxQuantity,
  statusLabel,
} from './plans';

const status = (over: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  canScan: true,
  scansUsed: 1,
  scansRemaining: 2,
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  plan: { name: 'Free Plan', maxScansPerMonth: 3 },
  ...over,
});
const plan = (tierCode: TierCode): Plan => ({
  id: tierCode,
  tierCode,
  name: tierCode,
  price: 499,
  interval: 'monthly',
  maxScansPerMonth: 100,
  features: [],
});

describe('plans view rules (spec 02 §4)', () => {
  it('disables the current plan only when the tier matches and it is active or trialing', () => {
    const basic = status({ subscriptionTier: 'basic' });
    expect(isCurrentPlan(plan('basic'), basic)).toBe(true);
    expect(isCurrentPlan(plan('basic'), { ...basic, subscriptionStatus: 'trialing' })).toBe(true);
    expect(isCurrentPlan(plan('basic'), { ...basic, subscriptionStatus: 'canceled' })).toBe(false);
    expect(isCurrentPlan(plan('premium'), basic)).toBe(false);
  });

  it('offers Cancel Subscription for a paid plan that is not canceled or already ending', () => {
    expect(canCancel(status())).toBe(false);
    expect(canCancel(status({ subscriptionTier: 'basic' }))).toBe(true);
    expect(canCancel(status({ subscriptionTier: 'basic', subscriptionStatus: 'canceled' }))).toBe(
      false,
    );
    expect(canCancel(status({ subscriptionTier: 'premium', cancelAtPeriodEnd: true }))).toBe(false);
    expect(canCancel(undefined)).toBe(false);
  });

  it('shows active with a check and anything else with a warning', () => {
    expect(isStatusActive(status())).toBe(true);
    expect(isStatusActive(status({ subscriptionStatus: 'trialing' }))).toBe(false);
    expect(statusLabel(status({ subscriptionStatus: 'past_due' }))).toBe('Past due');
  });

  it('derives the allowance and pay-as-you-go credits', () => {
    expect(monthlyAllowance(status({ plan: null }))).toBe(3);
    expect(monthlyAllowance(status({ scansRemaining: null }))).toBeNull();
    // Credits reported by the server win; otherwise remaining minus the unused allowance.
    expect(paygCreditsOf(status({ scansRemaining: 23, scansUsed: 0, paygCredits: 20 }))).toBe(20);
    expect(paygCreditsOf(status({ scansRemaining: 22, scansUsed: 1 }))).toBe(20);
    expect(paygCreditsOf(status({ scansRemaining: null }))).toBe(0);
    expect(paygMaxQuantity()).toBe(90);
  });

  it('formats period dates and ignores unreadable ones', () => {
    expect(formatPeriodDate('2026-04-01T00:00:00.000Z')).toBe('Apr 1, 2026');
    expect(formatPeriodDate('nope')).toBeNull();
    expect(formatPeriodDate(null)).toBeNull();
  });
});
