/**
 * The administrator's bearer token and its expiry, kept in localStorage (spec 02 §3). Only this
 * module touches those keys; the admin remote goes through it.
 */
const TOKEN_KEY = 'labellens.adminToken';
const EXPIRES_KEY = 'labellens.adminTokenExpiresAt';

export interface AdminSession {
  token: string;
  expiresAt: string;
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** True when a token and a parseable expiry in the future are present. */
export function isAdminSessionValid(
  session: Partial<AdminSession> | null | undefined,
  now: number = Date.now(),
): session is AdminSession {
  if (!session?.token || !session.expiresAt) return false;
  const expires = Date.parse(session.expiresAt);
  return Number.isFinite(expires) && expires > now;
}

export const adminSession = {
  read(): Partial<AdminSession> {
    const store = storage();
    return {
      token: store?.getItem(TOKEN_KEY) ?? undefined,
      expiresAt: store?.getItem(EXPIRES_KEY) ?? undefined,
    };
  },
  /** The stored session if it is still valid, otherwise null. */
  current(now: number = Date.now()): AdminSession | null {
    const session = this.read();
    return isAdminSessionValid(session, now) ? session : null;
  },
  save(session: AdminSession): void {
    storage()?.setItem(TOKEN_KEY, session.token);
    storage()?.setItem(EXPIRES_KEY, session.expiresAt);
  },
  clear(): void {
    storage()?.removeItem(TOKEN_KEY);
    storage()?.removeItem(EXPIRES_KEY);
  },
};
