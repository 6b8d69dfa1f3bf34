import type { ExposedModule, RemoteKey } from '@labellens/mf-config';
import type { ScreenId } from '../routing/route-decision';

/** One remote's exposed page. */
export type RemoteScreenTarget = {
  [K in RemoteKey]: { remote: K; exposed: ExposedModule<K> };
}[RemoteKey];

/** The screens a remote provides, and which exposed module each one is. */
export const REMOTE_SCREENS = {
  scan: { remote: 'scan', exposed: './ScanPage' },
  history: { remote: 'scan', exposed: './HistoryPage' },
  scanDetail: { remote: 'scan', exposed: './ScanDetailPage' },
  shoppingList: { remote: 'scan', exposed: './ShoppingListPage' },
  auth: { remote: 'account', exposed: './AuthPage' },
  authCallback: { remote: 'account', exposed: './AuthCallbackPage' },
  profileSetup: { remote: 'account', exposed: './ProfileSetupPage' },
  profile: { remote: 'account', exposed: './ProfilePage' },
  settings: { remote: 'account', exposed: './SettingsPage' },
  subscription: { remote: 'account', exposed: './SubscriptionPage' },
  emailVerification: { remote: 'account', exposed: './EmailVerificationPage' },
  emailAction: { remote: 'account', exposed: './EmailActionPage' },
  passwordReset: { remote: 'account', exposed: './PasswordResetPage' },
  mfaSetup: { remote: 'account', exposed: './MfaSetupPage' },
  adminLogin: { remote: 'admin', exposed: './AdminLoginPage' },
  adminDashboard: { remote: 'admin', exposed: './AdminDashboardPage' },
} as const satisfies Partial<Record<ScreenId, RemoteScreenTarget>>;

export type RemoteScreenId = keyof typeof REMOTE_SCREENS;

/** The remote page a screen shows, or undefined for the shell's own screens. */
export function remoteScreenOf(screen: ScreenId): RemoteScreenTarget | undefined {
  return (REMOTE_SCREENS as Partial<Record<ScreenId, RemoteScreenTarget>>)[screen];
}
