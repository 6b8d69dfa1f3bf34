import { useSession, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { queryKeys, type ScanHistoryItem } from '@labellens/web-api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** GET /api/scan-history, only once signed in; a 401 triggers the login redirect. */
export function useScanHistory() {
  const session = useSession();
  const { handleError } = useUnauthorizedRedirect();
  const query = useQuery<ScanHistoryItem[]>({
    queryKey: [queryKeys.scanHistory],
    enabled: session.isAuthenticated,
  });
  useEffect(() => {
    if (query.error) handleError(query.error);
  }, [query.error, handleError]);
  return { session, query };
}
