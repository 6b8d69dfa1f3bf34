import {
  serverMessage,
  type ActivateSubscriptionResponse,
  type Plan,
  type ProcessPaygPaymentResponse,
} from '@labellens/web-api-client';
import { formatCents, paygPrice } from './plans';

/** What the user is paying for. */
export type Purchase = { kind: 'subscription'; plan: Plan } | { kind: 'payg'; quantity: number };

/** A purchase whose intent the server has created: the payment form confirms `clientSecret`. */
export interface CheckoutSession {
  purchase: Purchase;
  clientSecret: string;
  /** Cents the server will charge, when it said so. */
  amountCents?: number | null;
}

export type IntentKind = 'setup' | 'payment';

/** Setup intents (card saved now, charged at renewal) have secrets starting with `seti_`. */
export function intentKindOf(clientSecret: string): IntentKind {
  return clientSecret.startsWith('seti_') ? 'setup' : 'payment';
}

/** The intent id is the client secret up to `_secret_` (pi_… or seti_…). */
export function intentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}

/** The in-app test provider's secrets; Stripe.js can never confirm these. */
export function isLocalClientSecret(clientSecret: string): boolean {
  return /^(pi|seti)_local_/.test(clientSecret);
}

/** Outcome of confirming with the payment provider (Stripe.js or the local test provider). */
export type ConfirmOutcome =
  | { status: 'succeeded'; intentId: string }
  /** The provider refused (declined card, invalid details); `message` is the provider's text. */
  | { status: 'failed'; message: string };

export interface CheckoutNotice {
  title: string;
  description: string;
  variant?: 'destructive';
}

export interface CheckoutResult {
  /** true once money moved or a card was saved: return to plans and refresh the status. */
  done: boolean;
  notice: CheckoutNotice;
  /** The unexpected error behind a notice, for the session-expiry check. */
  error?: unknown;
}

export interface CheckoutApi {
  activateSubscription: (
    body: { setupIntentId: string } | { paymentIntentId: string },
  ) => Promise<ActivateSubscriptionResponse>;
  processPaygPayment: (paymentIntentId: string) => Promise<ProcessPaygPaymentResponse>;
}

/** The server's message, else the error's own text. */
export function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/** Headline figures of the checkout summary. */
export function checkoutSummary(session: CheckoutSession): {
  title: string;
  detail: string;
  amount: string;
  payLabel: string;
} {
  const { purchase } = session;
  if (purchase.kind === 'payg') {
    const amount =
      session.amountCents != null ? formatCents(session.amountCents) : paygPrice(purchase.quantity);
    return {
      title: `${purchase.quantity} pay-as-you-go scans`,
      detail: 'One-time payment. Credits never expire.',
      amount,
      payLabel: `Pay ${amount}`,
    };
  }
  const { plan } = purchase;
  if (intentKindOf(session.clientSecret) === 'setup') {
    return {
      title: plan.name,
      detail: `No charge today: your card is saved, and ${formatCents(plan.price)}/month starts with your next billing cycle, when the switch takes effect.`,
      amount: `${formatCents(0)} today`,
      payLabel: 'Save Card',
    };
  }
  const amount = formatCents(session.amountCents ?? plan.price);
  return {
    title: plan.name,
    detail: 'Billed monthly in advance. Cancel anytime; the plan runs to the end of the period.',
    amount: `${amount}/month`,
    payLabel: `Pay ${amount}`,
  };
}

/**
 * Steps 3-4 of the payment flow (spec 02 §4): confirm with the provider, then activate the plan
 * (setupIntentId or paymentIntentId) or process the pay-as-you-go payment. Returns the notice to
 * show and whether to return to the plans view.
 */
export async function runCheckout(
  session: CheckoutSession,
  confirm: () => Promise<ConfirmOutcome>,
  api: CheckoutApi,
): Promise<CheckoutResult> {
  const kind = intentKindOf(session.clientSecret);
  let outcome: ConfirmOutcome;
  try {
    outcome = await confirm();
  } catch (error) {
    return {
      done: false,
      error,
      notice: { title: 'Payment Error', description: errorText(error), variant: 'destructive' },
    };
  }
  if (outcome.status === 'failed') {
    return {
      done: false,
      notice: {
        title: kind === 'setup' ? 'Payment Setup Failed' : 'Payment Failed',
        description: outcome.message,
        variant: 'destructive',
      },
    };
  }

  const { purchase } = session;
  if (purchase.kind === 'payg') {
    try {
      const answer = await api.processPaygPayment(outcome.intentId);
      return {
        done: true,
        notice: {
          title: 'Payment Successful',
          description: `${answer.scansGranted} scans have been added to your account.`,
        },
      };
    } catch (error) {
      return {
        done: true,
        error,
        notice: {
          title: 'Processing Error',
          description: errorText(error),
          variant: 'destructive',
        },
      };
    }
  }

  try {
    const answer = await api.activateSubscription(
      kind === 'setup'
        ? { setupIntentId: outcome.intentId }
        : { paymentIntentId: outcome.intentId },
    );
    return {
      done: true,
      notice: {
        title: kind === 'setup' ? 'Plan Change Scheduled' : 'Subscription Activated',
        description:
          answer.message ||
          (kind === 'setup'
            ? `${purchase.plan.name} starts with your next billing cycle.`
            : `You are now on the ${purchase.plan.name}.`),
      },
    };
  } catch (error) {
    // The provider has the money or the card; the server's own provider event finishes the job.
    return {
      done: true,
      error,
      notice:
        kind === 'setup'
          ? {
              title: 'Setup Complete',
              description: 'Your card has been saved. Your plan will be activated shortly.',
            }
          : {
              title: 'Payment Processed',
              description:
                'Your payment was successful. Your plan will be activated shortly; please refresh the page if it does not update.',
            },
    };
  }
}
