import type { ReactNode } from 'react';
import { LandingPage } from '../pages/landing/LandingPage';
import { HelpPage } from '../pages/help/HelpPage';
import { ContactPage } from '../pages/help/ContactPage';
import { PrivacyPage } from '../pages/legal/PrivacyPage';
import { TermsPage } from '../pages/legal/TermsPage';
import { SecurityPage } from '../pages/legal/SecurityPage';
import { NotFoundPage } from '../pages/system/NotFoundPage';
import { RemotePage } from '../remotes/remote-pages';
import type { ScreenId } from '../routing/route-decision';

/** Public pages belong to the shell; signed-in and admin pages come from the remotes. */
export function renderScreen(screen: Exclude<ScreenId, 'loading'>): ReactNode {
  switch (screen) {
    case 'landing':
      return <LandingPage />;
    case 'help':
      return <HelpPage />;
    case 'helpContact':
      return <ContactPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'terms':
      return <TermsPage />;
    case 'security':
      return <SecurityPage />;
    case 'notFound':
      return <NotFoundPage />;
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
