import { ApiError, readJson, serverMessage, throwIfResNotOk } from '../http';
import { adminSession } from '../admin-session';
import { queryKeys } from '../query-keys';
import type {
  AdminAnalytics,
  AdminLoginResponse,
  AdminPaymentRow,
  AdminScanRow,
  AdminUserRow,
} from '../types';

/** Raised when an admin call answers 401; the stored admin session is already cleared. */
export class AdminSessionExpiredError extends Error {
  constructor() {
    super('Session expired');
    this.name = 'AdminSessionExpiredError';
  }
}

/** POST /api/admin/login. Rejects with the server's message or "Invalid credentials". */
export async function adminLogin(username: string, password: string): Promise<AdminLoginResponse> {
  const res = await fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
    credentials: 'include',
  });
  try {
    await throwIfResNotOk(res);
  } catch (error) {
    throw new Error(serverMessage(error) ?? 'Invalid credentials');
  }
  return readJson<AdminLoginResponse>(res);
}

async function adminFetch<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  const session = adminSession.current();
  if (!session) throw new AdminSessionExpiredError();
  const res = await fetch(path, {
    method,
    // These calls carry no body, so no JSON content type (an empty JSON body is a 400).
    headers: { Authorization: `Bearer ${session.token}` },
    credentials: 'include',
  });
  if (res.status === 401) {
    adminSession.clear();
    throw new AdminSessionExpiredError();
  }
  if (!res.ok) throw new Error(`Request failed: ${res.statusText || res.status}`);
  return readJson<T>(res);
}

/** POST /api/admin/logout with the bearer token. */
export async function adminLogout(): Promise<void> {
  const session = adminSession.current();
  if (!session) return;
  // No body, so no JSON content type: an empty body declared as JSON is refused with 400.
  const res = await fetch('/api/admin/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
}

export function getAdminAnalytics(): Promise<AdminAnalytics> {
  return adminFetch('GET', queryKeys.adminAnalytics);
}

export async function getAdminUsers(): Promise<AdminUserRow[]> {
  return (await adminFetch<{ users?: AdminUserRow[] }>('GET', queryKeys.adminUsers)).users ?? [];
}

export async function getAdminScans(): Promise<AdminScanRow[]> {
  return (await adminFetch<{ scans?: AdminScanRow[] }>('GET', queryKeys.adminScans)).scans ?? [];
}

export async function getAdminPayments(): Promise<AdminPaymentRow[]> {
  return (
    (await adminFetch<{ payments?: AdminPaymentRow[] }>('GET', queryKeys.adminPayments)).payments ??
    []
  );
}
