import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import {
  activateSubscription,
  isUnauthorizedError,
  processPaygPayment,
  queryKeys,
} from '@labellens/web-api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { runCheckout, type CheckoutSession, type ConfirmOutcome } from '../utils/checkout';

const API = { activateSubscription, processPaygPayment };

/**
 * Confirms the session's intent through the given provider call, activates or processes it,
 * shows the outcome and, once something was paid or saved, refreshes the subscription status
 * (shared query key, so the scan page's usage banner updates too) and returns to plans.
 */
export function useCheckout(session: CheckoutSession, onDone: () => void) {
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    async (confirm: () => Promise<ConfirmOutcome>) => {
      setPending(true);
      try {
        const result = await runCheckout(session, confirm, API);
        if (result.error && isUnauthorizedError(result.error)) {
          handleError(result.error);
          return;
        }
        toast(result.notice);
        if (result.done) {
          await queryClient.invalidateQueries({ queryKey: [queryKeys.subscriptionStatus] });
          onDone();
        }
      } finally {
        setPending(false);
      }
    },
    [session, toast, handleError, queryClient, onDone],
  );

  return { pending, submit };
}
