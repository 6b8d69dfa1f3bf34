import { createHash, randomBytes } from 'node:crypto';
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

/** On the wire, a message carries the nonce its receivers acknowledge under (see below). */
const wireSchema = z.looseObject({
  ack: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});

/** How long auth waits for every subscribed gateway to confirm it dropped the identity. */
export const IDENTITY_ACK_WAIT_MS = 500;

const ackKey = (keyPrefix: string, nonce: string): string =>
  `${keyPrefix}identity-invalidation-acks:${nonce}`;

/** The pub/sub channel every gateway replica listens on (plain PUBLISH ignores ioredis keyPrefix). */
export const identityInvalidationChannel = (keyPrefix: string): string =>
  `${keyPrefix}identity-invalidations`;

/** The hash auth stores for a session or admin token; gateways key their cache by it too. */
export const hashIdentityToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Tells every gateway replica to drop a cached identity, and waits until each replica that received
 * the message has confirmed it did (up to `waitMs`). Call it after the revocation is committed and
 * before answering. Redis hands the message to every subscriber before PUBLISH returns, but a busy
 * machine may still deliver the caller's next request to a replica before that replica has read its
 * subscription socket; the confirmations close that window. Never throws: a gateway that is not
 * subscribed does not cache, and the revocation itself is already in the database.
 */
export async function publishIdentityInvalidation(
  redis: Redis,
  keyPrefix: string,
  message: IdentityInvalidation,
  waitMs = IDENTITY_ACK_WAIT_MS,
): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  const nonce = randomBytes(16).toString('hex');
  try {
    const receivers = await redis.publish(
      identityInvalidationChannel(keyPrefix),
      JSON.stringify({ ...message, ack: nonce }),
    );
    const key = ackKey(keyPrefix, nonce);
    const deadline = Date.now() + waitMs;
    while (receivers > 0 && Date.now() < deadline) {
      if (Number(await redis.get(key)) >= receivers) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    void redis.del(key).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** A receiver's confirmation that it has acted on the message (`ack` is the message's nonce). */
export async function acknowledgeIdentityInvalidation(
  redis: Redis,
  keyPrefix: string,
  nonce: string,
): Promise<void> {
  const key = ackKey(keyPrefix, nonce);
  await redis
    .multi()
    .incr(key)
    .pexpire(key, 60_000)
    .exec()
    .catch(() => undefined);
}

export function parseIdentityInvalidation(
  raw: string,
): { message: IdentityInvalidation; ack?: string } | undefined {
  try {
    const wire = wireSchema.safeParse(JSON.parse(raw));
    if (!wire.success) return undefined;
    const { ack, ...rest } = wire.data;
    const parsed = identityInvalidationSchema.safeParse(rest);
    return parsed.success ? { message: parsed.data, ack } : undefined;
  } catch {
    return undefined;
  }
}
