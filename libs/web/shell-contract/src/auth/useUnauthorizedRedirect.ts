import { isUnauthorizedError, LOGIN_URL } from '@labellens/web-api-client';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../session/useSession';
import { useToast } from '../toast/useToast';

export const LOGIN_REDIRECT_DELAY_MS = 500;

export interface UnauthorizedRedirect {
  /** Toast "Unauthorized", then go to /api/login after 500 ms. */
  redirectToLogin: () => void;
  /** Runs redirectToLogin for a 401 Unauthorized error; returns whether it did. */
  handleError: (error: unknown) => boolean;
}

export function useUnauthorizedRedirect(): UnauthorizedRedirect {
  const { toast } = useToast();
  const pending = useRef(false);

  const redirectToLogin = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    setTimeout(() => {
      window.location.href = LOGIN_URL;
    }, LOGIN_REDIRECT_DELAY_MS);
  }, [toast]);

  const handleError = useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      redirectToLogin();
      return true;
    },
    [redirectToLogin],
  );

  return { redirectToLogin, handleError };
}

/**
 * For screens that require sign-in: once the session has loaded and there is no user, shows the
 * Unauthorized notice and redirects to /api/login.
 */
export function useRequireAuth() {
  const session = useSession();
  const { redirectToLogin } = useUnauthorizedRedirect();
  useEffect(() => {
    if (!session.isLoading && !session.isAuthenticated) redirectToLogin();
  }, [session.isLoading, session.isAuthenticated, redirectToLogin]);
  return session;
}
