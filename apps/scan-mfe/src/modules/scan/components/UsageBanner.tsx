import type { SubscriptionStatus } from '@labellens/web-api-client';
import { Badge, buttonClassName, cx, IconLink, Progress } from '@labellens/web-ui';
import { Coins, Crown, Settings, Star, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usageView } from '../utils/usage';

export interface UsageBannerProps {
  status: SubscriptionStatus | undefined;
}

const TIER_ICONS: Record<string, typeof Zap> = {
  free: Zap,
  basic: Star,
  premium: Crown,
  payg: Coins,
};

/** Plan, scans used versus total, progress and the upgrade/settings link (spec 01 §2). */
export function UsageBanner({ status }: UsageBannerProps) {
  const view = usageView(status);
  const TierIcon = TIER_ICONS[view.tier] ?? Crown;
  const totalLabel = view.total === null ? '∞' : String(view.total);
  return (
    <section
      className={cx('ll-card scan-usage', `scan-usage--${view.tone}`)}
      aria-label="Scan usage"
      data-testid="usage-banner"
    >
      <div className="ll-row">
        <span className="ll-tile ll-tile--brand scan-usage__tier">
          <TierIcon aria-hidden="true" />
        </span>
        <div className="scan-usage__text">
          <p className="scan-usage__plan">{view.planName}</p>
          <p className="scan-usage__count">
            {view.used} / {totalLabel} scans used
            {view.paygCredits > 0 && view.remaining !== null
              ? ` · ${view.remaining} available`
              : null}
          </p>
        </div>
        {view.paygCredits > 0 ? (
          <Badge variant="secondary" data-testid="payg-credits">
            <Coins aria-hidden="true" /> {view.paygCredits} credits
          </Badge>
        ) : null}
        {view.action === 'settings' ? (
          <IconLink to="/subscription" label="Subscription settings">
            <Settings aria-hidden="true" />
          </IconLink>
        ) : (
          <Link
            to="/subscription"
            className={buttonClassName({
              variant: view.action === 'upgradeNow' ? 'destructive' : 'primary',
              size: 'sm',
            })}
          >
            {view.action === 'upgradeNow' ? 'Upgrade Now' : 'Upgrade'}
          </Link>
        )}
      </div>
      <Progress
        value={view.total === null ? 100 : view.progress}
        tone={view.tone === 'normal' ? 'default' : view.tone}
        label="Scans used this month"
      />
    </section>
  );
}
