import type { Plan, SubscriptionStatus } from '@labellens/web-api-client';
import { Badge, Button, Card, CardContent, Progress } from '@labellens/web-ui';
import { CircleCheck, Coins, TriangleAlert } from 'lucide-react';
import {
  formatPeriodDate,
  isStatusActive,
  monthlyAllowance,
  paygCreditsOf,
  statusLabel,
} from '../utils/plans';

export interface CurrentPlanSummaryProps {
  status: SubscriptionStatus;
  plans: Plan[];
  busy: boolean;
  onResume: () => void;
}

/** Current plan: name, status (check icon when active, warning otherwise), usage and credits. */
export function CurrentPlanSummary({ status, plans, busy, onResume }: CurrentPlanSummaryProps) {
  const active = isStatusActive(status);
  const Icon = active ? CircleCheck : TriangleAlert;
  const total = monthlyAllowance(status);
  const credits = paygCreditsOf(status);
  const periodEnd = formatPeriodDate(status.currentPeriodEnd);
  const paid = status.subscriptionTier !== 'free';
  const pendingPlan = status.pendingTierCode
    ? plans.find((p) => p.tierCode === status.pendingTierCode)
    : undefined;

  return (
    <Card raised data-testid="current-plan">
      <CardContent className="ll-stack">
        <div className="acct-current-plan">
          <Icon
            aria-label={active ? 'Active' : 'Attention'}
            className={active ? 'acct-status__ok' : 'acct-status__warn'}
          />
          <div className="acct-current-plan__text">
            <p className="ll-caption acct-subheading">Current plan</p>
            <p className="acct-user__name">{status.plan.name}</p>
          </div>
          <Badge variant={active ? 'success' : 'warning'}>{statusLabel(status)}</Badge>
        </div>
        <div className="ll-stack ll-stack--sm">
          <p className="ll-text-sm">
            <strong>
              {status.scansUsed} / {total === null ? '∞' : total}
            </strong>{' '}
            scans used this {paid ? 'billing period' : 'month'}
          </p>
          {total !== null ? (
            <Progress
              value={total > 0 ? Math.min(100, (status.scansUsed / total) * 100) : 100}
              label="Scans used"
            />
          ) : null}
          {credits > 0 ? (
            <p className="acct-credits">
              <Coins aria-hidden="true" /> {credits} pay-as-you-go{' '}
              {credits === 1 ? 'credit' : 'credits'} · never expire
            </p>
          ) : null}
        </div>
        {status.cancelAtPeriodEnd ? (
          <div className="acct-plan-note acct-plan-note--warn">
            <p className="ll-text-sm">
              Your plan ends{periodEnd ? ` on ${periodEnd}` : ' at the end of this billing period'}.
              After that you are on the Free Plan.
            </p>
            <Button size="sm" variant="outline" disabled={busy} onClick={onResume}>
              Keep My Plan
            </Button>
          </div>
        ) : pendingPlan ? (
          <p className="acct-plan-note ll-text-sm">
            Switching to {pendingPlan.name}
            {periodEnd ? ` on ${periodEnd}` : ' at your next billing cycle'}.
          </p>
        ) : paid && periodEnd ? (
          <p className="ll-muted ll-text-sm">Renews on {periodEnd}.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
