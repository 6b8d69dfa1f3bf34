import { LOGOUT_URL } from '@labellens/web-api-client';

/** Clears local and session storage, then hands over to the server-side /api/logout redirect. */
export function signOut(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); signing out must still proceed.
  }
  window.location.href = LOGOUT_URL;
}
