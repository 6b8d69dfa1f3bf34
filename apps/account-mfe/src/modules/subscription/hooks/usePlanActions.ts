import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import {
  cancelSubscription,
  createPaygPayment,
  createSubscription,
  queryKeys,
  type Plan,
} from '@labellens/web-api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorText, type CheckoutSession } from '../utils/checkout';

/** Which action is running: a tier code, 'payg', 'cancel' or 'resume'. */
export type BusyAction = string | null;

/**
 * Steps 1-2 of the payment flow (spec 02 §4) and cancellation: ask the server for a client
 * secret and open checkout, or apply a change that needs no payment and say so.
 */
export function usePlanActions(openCheckout: (session: CheckoutSession) => void) {
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<BusyAction>(null);

  const refreshStatus = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [queryKeys.subscriptionStatus] }),
    [queryClient],
  );

  const run = useCallback(
    async (action: string, errorTitle: string, work: () => Promise<void>) => {
      setBusy(action);
      try {
        await work();
      } catch (error) {
        if (!handleError(error)) {
          toast({ title: errorTitle, description: errorText(error), variant: 'destructive' });
        }
      } finally {
        setBusy(null);
      }
    },
    [handleError, toast],
  );

  const choosePlan = (plan: Plan) =>
    run(plan.tierCode, 'Subscription Error', async () => {
      const answer = await createSubscription(plan.tierCode);
      if ('clientSecret' in answer) {
        openCheckout({
          purchase: { kind: 'subscription', plan },
          clientSecret: answer.clientSecret,
        });
        return;
      }
      // Nothing to pay (free plan, same plan, undoing a cancellation): the server already did it.
      toast({
        title: 'Plan Updated',
        description: answer.message || `Your plan is now ${plan.name}.`,
      });
      await refreshStatus();
    });

  const buyScans = (quantity: number) =>
    run('payg', 'Payment Error', async () => {
      const answer = await createPaygPayment(quantity);
      openCheckout({
        purchase: { kind: 'payg', quantity },
        clientSecret: answer.clientSecret,
        amountCents: answer.amount,
      });
    });

  const cancel = () =>
    run('cancel', 'Cancellation Error', async () => {
      const answer = await cancelSubscription();
      toast({
        title: 'Subscription Canceled',
        description:
          answer.message || 'Your plan stays active until the end of the current billing period.',
      });
      await refreshStatus();
    });

  const resume = (tierCode: string) =>
    run('resume', 'Subscription Error', async () => {
      const answer = await createSubscription(tierCode);
      toast({
        title: 'Plan Updated',
        description: ('message' in answer && answer.message) || 'Your plan will continue.',
      });
      await refreshStatus();
    });

  return { busy, choosePlan, buyScans, cancel, resume, refreshStatus };
}
