import { queryKeys, type ScanComparison } from '@labellens/web-api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/scan/{id}/compare: the best-rated product of the same type in the person's own
 * history. A failure only hides the comparison; it never blocks the results.
 */
export function useScanComparison(scanId: string) {
  const query = useQuery<ScanComparison>({
    queryKey: [scanId ? queryKeys.scanComparison(scanId) : ''],
    enabled: Boolean(scanId),
  });
  return query.data?.comparison ?? null;
}
