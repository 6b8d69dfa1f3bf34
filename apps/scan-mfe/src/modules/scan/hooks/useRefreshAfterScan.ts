import { queryKeys } from '@labellens/web-api-client';
import { useQueryClient } from '@tanstack/react-query';

/** A saved scan used one of the plan's scans and joined the history: both are fetched again. */
export function useRefreshAfterScan() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [queryKeys.subscriptionStatus] }),
      queryClient.invalidateQueries({ queryKey: [queryKeys.scanHistory] }),
    ]);
  };
}
