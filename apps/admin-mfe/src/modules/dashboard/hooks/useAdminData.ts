import {
  ADMIN_QUERY_PREFIX,
  AdminSessionExpiredError,
  getAdminAnalytics,
  getAdminPayments,
  getAdminScans,
  getAdminUsers,
} from '@labellens/web-api-client';
import { useQuery } from '@tanstack/react-query';
import { ANALYTICS_REFRESH_MS } from '../utils/format';

/**
 * The four admin reads. Analytics polls every 30 s (spec 02 §9); the lists poll with it so new rows
 * appear in the same refresh. Disabled until the guard passes.
 */
export function useAdminData(enabled: boolean) {
  const polled = <T>(name: string, queryFn: () => Promise<T>) => ({
    queryKey: [ADMIN_QUERY_PREFIX, name],
    queryFn,
    refetchInterval: ANALYTICS_REFRESH_MS,
    enabled,
  });
  const analytics = useQuery(polled('analytics', getAdminAnalytics));
  const users = useQuery(polled('users', getAdminUsers));
  const scans = useQuery(polled('scans', getAdminScans));
  const payments = useQuery(polled('payments', getAdminPayments));
  const sessionExpired = [analytics, users, scans, payments].some(
    (q) => q.error instanceof AdminSessionExpiredError,
  );
  return { analytics, users, scans, payments, sessionExpired };
}
