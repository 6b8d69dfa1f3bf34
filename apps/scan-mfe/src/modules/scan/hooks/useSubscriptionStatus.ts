import { useSession, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { queryKeys, type SubscriptionStatus } from '@labellens/web-api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useSubscriptionStatus() {
  const session = useSession();
  const { handleError } = useUnauthorizedRedirect();
  const query = useQuery<SubscriptionStatus>({
    queryKey: [queryKeys.subscriptionStatus],
    enabled: session.isAuthenticated,
  });
  useEffect(() => {
    if (query.error) handleError(query.error);
  }, [query.error, handleError]);
  return query;
}
