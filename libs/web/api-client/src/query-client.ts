import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from './http';

/** Data reads per spec 01 §7/§9: keyed by path, never retried, never refetched on their own. */
export const QUERY_CLIENT_DEFAULTS: DefaultOptions = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
};

/** The one QueryClient of the app; created by the shell and shared with every remote. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
}
