import { preloadRemotePage } from '@labellens/mf-config';
import { userStateOf } from '@labellens/shell-contract';
import type { CurrentUser } from '@labellens/web-api-client';
import { preloadShellScreen } from '../app/screens';
import { remoteScreenOf } from '../remotes/remote-screens';
import { decideRoute } from '../routing/route-decision';

/**
 * With the session known before the first render, starts loading the first screen's code at
 * once: the shell page's chunk, or the remote page's entry and chunks (in parallel, instead of
 * manifest, then entry and chunks once React asks for them).
 */
export function preloadFirstScreen(pathname: string, user: CurrentUser | null): void {
  const { screen } = decideRoute(pathname, userStateOf(false, user));
  const target = remoteScreenOf(screen);
  if (!target) {
    preloadShellScreen(screen);
    return;
  }
  switch (target.remote) {
    case 'scan':
      preloadRemotePage('scan', target.exposed);
      break;
    case 'account':
      preloadRemotePage('account', target.exposed);
      break;
    case 'admin':
      preloadRemotePage('admin', target.exposed);
      break;
  }
}
