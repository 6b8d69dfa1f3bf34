import '@labellens/web-ui/styles.css';
import { mountStandalone } from '@labellens/shell-contract';
import AuthCallbackPage from './exposes/AuthCallbackPage';
import AuthPage from './exposes/AuthPage';
import EmailActionPage from './exposes/EmailActionPage';
import EmailVerificationPage from './exposes/EmailVerificationPage';
import MfaSetupPage from './exposes/MfaSetupPage';
import PasswordResetPage from './exposes/PasswordResetPage';
import ProfilePage from './exposes/ProfilePage';
import ProfileSetupPage from './exposes/ProfileSetupPage';
import SettingsPage from './exposes/SettingsPage';
import SubscriptionPage from './exposes/SubscriptionPage';

/** Mounts the account remote on its own (rspack serve on port 3102). */
mountStandalone([
  { path: '/auth', element: <AuthPage /> },
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  { path: '/email-verification', element: <EmailVerificationPage /> },
  { path: '/email-action', element: <EmailActionPage /> },
  { path: '/__/auth/action', element: <EmailActionPage /> },
  { path: '/password-reset', element: <PasswordResetPage /> },
  { path: '/profile-setup', element: <ProfileSetupPage />, framed: true },
  { path: '/profile', element: <ProfilePage />, framed: true },
  { path: '/settings', element: <SettingsPage />, framed: true },
  { path: '/subscription', element: <SubscriptionPage />, framed: true },
  { path: '/mfa-setup', element: <MfaSetupPage />, framed: true },
  { path: '*', element: <AuthPage />, framed: true },
]);
