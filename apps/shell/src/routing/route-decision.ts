import type { UserState } from '@labellens/shell-contract';

/** Every screen the shell can show. */
export type ScreenId =
  | 'loading'
  | 'landing'
  | 'auth'
  | 'authCallback'
  | 'help'
  | 'helpContact'
  | 'privacy'
  | 'terms'
  | 'security'
  | 'scan'
  | 'history'
  | 'scanDetail'
  | 'shoppingList'
  | 'profileSetup'
  | 'profile'
  | 'settings'
  | 'subscription'
  | 'emailVerification'
  | 'emailAction'
  | 'passwordReset'
  | 'mfaSetup'
  | 'adminLogin'
  | 'adminDashboard'
  | 'notFound';

export interface RouteDecision {
  screen: ScreenId;
  /** React Router path pattern the screen is mounted under ('*' for fallbacks), so params work. */
  pattern: string;
}

const ADMIN_ROUTES: Record<string, ScreenId> = {
  '/admin/login': 'adminLogin',
  '/admin/dashboard': 'adminDashboard',
};

const PUBLIC_ROUTES: Record<string, ScreenId> = {
  '/': 'landing',
  '/auth': 'auth',
  '/auth/callback': 'authCallback',
  '/help': 'help',
  '/help/contact': 'helpContact',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/security': 'security',
  // Deviation from the spec's table (README, Design notes): someone who forgot their password is
  // signed out, so the reset request and the e-mailed link must work without a session.
  '/email-action': 'emailAction',
  '/__/auth/action': 'emailAction',
  '/password-reset': 'passwordReset',
};

const SIGNED_IN_ROUTES: Record<string, ScreenId> = {
  '/': 'scan',
  '/auth': 'auth',
  '/auth/callback': 'authCallback',
  '/history': 'history',
  '/list': 'shoppingList',
  '/profile-setup': 'profileSetup',
  '/profile': 'profile',
  '/settings': 'settings',
  '/subscription': 'subscription',
  '/email-verification': 'emailVerification',
  '/email-action': 'emailAction',
  '/__/auth/action': 'emailAction',
  '/password-reset': 'passwordReset',
  '/mfa-setup': 'mfaSetup',
  '/help': 'help',
  '/help/contact': 'helpContact',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/security': 'security',
};

const NO_PROFILE_ROUTES: Record<string, ScreenId> = {
  '/profile-setup': 'profileSetup',
  '/subscription': 'subscription',
};

const SCAN_DETAIL = /^\/scan\/[^/]+$/i;

/** Lower-cased path without trailing slashes ("/" stays "/"), matching React Router's defaults. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

function exact(table: Partial<Record<string, ScreenId>>, path: string): RouteDecision | undefined {
  const screen = table[path];
  return screen ? { screen, pattern: path } : undefined;
}

/**
 * The route table of spec 01 §2 / spec 02 §2: which screen a path shows for a user state.
 * Admin routes exist regardless of sign-in (and do not wait for the session to load).
 */
export function decideRoute(pathname: string, state: UserState): RouteDecision {
  const path = normalizePath(pathname);
  const admin = exact(ADMIN_ROUTES, path);
  if (admin) return admin;

  switch (state) {
    case 'loading':
      return { screen: 'loading', pattern: '*' };
    case 'signedOut':
      return exact(PUBLIC_ROUTES, path) ?? { screen: 'landing', pattern: '*' };
    case 'noProfile':
      return exact(NO_PROFILE_ROUTES, path) ?? { screen: 'profileSetup', pattern: '*' };
    case 'withProfile':
      if (SCAN_DETAIL.test(path)) return { screen: 'scanDetail', pattern: '/scan/:id' };
      return exact(SIGNED_IN_ROUTES, path) ?? { screen: 'notFound', pattern: '*' };
  }
}

/** Signed-in main screens that show the bottom navigation, with the tab they mark. */
export const BOTTOM_NAV_TAB: Partial<
  Record<ScreenId, 'scan' | 'history' | 'list' | 'profile' | 'plans'>
> = {
  scan: 'scan',
  history: 'history',
  scanDetail: 'history',
  shoppingList: 'list',
  profile: 'profile',
  settings: 'profile',
  subscription: 'plans',
};

/** Signed-in screens drawn in the phone-style frame (with or without the bottom navigation). */
export const APP_FRAME_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'scan',
  'history',
  'scanDetail',
  'shoppingList',
  'profileSetup',
  'profile',
  'settings',
  'subscription',
  'mfaSetup',
]);
