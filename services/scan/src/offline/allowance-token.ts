import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What an offline allowance grants: `scans` scans of `userId`'s quota until `expiresAt`. */
export interface OfflineAllowance {
  id: string;
  userId: string;
  scans: number;
  issuedAt: Date;
  expiresAt: Date;
}

const PREFIX = 'lla1';
const B64URL = /^[A-Za-z0-9_-]+$/;

const payloadSchema = z.object({
  v: z.literal(1),
  id: z.uuid(),
  sub: z.string().min(1).max(200),
  n: z.number().int().min(1).max(1000),
  iat: z.number().int().positive(),
  exp: z.number().int().positive(),
});

/** A key of its own for allowances, derived from the configured secret. */
function key(secret: string): Buffer {
  return createHmac('sha256', secret).update('labellens offline allowance v1').digest();
}

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', key(secret)).update(`${PREFIX}.${body}`).digest();
}

/**
 * `lla1.<payload>.<signature>`: base64url JSON `{v, id, sub, n, iat, exp}` (times in epoch
 * milliseconds) and its HMAC-SHA256. The payload is readable by the device; only the server can
 * make one.
 */
export function signAllowance(allowance: OfflineAllowance, secret: string): string {
  const body = Buffer.from(
    JSON.stringify({
      v: 1,
      id: allowance.id,
      sub: allowance.userId,
      n: allowance.scans,
      iat: allowance.issuedAt.getTime(),
      exp: allowance.expiresAt.getTime(),
    }),
  ).toString('base64url');
  return `${PREFIX}.${body}.${mac(secret, body).toString('base64url')}`;
}

/** The allowance a token carries, or null when it is malformed or its signature is not ours. */
export function verifyAllowance(token: string, secret: string): OfflineAllowance | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, body, signature] = parts;
  if (!B64URL.test(body) || !B64URL.test(signature)) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    id: p.id,
    userId: p.sub,
    scans: p.n,
    issuedAt: new Date(p.iat),
    expiresAt: new Date(p.exp),
  };
}
