import '../styles/account.css';
import { useSession, useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import {
  cancelSubscription,
  createSubscription,
  queryKeys,
  type Plan,
  type SubscriptionStatus,
} from '@labellens/web-api-client';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cx,
  SpinnerBlock,
} from '@labellens/web-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  Check,
  CircleCheck,
  CreditCard,
  Minus,
  Plus,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '../modules/common/components/PageHeader';
import {
  canCancel,
  clampPaygQuantity,
  formatCents,
  isCurrentPlan,
  PAYG_MIN,
  PAYG_STEP,
  paygPrice,
} from '../modules/subscription/utils/plans';

const FAQ = [
  {
    q: 'When does my monthly scan count reset?',
    a: 'At the start of each billing cycle. Unused monthly scans do not roll over.',
  },
  {
    q: 'Do pay-as-you-go credits expire?',
    a: 'No. Pay-as-you-go scans cost $1 per 10 scans and never expire.',
  },
  {
    q: 'What happens if I cancel?',
    a: 'Cancellation takes effect at the end of the current billing period. There are no refunds for partial months or unused scans; a 30-day money-back guarantee applies to your first payment.',
  },
  {
    q: 'When do plan changes take effect?',
    a: 'From the next billing cycle.',
  },
];

type Checkout = { kind: 'subscription'; tierCode: string } | { kind: 'payg'; quantity: number };

