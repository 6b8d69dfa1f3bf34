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
  const analytics = useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, 'analytics'],
    queryFn: getAdminAnalytics,
    refetchInterval: ANALYTICS_REFRESH_MS,
    enabled,
  });
  const users = useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, 'users'],
    queryFn: getAdminUsers,
    refetchInterval: ANALYTICS_REFRESH_MS,
    enabled,
  });
  const scans = useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, 'scans'],
    queryFn: getAdminScans,
    refetchInterval: ANALYTICS_REFRESH_MS,
    enabled,
  });
  const payments = useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, 'payments'],
    queryFn: getAdminPayments,
    refetchInterval: ANALYTICS_REFRESH_MS,
    enabled,
  });
  const sessionExpired = [analytics, users, scans, payments].some(
    (q) => q.error instanceof AdminSessionExpiredError,
  );
  return { analytics, users, scans, payments, sessionExpired };
}
