export { SESSION_COOKIE, readCookie } from '@labellens/server-auth';
export const OIDC_COOKIE = 'll_oidc';

export interface CookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
  path?: string;
}

/** HttpOnly, SameSite=Lax, Secure outside local development. maxAge 0 clears it. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${options.maxAgeSeconds}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
