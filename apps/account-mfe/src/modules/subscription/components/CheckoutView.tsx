import { useShellInfo } from '@labellens/shell-contract';
import { Button, Card, CardContent, SectionCard, SpinnerBlock } from '@labellens/web-ui';
import { ArrowLeft, Coins, CreditCard, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useCheckout } from '../hooks/useCheckout';
import {
  checkoutSummary,
  intentKindOf,
  isLocalClientSecret,
  type CheckoutSession,
} from '../utils/checkout';
import { confirmWithLocalProvider } from '../utils/local-confirm';
import { LocalCardForm } from './LocalCardForm';

// Stripe Elements (and Stripe.js from js.stripe.com) load only when a publishable key is set.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

export interface CheckoutViewProps {
  session: CheckoutSession;
  onBack: () => void;
  onDone: () => void;
}

/** Checkout view of /subscription: order summary, the embedded card form and Back to Plans. */
export function CheckoutView({ session, onBack, onDone }: CheckoutViewProps) {
  const { stripePublishableKey } = useShellInfo();
  const { pending, submit } = useCheckout(session, onDone);
  const summary = checkoutSummary(session);
  const kind = intentKindOf(session.clientSecret);
  const useStripe = Boolean(stripePublishableKey) && !isLocalClientSecret(session.clientSecret);
  const SummaryIcon = session.purchase.kind === 'payg' ? Coins : CreditCard;

  return (
    <>
      <Button variant="ghost" className="acct-back" disabled={pending} onClick={onBack}>
        <ArrowLeft aria-hidden="true" /> Back to Plans
      </Button>

      <Card raised data-testid="checkout-summary">
        <CardContent className="acct-checkout-summary">
          <div className="acct-checkout-summary__head">
            <span className="ll-tile ll-tile--brand ll-tile--raised acct-checkout-summary__icon">
              <SummaryIcon aria-hidden="true" />
            </span>
            <div className="acct-checkout-summary__text">
              <p className="ll-caption acct-subheading">Order summary</p>
              <p className="acct-user__name">{summary.title}</p>
            </div>
            <p className="acct-checkout-summary__amount">{summary.amount}</p>
          </div>
          <p className="ll-muted ll-text-sm">{summary.detail}</p>
        </CardContent>
      </Card>

      <SectionCard
        title={kind === 'setup' ? 'Save your card' : 'Payment details'}
        contentClassName="ll-stack"
      >
        {useStripe && stripePublishableKey ? (
          <Suspense fallback={<SpinnerBlock />}>
            <StripeCardForm
              publishableKey={stripePublishableKey}
              clientSecret={session.clientSecret}
              intentKind={kind}
              payLabel={summary.payLabel}
              pending={pending}
              onSubmit={(confirm) => void submit(confirm)}
            />
          </Suspense>
        ) : (
          <LocalCardForm
            payLabel={summary.payLabel}
            pending={pending}
            onSubmit={(card) =>
              void submit(() => confirmWithLocalProvider(session.clientSecret, card))
            }
          />
        )}
        <p className="ll-row acct-secure-note">
          <ShieldCheck aria-hidden="true" className="ll-inline-icon" />
          Card details go straight to the payment provider; LabelLens never stores your card number.
        </p>
      </SectionCard>
    </>
  );
}
