import { useUnauthorizedRedirect } from '@labellens/shell-contract';
import { ApiError, queryKeys, type ScanDetail } from '@labellens/web-api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** GET /api/scan/{id}. 404/403 (or 400) means "Scan Not Found". */
export function useScanDetail(id: string | undefined, enabled: boolean) {
  const { handleError } = useUnauthorizedRedirect();
  const key = id ? queryKeys.scan(id) : '';
  const query = useQuery<ScanDetail>({
    queryKey: [key],
    enabled: enabled && Boolean(id),
  });
  useEffect(() => {
    if (query.error) handleError(query.error);
  }, [query.error, handleError]);
  const notFound =
    !id || (query.error instanceof ApiError && [400, 403, 404].includes(query.error.status));
  return { query, key, notFound };
}
