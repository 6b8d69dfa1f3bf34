import { LOGOUT_URL } from '@labellens/web-api-client';

/** Clears local and session storage, then hands over to the server-side /api/logout redirect. */
/** Clears local and session storage, then signs out through /api/logout, landing on `next` (a local path). */
export function signOut(next?: string): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); signing out must still proceed.
  }
  window.location.href = next ? `${LOGOUT_URL}?next=${encodeURIComponent(next)}` : LOGOUT_URL;
}
