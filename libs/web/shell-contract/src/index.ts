export {
  ShellContext,
  ShellProvider,
  useShellInfo,
  type ShellContextValue,
  type ShellInfo,
} from './shell-context';
export { useSession, type Session } from './session/useSession';
export {
  hasProfile,
  userDisplayName,
  userFirstName,
  userInitial,
  userStateOf,
  type UserState,
} from './session/user-state';
export { useToast } from './toast/useToast';
export {
  LOGIN_REDIRECT_DELAY_MS,
  useRequireAuth,
  useUnauthorizedRedirect,
  type UnauthorizedRedirect,
} from './auth/useUnauthorizedRedirect';
export { signOut } from './auth/sign-out';
export { StandaloneShell, type StandaloneShellProps } from './standalone/StandaloneShell';
export { mountStandalone, type StandalonePage } from './standalone/mount-standalone';
