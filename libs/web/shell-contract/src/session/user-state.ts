import type { CurrentUser } from '@labellens/web-api-client';

/** A profile exists when age, sex or weight is present (spec 01 §2). */
export function hasProfile(user: CurrentUser | null | undefined): boolean {
  if (!user) return false;
  return user.age !== null || user.sex !== null || user.weight !== null;
}

export type UserState = 'loading' | 'signedOut' | 'noProfile' | 'withProfile';

/** The three user states of the route table, plus loading. */
export function userStateOf(isLoading: boolean, user: CurrentUser | null | undefined): UserState {
  if (isLoading) return 'loading';
  if (!user) return 'signedOut';
  return hasProfile(user) ? 'withProfile' : 'noProfile';
}

/** Avatar letter: first letter of the first name, else of the e-mail, else U. */
export function userInitial(user: CurrentUser | null | undefined): string {
  const source = user?.firstName?.trim() || user?.email.trim() || '';
  return (source.charAt(0) || 'U').toUpperCase();
}

/** First name for greetings and menus (default User). */
export function userFirstName(user: CurrentUser | null | undefined): string {
  return user?.firstName?.trim() || 'User';
}

/** Full name if any, else the e-mail. */
export function userDisplayName(user: CurrentUser | null | undefined): string {
  const full = [user?.firstName, user?.lastName].filter((p) => p && p.trim()).join(' ');
  return full || user?.email || 'User';
}
