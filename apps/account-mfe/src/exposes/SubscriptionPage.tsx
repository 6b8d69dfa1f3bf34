import '../styles/account.css';
import { useSession, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { queryKeys, type Plan, type SubscriptionStatus } from '@labellens/web-api-client';
import { Alert, Button, ConfirmDialog, PageHeader, SpinnerBlock } from '@labellens/web-ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { CheckoutView } from '../modules/subscription/components/CheckoutView';
import { CurrentPlanSummary } from '../modules/subscription/components/CurrentPlanSummary';
import { PaygCard } from '../modules/subscription/components/PaygCard';
import { PlanCard } from '../modules/subscription/components/PlanCard';
import { SubscriptionFaq } from '../modules/subscription/components/SubscriptionFaq';
import { usePlanActions } from '../modules/subscription/hooks/usePlanActions';
import type { CheckoutSession } from '../modules/subscription/utils/checkout';
import {
  canCancel,
  formatPeriodDate,
  isCurrentPlan,
  PAYG_MIN,
} from '../modules/subscription/utils/plans';

/** /subscription: plans view (current plan, plan cards, pay-as-you-go, FAQ) and checkout (spec 02). */
export default function SubscriptionPage() {
  const session = useSession();
  const { handleError } = useUnauthorizedRedirect();
  const enabled = session.isAuthenticated;
  const plans = useQuery<Plan[]>({ queryKey: [queryKeys.subscriptionPlans], enabled });
  const status = useQuery<SubscriptionStatus>({
    queryKey: [queryKeys.subscriptionStatus],
    enabled,
  });
  const [quantity, setQuantity] = useState(PAYG_MIN);
  const [checkout, setCheckout] = useState<CheckoutSession | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const actions = usePlanActions(setCheckout);

  const error = plans.error ?? status.error;
  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  const backToPlans = useCallback(() => {
    setCheckout(null);
    window.scrollTo({ top: 0 });
  }, []);

  if (checkout) {
    return (
      <div data-remote="account" data-page="subscription-checkout">
        <PageHeader title="Checkout" />
        <main className="ll-app-content">
          <CheckoutView session={checkout} onBack={backToPlans} onDone={backToPlans} />
        </main>
      </div>
    );
  }

  if (session.isLoading || plans.isLoading) return <SpinnerBlock fullScreen />;
  const allPlans = plans.data ?? [];
  const monthlyPlans = allPlans.filter((p) => p.tierCode !== 'payg');
  const paygPlan = allPlans.find((p) => p.tierCode === 'payg');
  const busy = actions.busy !== null;
  const periodEnd = formatPeriodDate(status.data?.currentPeriodEnd);

  return (
    <div data-remote="account" data-page="subscription">
      <PageHeader title="Plans" />
      <main className="ll-app-content">
        {status.data ? (
          <CurrentPlanSummary
            status={status.data}
            plans={allPlans}
            busy={busy}
            onResume={() => void actions.resume(status.data.subscriptionTier)}
          />
        ) : null}
        {canCancel(status.data) ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              setConfirmCancel(true);
            }}
          >
            {actions.busy === 'cancel' ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        ) : null}

        {plans.isError ? (
          <Alert tone="danger" title="Plans could not be loaded">
            Please try again later.
          </Alert>
        ) : (
          <ul className="ll-list ll-list--loose acct-plans">
            {monthlyPlans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={isCurrentPlan(plan, status.data)}
                scheduled={status.data?.pendingTierCode === plan.tierCode}
                busy={busy}
                pending={actions.busy === plan.tierCode}
                onChoose={(p) => void actions.choosePlan(p)}
              />
            ))}
          </ul>
        )}

        <PaygCard
          plan={paygPlan}
          quantity={quantity}
          busy={busy}
          pending={actions.busy === 'payg'}
          onQuantityChange={setQuantity}
          onBuy={() => void actions.buyScans(quantity)}
        />

        <SubscriptionFaq />
      </main>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your subscription?"
        description={
          <>
            You keep {status.data?.plan.name ?? 'your plan'} until{' '}
            {periodEnd ?? 'the end of the current billing period'}, then move to the Free Plan.
            Pay-as-you-go credits are kept.
          </>
        }
        cancelLabel="Keep Plan"
        confirmLabel="Cancel Subscription"
        onConfirm={() => {
          setConfirmCancel(false);
          void actions.cancel();
        }}
      />
    </div>
  );
}
