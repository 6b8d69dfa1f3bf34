import { SpinnerBlock } from '@labellens/web-ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RemotePage } from '../remotes/remote-pages';
import { REMOTE_SCREENS, type RemoteScreenTarget } from '../remotes/remote-screens';
import type { ScreenId } from '../routing/route-decision';

/**
 * Each shell page is its own chunk, fetched when its route is shown: the scan page (a remote)
 * does not load the landing page, nor the landing page the legal texts. Chunks named `page-*`
 * are one route's; scripts/check-web-budgets.js counts only the page's own.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

const loadLanding = () =>
  import(/* webpackChunkName: "page-landing" */ '../pages/landing/LandingPage');
const LandingPage = lazyPage(loadLanding, (m) => m.LandingPage);

/**
 * Starts fetching the chunk of the first screen as soon as the route is known, before React
 * renders (the landing page: the one shell page whose chunk is on a budgeted critical path).
 */
export function preloadShellScreen(screen: ScreenId): void {
  if (screen === 'landing') loadLanding().catch(() => undefined);
}
const HelpPage = lazyPage(
  () => import(/* webpackChunkName: "page-help" */ '../pages/help/HelpPage'),
  (m) => m.HelpPage,
);
const ContactPage = lazyPage(
  () => import(/* webpackChunkName: "page-help-contact" */ '../pages/help/ContactPage'),
  (m) => m.ContactPage,
);
const PrivacyPage = lazyPage(
  () => import(/* webpackChunkName: "page-privacy" */ '../pages/legal/PrivacyPage'),
  (m) => m.PrivacyPage,
);
const TermsPage = lazyPage(
  () => import(/* webpackChunkName: "page-terms" */ '../pages/legal/TermsPage'),
  (m) => m.TermsPage,
);
const SecurityPage = lazyPage(
  () => import(/* webpackChunkName: "page-security" */ '../pages/legal/SecurityPage'),
  (m) => m.SecurityPage,
);
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "page-not-found" */ '../pages/system/NotFoundPage'),
  (m) => m.NotFoundPage,
);

function ShellPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<SpinnerBlock text="Loading..." fullScreen />}>
      <Page />
    </Suspense>
  );
}

function remotePage(target: RemoteScreenTarget): ReactNode {
  switch (target.remote) {
    case 'scan':
      return <RemotePage remote="scan" exposed={target.exposed} />;
    case 'account':
      return <RemotePage remote="account" exposed={target.exposed} />;
    case 'admin':
      return <RemotePage remote="admin" exposed={target.exposed} />;
  }
}

/** Public pages belong to the shell; signed-in and admin pages come from the remotes. */
export function renderScreen(screen: Exclude<ScreenId, 'loading'>): ReactNode {
  switch (screen) {
    case 'landing':
      return <ShellPage page={LandingPage} />;
    case 'help':
      return <ShellPage page={HelpPage} />;
    case 'helpContact':
      return <ShellPage page={ContactPage} />;
    case 'privacy':
      return <ShellPage page={PrivacyPage} />;
    case 'terms':
      return <ShellPage page={TermsPage} />;
    case 'security':
      return <ShellPage page={SecurityPage} />;
    case 'notFound':
      return <ShellPage page={NotFoundPage} />;
    case 'scan':
    case 'history':
    case 'scanDetail':
    case 'shoppingList':
    case 'auth':
    case 'authCallback':
    case 'profileSetup':
    case 'profile':
    case 'settings':
    case 'subscription':
    case 'emailVerification':
    case 'emailAction':
    case 'passwordReset':
    case 'mfaSetup':
    case 'adminLogin':
    case 'adminDashboard':
      return remotePage(REMOTE_SCREENS[screen]);
  }
}