function CurrentPlan({ status }: { status: SubscriptionStatus | undefined }) {
  if (!status) return null;
  const active = status.subscriptionStatus === 'active' || !status.subscriptionStatus;
  const Icon = active ? CircleCheck : TriangleAlert;
  const total = status.scansRemaining === null ? '∞' : String(status.plan?.maxScansPerMonth ?? 3);
  return (
    <Card raised>
      <CardContent className="acct-current-plan">
        <Icon aria-hidden="true" className={active ? 'acct-status__ok' : 'acct-status__warn'} />
        <div>
          <p className="acct-subheading">Current plan</p>
          <p className="acct-user__name">{status.plan?.name || 'Free Plan'}</p>
          <p className="ll-muted ll-text-sm">
            {status.scansUsed} / {total} scans used · {status.subscriptionStatus ?? 'active'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** /subscription: plans view with current plan, plan cards, pay-as-you-go and FAQ (spec 02). */
export default function SubscriptionPage() {
  const session = useSession();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const enabled = session.isAuthenticated;
  const plans = useQuery<Plan[]>({ queryKey: [queryKeys.subscriptionPlans], enabled });
  const status = useQuery<SubscriptionStatus>({
    queryKey: [queryKeys.subscriptionStatus],
    enabled,
  });
  const [quantity, setQuantity] = useState(PAYG_MIN);
  const [busy, setBusy] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);

  const error = plans.error ?? status.error;
  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  const refreshStatus = () =>
    queryClient.invalidateQueries({ queryKey: [queryKeys.subscriptionStatus] });

  const choose = async (plan: Plan) => {
    setBusy(plan.tierCode);
    try {
      const answer = await createSubscription(plan.tierCode);
      if (answer.clientSecret) {
        setCheckout({ kind: 'subscription', tierCode: plan.tierCode });
      } else {
        toast.success(answer.message || `Your plan is now ${plan.name}.`);
        await refreshStatus();
      }
    } catch (e) {
      if (!handleError(e)) {
        toast({
          title: 'Subscription Error',
          description: e instanceof Error ? e.message : String(e),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  };

  // No payment intent is created: the embedded card form is not part of this build yet, and an
  // intent that can never be confirmed would only leave a pending payment behind.
  const buyScans = () => setCheckout({ kind: 'payg', quantity });

  const cancel = async () => {
    setBusy('cancel');
    try {
      await cancelSubscription();
      toast.success('Your subscription will end at the end of the current billing period.');
      await refreshStatus();
    } catch (e) {
      if (!handleError(e)) {
        toast({
          title: 'Cancellation Error',
          description: e instanceof Error ? e.message : String(e),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  };

  if (checkout) {
    return (
      <div data-remote="account" data-page="subscription-checkout">
        <PageHeader title="Checkout" />
        <main className="ll-app-content">
          <Card>
            <CardContent className="ll-stack">
              <CreditCard aria-hidden="true" className="acct-status__ok" />
              <h2 className="acct-user__name">Payment form</h2>
              <p className="ll-muted">
                Card payment is not available in this version of the app yet, so this{' '}
                {checkout.kind === 'payg'
                  ? `purchase of ${checkout.quantity} scans`
                  : 'plan change'}{' '}
                was not completed and you have not been charged.
              </p>
              <Button variant="outline" onClick={() => setCheckout(null)}>
                <ArrowLeft aria-hidden="true" /> Back to Plans
              </Button>
            </CardContent>
          </Card>
        </main>
      </div>
    );
  }

  if (session.isLoading || plans.isLoading) return <SpinnerBlock fullScreen />;
  const monthlyPlans = (plans.data ?? []).filter((p) => p.tierCode !== 'payg');

  return (
    <div data-remote="account" data-page="subscription">
      <PageHeader title="Plans" />
      <main className="ll-app-content">
        <CurrentPlan status={status.data} />
        {canCancel(status.data) ? (
          <Button variant="outline" disabled={busy !== null} onClick={() => void cancel()}>
            {busy === 'cancel' ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        ) : null}

        {plans.isError ? (
          <Alert tone="danger" title="Plans could not be loaded">
            Please try again later.
          </Alert>
        ) : (
          <ul className="acct-plans">
            {monthlyPlans.map((plan) => {
              const current = isCurrentPlan(plan, status.data);
              const popular = plan.tierCode === 'basic';
              return (
                <li
                  key={plan.id}
                  className={cx('ll-card acct-plan', popular && 'acct-plan--popular')}
                >
                  <div className="ll-row ll-row--between">
                    <p className="acct-user__name">{plan.name}</p>
                    {popular ? <Badge>Most Popular</Badge> : null}
                  </div>
                  <p className="acct-plan__price">
                    {formatCents(plan.price)}
                    <span className="ll-muted ll-text-sm">
                      {plan.interval === 'monthly' ? '/month' : ''}
                    </span>
                  </p>
                  <p className="ll-text-sm">
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
                    variant={current ? 'secondary' : 'primary'}
                    disabled={current || plan.tierCode === 'free' || busy !== null}
                    onClick={() => void choose(plan)}
                  >
                    {current
                      ? 'Current Plan'
                      : plan.tierCode === 'free'
                        ? 'Free'
                        : busy === plan.tierCode
                          ? 'Please wait...'
                          : `Choose ${plan.name}`}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}

        <Card>
          <CardHeader>
            <CardTitle>Pay-as-you-go</CardTitle>
          </CardHeader>
          <CardContent className="ll-stack">
            <p className="ll-muted ll-text-sm">$1 per 10 scans. Credits never expire.</p>
            <div className="acct-qty">
              <Button
                variant="outline"
                size="icon"
                aria-label="Fewer scans"
                onClick={() => setQuantity((q) => clampPaygQuantity(q - PAYG_STEP))}
              >
                <Minus aria-hidden="true" />
              </Button>
              <output className="acct-qty__value" aria-live="polite">
                {quantity} scans
              </output>
              <Button
                variant="outline"
                size="icon"
                aria-label="More scans"
                onClick={() => setQuantity((q) => clampPaygQuantity(q + PAYG_STEP))}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
            <Button variant="brand" block disabled={busy !== null} onClick={buyScans}>
              {busy === 'payg'
                ? 'Please wait...'
                : `Buy ${quantity} scans for ${paygPrice(quantity)}`}
            </Button>
          </CardContent>
        </Card>

        <section className="ll-stack ll-stack--sm">
          <h2 className="acct-section-title">Frequently asked questions</h2>
          <Accordion type="single" collapsible>
            {FAQ.map((item) => (
              <AccordionItem key={item.q} value={item.q}>
                <AccordionTrigger>{item.q}</AccordionTrigger>
                <AccordionContent>{item.a}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      </main>
    </div>
  );
}
