import { signInternalToken, type Identity } from '@labellens/server-auth';

/**
 * The signed internal identity token for each resolved identity, reused until shortly before it
 * expires instead of signed on every request (an HMAC plus JSON and base64 per call, measurable at
 * thousands of requests per second).
 *
 * Keyed by the identity object itself (a WeakMap): the IdentityCache hands out one object per
 * cached session, so the token lives exactly as long as that entry. A revocation drops the entry,
 * and with it the token; an identity resolved without the cache (Redis down) is a new object each
 * time and gets a freshly signed token. Nothing here decides who the caller is.
 */
export class InternalTokenMemo {
  private readonly tokens = new WeakMap<object, { token: string; renewAt: number }>();

  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = 300,
    /** Renewed this long before expiry, so a token never reaches a service with little life left. */
    private readonly renewBeforeSeconds = 60,
    private readonly clock: () => number = Date.now,
  ) {
    if (renewBeforeSeconds >= ttlSeconds)
      throw new Error('renewBeforeSeconds must be shorter than ttlSeconds');
  }

  tokenFor(identity: Identity): string {
    const now = this.clock();
    const memo = this.tokens.get(identity);
    if (memo && memo.renewAt > now) return memo.token;
    const token = signInternalToken(identity, this.secret, this.ttlSeconds, now);
    // `exp` is counted from the whole second the token was issued in.
    const issuedAt = Math.floor(now / 1000) * 1000;
    this.tokens.set(identity, {
      token,
      renewAt: issuedAt + (this.ttlSeconds - this.renewBeforeSeconds) * 1000,
    });
    return token;
  }
}
