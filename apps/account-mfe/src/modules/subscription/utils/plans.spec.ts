import type { TierCode } from '@labellens/web-api-client';
import { aPlan, aSubscriptionStatus } from '@labellens/web-testing/factories';
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

const plan = (tierCode: TierCode) => aPlan({ tierCode });

describe('plans view rules (spec 02 §4)', () => {
  it('disables the current plan only when the tier matches and it is active or trialing', () => {
    const basic = aSubscriptionStatus({ subscriptionTier: 'basic' });
    expect(isCurrentPlan(plan('basic'), basic)).toBe(true);
    expect(isCurrentPlan(plan('basic'), { ...basic, subscriptionStatus: 'trialing' })).toBe(true);
    expect(isCurrentPlan(plan('basic'), { ...basic, subscriptionStatus: 'canceled' })).toBe(false);
    expect(isCurrentPlan(plan('premium'), basic)).toBe(false);
  });

  it('offers Cancel Subscription for a paid plan that is not canceled or already ending', () => {
    expect(canCancel(aSubscriptionStatus())).toBe(false);
    expect(canCancel(aSubscriptionStatus({ subscriptionTier: 'basic' }))).toBe(true);
    expect(
      canCancel(aSubscriptionStatus({ subscriptionTier: 'basic', subscriptionStatus: 'canceled' })),
    ).toBe(false);
    expect(
      canCancel(aSubscriptionStatus({ subscriptionTier: 'premium', cancelAtPeriodEnd: true })),
    ).toBe(false);
    expect(canCancel(undefined)).toBe(false);
  });

  it('shows active with a check and anything else with a warning', () => {
    expect(isStatusActive(aSubscriptionStatus())).toBe(true);
    expect(isStatusActive(aSubscriptionStatus({ subscriptionStatus: 'trialing' }))).toBe(false);
    expect(statusLabel(aSubscriptionStatus({ subscriptionStatus: 'past_due' }))).toBe('Past due');
  });

  it('derives the allowance and pay-as-you-go credits', () => {
    expect(monthlyAllowance(undefined)).toBe(3);
    expect(
      monthlyAllowance(
        aSubscriptionStatus({
          scansRemaining: 90,
          plan: { name: 'Basic Plan', maxScansPerMonth: 100 },
        }),
      ),
    ).toBe(100);
    expect(monthlyAllowance(aSubscriptionStatus({ scansRemaining: null }))).toBeNull();
    expect(
      paygCreditsOf(aSubscriptionStatus({ scansRemaining: 23, scansUsed: 0, paygCredits: 20 })),
    ).toBe(20);
    expect(paygCreditsOf(aSubscriptionStatus())).toBe(0);
    expect(paygCreditsOf(undefined)).toBe(0);
    expect(paygMaxQuantity()).toBe(90);
  });

  it('formats period dates and ignores unreadable ones', () => {
    expect(formatPeriodDate('2026-04-01T00:00:00.000Z')).toBe('Apr 1, 2026');
    expect(formatPeriodDate('nope')).toBeNull();
    expect(formatPeriodDate(null)).toBeNull();
  });
});
