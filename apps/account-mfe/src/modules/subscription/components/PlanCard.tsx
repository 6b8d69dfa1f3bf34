import type { Plan } from '@labellens/web-api-client';
import { Badge, Button, cx } from '@labellens/web-ui';
import { Check } from 'lucide-react';
import { formatCents } from '../utils/plans';

export interface PlanCardProps {
  plan: Plan;
  /** Tier matches and status is active or trialing: the button is disabled. */
  current: boolean;
  /** Chosen for the next billing cycle already. */
  scheduled: boolean;
  busy: boolean;
  pending: boolean;
  onChoose: (plan: Plan) => void;
}

function buttonLabel({ plan, current, scheduled, pending }: PlanCardProps): string {
  if (current) return 'Current Plan';
  if (plan.tierCode === 'free') return 'Free';
  if (scheduled) return 'Starts Next Cycle';
  if (pending) return 'Please wait...';
  return `Choose ${plan.name}`;
}

/** One monthly plan; the free plan cannot be selected. */
export function PlanCard(props: PlanCardProps) {
  const { plan, current, scheduled, busy, onChoose } = props;
  const { popular } = plan;
  return (
    <li
      className={cx(
        'll-card ll-stack ll-stack--sm acct-plan',
        popular && 'acct-plan--popular',
        current && 'is-current',
      )}
      data-testid="plan-card"
      data-tier={plan.tierCode}
    >
      <div className="ll-row ll-row--between">
        <p className="acct-user__name">{plan.name}</p>
        {popular ? (
          <Badge>Most Popular</Badge>
        ) : current ? (
          <Badge variant="success">Yours</Badge>
        ) : null}
      </div>
      <p className="acct-plan__price">
        {formatCents(plan.price)}
        <span className="ll-muted ll-text-sm">{plan.interval === 'monthly' ? '/month' : ''}</span>
      </p>
      <p className="ll-text-sm acct-plan__scans">
        {plan.maxScansPerMonth === null
          ? 'Unlimited scans'
          : `${plan.maxScansPerMonth} scans per month`}
      </p>
      <ul className="acct-plan__features">
        {plan.features.map((f) => (
          <li key={f}>
            <Check aria-hidden="true" /> {f}
          </li>
        ))}
      </ul>
      <Button
        block
        variant={current || plan.tierCode === 'free' ? 'secondary' : popular ? 'brand' : 'primary'}
        disabled={current || scheduled || plan.tierCode === 'free' || busy}
        onClick={() => {
          onChoose(plan);
        }}
      >
        {buttonLabel(props)}
      </Button>
    </li>
  );
}
