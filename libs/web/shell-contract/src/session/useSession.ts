import { getQueryFn, queryKeys, type CurrentUser } from '@labellens/web-api-client';
import { useQuery } from '@tanstack/react-query';
import { hasProfile } from './user-state';

export interface Session {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  hasProfile: boolean;
}

/**
 * The signed-in user from GET /api/auth/user. A 401 means signed out (null), and the call is
 * never retried (spec 01 §4). Shell and remotes share the cached answer through the one
 * QueryClient.
 */
export function useSession(): Session {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: [queryKeys.currentUser],
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = data ?? null;
  return {
    user,
    isLoading,
    isAuthenticated: Boolean(user),
    hasProfile: hasProfile(user),
  };
}
