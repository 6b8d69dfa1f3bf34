import { loadRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@labellens/mf-config';
import { queryKeys, type CurrentUser } from '@labellens/web-api-client';
import type { QueryClient } from '@tanstack/react-query';

/** One answer fetched by the inline script of index.html; null when the request failed. */
export interface BootAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/** What the inline script of index.html leaves on window: both requests, started at parse time. */
export interface BootPrefetch {
  session?: Promise<BootAnswer | null>;
  config?: Promise<BootAnswer | null>;
}

declare global {
  interface Window {
    __LL_BOOT__?: BootPrefetch;
  }
}

/** Takes the prefetched requests (once: a later start, e.g. in tests, fetches for itself). */
export function takeBootPrefetch(win: Window = window): BootPrefetch {
  const boot = win.__LL_BOOT__ ?? {};
  delete win.__LL_BOOT__;
  return boot;
}

/** The runtime config from the prefetched answer, else fetched as before. */
export async function bootRuntimeConfig(boot: BootPrefetch): Promise<RuntimeConfig> {
  const answer = await boot.config?.catch(() => null);
  if (answer?.ok) return parseRuntimeConfig(answer.body);
  return loadRuntimeConfig();
}

/**
 * Puts the prefetched GET /api/auth/user answer into the query cache under the key useSession
 * reads, with useSession's meaning: 200 is the user, 401 is signed out. Any other answer (or
 * none) is left out, and useSession makes the request itself.
 * @returns the user (null when signed out), or undefined when nothing was seeded
 */
export async function seedSession(
  boot: BootPrefetch,
  queryClient: QueryClient,
): Promise<CurrentUser | null | undefined> {
  const answer = await boot.session?.catch(() => null);
  if (!answer) return undefined;
  let user: CurrentUser | null;
  if (answer.status === 401) user = null;
  else if (answer.ok) user = answer.body as CurrentUser | null;
  else return undefined;
  queryClient.setQueryData<CurrentUser | null>([queryKeys.currentUser], user);
  return user;
}
