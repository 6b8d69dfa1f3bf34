import type { Identity } from '@labellens/server-auth';
import {
  acknowledgeIdentityInvalidation,
  identityInvalidationChannel,
  parseIdentityInvalidation,
  type IdentityInvalidation,
} from '@labellens/server-auth';
import type Redis from 'ioredis';

type Cached = Exclude<Identity, { kind: 'anonymous' } | { kind: 'service' }>;

interface Entry {
  identity: Cached;
  expiresAt: number;
  /** From then on, a request served from here also asks auth again in the background. */
  refreshAt: number;
}

/** Share of the TTL after which a hot entry is fetched again before it expires. */
const REFRESH_AFTER = 0.75;

/**
 * Resolved identities, kept for a short TTL and dropped at once when auth publishes a revocation.
 * It only caches while its subscription is confirmed: a gateway that could miss a message (Redis
 * down, reconnecting) asks auth on every request instead, and forgets everything it held.
 */
export class IdentityCache {
  private readonly entries = new Map<string, Entry>();
  private subscribed = false;
  /** Bumped by every invalidation, so an answer fetched before one is never stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get active(): boolean {
    return this.subscribed && this.ttlMs > 0;
  }

  get version(): number {
    return this.generation;
  }

  get(tokenHash: string): Cached | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.identity;
  }

  /**
   * True once per entry when it nears its end: the caller served from it fetches it again now, so
   * that a session in use never waits for auth when its entry expires. If that fetch fails, the
   * entry expires as usual and the next request asks auth itself.
   */
  claimRefresh(tokenHash: string): boolean {
    const entry = this.entries.get(tokenHash);
    if (entry === undefined || entry.refreshAt > Date.now()) return false;
    entry.refreshAt = Infinity;
    return true;
  }

  /**
   * Stores `identity` unless an invalidation arrived since `version` was read; never beyond the
   * token's own expiry (`tokenExpiresAt`, epoch ms), so an expired session is not served from here.
   */
  set(tokenHash: string, identity: Identity, version: number, tokenExpiresAt?: number): void {
    if (!this.active || version !== this.generation) return;
    if (identity.kind !== 'user' && identity.kind !== 'admin') return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (Map keeps insertion order); a dropped entry only costs one more call to auth.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const now = Date.now();
    const expiresAt = Math.min(now + this.ttlMs, tokenExpiresAt ?? Infinity);
    if (expiresAt <= now) return;
    // Refreshed entries move to the end: the oldest-first eviction above stays oldest first.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, {
      identity,
      expiresAt,
      refreshAt: Math.min(now + this.ttlMs * REFRESH_AFTER, expiresAt),
    });
  }

  evict(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(tokenHash);
  }

  invalidate(message: IdentityInvalidation): void {
    this.generation += 1;
    if ('sessionTokenHash' in message) {
      this.entries.delete(message.sessionTokenHash);
      return;
    }
    // Rare (password reset, account deletion, admin logout): a scan beats keeping reverse indexes.
    for (const [key, { identity }] of this.entries) {
      const match =
        'userId' in message
          ? identity.kind === 'user' && identity.userId === message.userId
          : identity.kind === 'admin' && identity.tokenId === message.adminTokenId;
      if (match) this.entries.delete(key);
    }
  }

  private setSubscribed(value: boolean): void {
    this.generation += 1;
    this.entries.clear();
    this.subscribed = value;
  }

  /**
   * Subscribes on its own connection (a subscribed client can send nothing else). Returns a
   * function that unsubscribes and closes it.
   */
  listen(redis: Redis, keyPrefix: string, log: (message: string) => void): () => Promise<void> {
    const channel = identityInvalidationChannel(keyPrefix);
    // Resubscribing is ours to do, so caching resumes only once Redis has confirmed it.
    const subscriber = redis.duplicate({ autoResubscribe: false, maxRetriesPerRequest: null });
    let closing = false;
    subscriber.on('error', () => undefined);
    subscriber.on('message', (received: string, raw: string) => {
      if (received !== channel) return;
      const parsed = parseIdentityInvalidation(raw);
      // Unreadable: forget everything rather than guess what it meant.
      if (parsed) this.invalidate(parsed.message);
      else this.setSubscribed(this.subscribed);
      // Auth answers the revoking request once every replica has confirmed (see the publisher).
      if (parsed?.ack) void acknowledgeIdentityInvalidation(redis, keyPrefix, parsed.ack);
    });
    subscriber.on('close', () => {
      if (this.subscribed && !closing)
        log('identity invalidations unavailable: not caching identities');
      this.setSubscribed(false);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          if (!closing && subscriber.status === 'ready') this.setSubscribed(true);
        },
        () => undefined,
      );
    });
    return async () => {
      closing = true;
      this.setSubscribed(false);
      await subscriber.quit().catch(() => {
        subscriber.disconnect();
      });
    };
  }
}
