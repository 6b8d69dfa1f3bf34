import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Identity } from './identity';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const ISSUER = 'labellens-gateway';
const AUDIENCE = 'labellens-services';

export class InternalTokenError extends Error {}

/** Signs a short-lived HS256 JWT carrying the caller's identity for one internal hop. */
export function signInternalToken(
  identity: Identity,
  secret: string,
  ttlSeconds = 60,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(
    JSON.stringify({ iss: ISSUER, aud: AUDIENCE, iat, exp: iat + ttlSeconds, idn: identity }),
  ).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** Verifies signature, issuer, audience and expiry; returns the identity or throws InternalTokenError. */
export function verifyInternalToken(token: string, secret: string, now = Date.now()): Identity {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InternalTokenError('malformed token');
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) throw new InternalTokenError('unexpected token header');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new InternalTokenError('bad signature');
  }
  type Claims = { iss?: string; aud?: string; exp?: number; idn?: Identity };
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    throw new InternalTokenError('malformed payload');
  }
  if (claims.iss !== ISSUER || claims.aud !== AUDIENCE)
    throw new InternalTokenError('wrong issuer or audience');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now)
    throw new InternalTokenError('token expired');
  if (!claims.idn || typeof claims.idn.kind !== 'string')
    throw new InternalTokenError('no identity');
  return claims.idn;
}
