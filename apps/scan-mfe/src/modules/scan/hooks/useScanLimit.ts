import { useToast } from '@labellens/shell-contract';
import type { SubscriptionStatus } from '@labellens/web-api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Later } from '@labellens/web-ui';

/** Delay of spec 01 §9. */
const SUBSCRIPTION_REDIRECT_MS = 2000;

/** Whether the plan allows another scan, and what the page does when it does not. */
export function useScanLimit(status: SubscriptionStatus | undefined, later: Later) {
  const { toast } = useToast();
  const navigate = useNavigate();

  const canScan = status ? status.canScan : true;

  const blockScan = useCallback(() => {
    const total = status?.scansRemaining ?? 0;
    if (status && status.subscriptionTier !== 'free' && total <= 0) {
      toast({
        title: 'No Scans Available',
        description: 'You need to purchase scans to continue. Redirecting to subscription page...',
        variant: 'destructive',
      });
      later(() => {
        void navigate('/subscription');
      }, SUBSCRIPTION_REDIRECT_MS);
      return;
    }
    toast({
      title: 'Scan Limit Reached',
      description:
        "You've used all your available scans. Please upgrade your subscription to continue.",
      variant: 'destructive',
    });
  }, [status, toast, later, navigate]);

  return { canScan, blockScan };
}
