import { Alert, Button, Spinner } from '@labellens/web-ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import { Lock, TriangleAlert } from 'lucide-react';
import { useMemo, useState, type SubmitEvent } from 'react';
import type { ConfirmOutcome, IntentKind } from '../utils/checkout';
import { stripeFor } from '../utils/stripe-loader';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  intentKind: IntentKind;
  payLabel: string;
  pending: boolean;
  onSubmit: (confirm: () => Promise<ConfirmOutcome>) => void;
}

/** Stripe Elements lives in an iframe, so the design tokens are read and handed over as values. */
function elementStyle(): StripeCardElementOptions['style'] {
  const css = getComputedStyle(document.documentElement);
  const token = (name: string) => css.getPropertyValue(name).trim() || undefined;
  return {
    base: {
      color: token('--ll-color-text'),
      fontFamily: token('--ll-font-sans'),
      fontSize: '16px',
      '::placeholder': { color: token('--ll-color-text-muted') },
    },
    invalid: { color: token('--ll-color-danger'), iconColor: token('--ll-color-danger') },
  };
}

// Cards that succeed or are in flight both go on to activation; the server decides if it is paid.
const CONFIRMED = new Set(['succeeded', 'processing']);

function CardForm({ clientSecret, intentKind, payLabel, pending, onSubmit }: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const options = useMemo<StripeCardElementOptions>(
    () => ({ style: elementStyle(), hidePostalCode: false }),
    [],
  );

  const confirm = async (): Promise<ConfirmOutcome> => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new Error('The payment form is not ready yet.');
    const result =
      intentKind === 'setup'
        ? await stripe.confirmCardSetup(clientSecret, { payment_method: { card } })
        : await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    if (result.error) {
      return {
        status: 'failed',
        message: result.error.message ?? 'Your card could not be confirmed.',
      };
    }
    const intent = 'setupIntent' in result ? result.setupIntent : result.paymentIntent;
    if (!CONFIRMED.has(intent.status)) {
      return { status: 'failed', message: `The payment was not completed (${intent.status}).` };
    }
    return { status: 'succeeded', intentId: intent.id };
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(confirm);
  };

  return (
    <form className="ll-stack" onSubmit={submit} aria-label="Card details">
      <div className="ll-field">
        <span className="ll-label">Card details</span>
        <div className="acct-stripe-card" data-ready={ready}>
          <CardElement
            options={options}
            onReady={() => {
              setReady(true);
            }}
            onChange={(e) => {
              setFieldError(e.error?.message ?? null);
            }}
          />
          {!ready ? <Spinner size="sm" /> : null}
        </div>
        {fieldError ? (
          <p className="ll-field__error" role="alert">
            {fieldError}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="brand" size="lg" block disabled={pending || !stripe || !ready}>
        <Lock aria-hidden="true" /> {pending ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}

/** Stripe Elements card form, used when the runtime config carries a publishable key. */
export default function StripeCardForm(props: StripeCardFormProps) {
  const [loadFailed, setLoadFailed] = useState(false);
  const stripe = useMemo(
    () =>
      stripeFor(props.publishableKey).catch(() => {
        setLoadFailed(true);
        return null;
      }),
    [props.publishableKey],
  );
  if (loadFailed) {
    return (
      <Alert
        tone="danger"
        icon={<TriangleAlert aria-hidden="true" />}
        title="The payment form could not be loaded"
      >
        Check your connection, go back to plans and try again.
      </Alert>
    );
  }
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} />
    </Elements>
  );
}
