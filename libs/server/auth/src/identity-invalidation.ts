import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { z } from 'zod';

/**
 * What a gateway must forget at once: one session (by the SHA-256 of its token, as auth stores it),
 * every session of a user, or one admin token.
 */
export const identityInvalidationSchema = z.union([
  z.object({ sessionTokenHash: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
  z.object({ userId: z.string().min(1) }).strict(),
  z.object({ adminTokenId: z.string().min(1) }).strict(),
]);
export type IdentityInvalidation = z.infer<typeof identityInvalidationSchema>;

/** The pub/sub channel every gateway replica listens on (plain PUBLISH ignores ioredis keyPrefix). */
export const identityInvalidationChannel = (keyPrefix: string): string =>
  `${keyPrefix}identity-invalidations`;

/** The hash auth stores for a session or admin token; gateways key their cache by it too. */
export const hashIdentityToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Tells every gateway replica to drop a cached identity. Call it after the revocation is committed
 * and before answering: Redis writes the message to every subscriber before it acknowledges, so the
 * gateways have it before the caller can send another request. Never throws: a gateway that is not
 * subscribed does not cache, and the revocation itself is already in the database.
 */
export async function publishIdentityInvalidation(
  redis: Redis,
  keyPrefix: string,
  message: IdentityInvalidation,
): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    await redis.publish(identityInvalidationChannel(keyPrefix), JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}

export function parseIdentityInvalidation(raw: string): IdentityInvalidation | undefined {
  try {
    const parsed = identityInvalidationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
