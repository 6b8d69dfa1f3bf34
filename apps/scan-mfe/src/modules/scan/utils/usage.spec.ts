import { aSubscriptionStatus as status } from '@labellens/web-testing/factories';
import { remainingScansText, usageView } from './usage';

describe('usageView', () => {
  it('shows the Free Plan with 3 scans until the status is loaded', () => {
    const view = usageView(undefined);
    expect(view.planName).toBe('Free Plan');
    expect(view.total).toBe(3);
    expect(view.tone).toBe('normal');
  });

  it('is normal with the settings action when more than 2 scans remain', () => {
    const view = usageView(
      status({
        subscriptionTier: 'basic',
        scansUsed: 10,
        scansRemaining: 90,
        plan: { name: 'Basic', maxScansPerMonth: 100 },
      }),
    );
    expect(view).toMatchObject({ tone: 'normal', action: 'settings', progress: 10, total: 100 });
  });

  it('warns with Upgrade at 2 or fewer and turns red with Upgrade Now when no scan can be used', () => {
    expect(usageView(status({ scansUsed: 1, scansRemaining: 2 })).action).toBe('upgrade');
    const blocked = usageView(status({ canScan: false, scansUsed: 3, scansRemaining: 0 }));
    expect(blocked).toMatchObject({ tone: 'danger', action: 'upgradeNow', progress: 100 });
  });

  it('shows unlimited (null total) when scansRemaining is null', () => {
    const view = usageView(
      status({ subscriptionTier: 'premium', scansRemaining: null, scansUsed: 40 }),
    );
    expect(view.total).toBeNull();
    expect(view.tone).toBe('normal');
    expect(view.progress).toBe(0);
  });

  it('shows the pay-as-you-go credits the server reports for free users', () => {
    expect(
      usageView(status({ scansUsed: 1, scansRemaining: 22, paygCredits: 20 })).paygCredits,
    ).toBe(20);
    expect(usageView(status({ scansUsed: 1, scansRemaining: 2 })).paygCredits).toBe(0);
    const basic = status({ subscriptionTier: 'basic', scansRemaining: 120, paygCredits: 20 });
    expect(usageView(basic).paygCredits).toBe(0);
  });

  it('words the remaining-scans warning', () => {
    expect(remainingScansText(1)).toBe('Only 1 scan remaining this month.');
    expect(remainingScansText(2)).toBe('Only 2 scans remaining this month.');
  });
});
