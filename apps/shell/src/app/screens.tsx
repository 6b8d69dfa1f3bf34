import { SpinnerBlock } from '@labellens/web-ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RemotePage } from '../remotes/remote-pages';
import type { ScreenId } from '../routing/route-decision';

/**
 * Each shell page is its own chunk, fetched when its route is shown: the scan page (a remote)
 * does not load the landing page, nor the landing page the legal texts. Chunks named `page-*`
 * are one route's; scripts/check-web-budgets.js counts only the page's own.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

const LandingPage = lazyPage(
  () => import(/* webpackChunkName: "page-landing" */ '../pages/landing/LandingPage'),
  (m) => m.LandingPage,
);
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
      return <RemotePage remote="scan" exposed="./ScanPage" />;
    case 'history':
      return <RemotePage remote="scan" exposed="./HistoryPage" />;
    case 'scanDetail':
      return <RemotePage remote="scan" exposed="./ScanDetailPage" />;
    case 'shoppingList':
      return <RemotePage remote="scan" exposed="./ShoppingListPage" />;
    case 'auth':
      return <RemotePage remote="account" exposed="./AuthPage" />;
    case 'authCallback':
      return <RemotePage remote="account" exposed="./AuthCallbackPage" />;
    case 'profileSetup':
      return <RemotePage remote="account" exposed="./ProfileSetupPage" />;
    case 'profile':
      return <RemotePage remote="account" exposed="./ProfilePage" />;
    case 'settings':
      return <RemotePage remote="account" exposed="./SettingsPage" />;
    case 'subscription':
      return <RemotePage remote="account" exposed="./SubscriptionPage" />;
    case 'emailVerification':
      return <RemotePage remote="account" exposed="./EmailVerificationPage" />;
    case 'emailAction':
      return <RemotePage remote="account" exposed="./EmailActionPage" />;
    case 'passwordReset':
      return <RemotePage remote="account" exposed="./PasswordResetPage" />;
    case 'mfaSetup':
      return <RemotePage remote="account" exposed="./MfaSetupPage" />;
    case 'adminLogin':
      return <RemotePage remote="admin" exposed="./AdminLoginPage" />;
    case 'adminDashboard':
      return <RemotePage remote="admin" exposed="./AdminDashboardPage" />;
  }
}
