import { useSession, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { queryKeys, type ScanHistoryItem } from '@labellens/web-api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isNetworkFailure } from '../../offline/device-scan';
import { useOnline } from '../../offline/useOnline';

/**
 * GET /api/scan-history, only once signed in; a 401 triggers the login redirect. `offline`: the
 * browser is offline or the list could not be fetched for want of a network (issue 17); when the
 * browser comes back online, a list that failed is fetched again by itself.
 */
export function useScanHistory() {
  const session = useSession();
  const online = useOnline();
  const { handleError } = useUnauthorizedRedirect();
  const query = useQuery<ScanHistoryItem[]>({
    queryKey: [queryKeys.scanHistory],
    enabled: session.isAuthenticated,
  });
  useEffect(() => {
    if (query.error) handleError(query.error);
  }, [query.error, handleError]);
  const wasOnline = useRef(online);
  const { isError, refetch } = query;
  useEffect(() => {
    const reconnected = online && !wasOnline.current;
    wasOnline.current = online;
    if (reconnected && isError) void refetch({ cancelRefetch: false });
  }, [online, isError, refetch]);
  const offline = !online || (query.isError && isNetworkFailure(query.error));
  return { session, query, offline, online };
}
