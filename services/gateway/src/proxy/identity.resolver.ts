import {
  IDENTITY_EXPIRES_HEADER,
  INTERNAL_IDENTITY_HEADER,
  hashIdentityToken,
  signInternalToken,
  type Identity,
} from '@labellens/server-auth';
import { request, type Dispatcher } from 'undici';
import type { IdentityCache } from './identity.cache';

export { SESSION_COOKIE, readCookie } from '@labellens/server-auth';

export class IdentityServiceError extends Error {}

/** Every caller without a valid token is this one object (so its signed token is reused too). */
export const ANONYMOUS: Identity = Object.freeze({ kind: 'anonymous' });

export function readBearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Asks the auth service who holds a session or admin token. Auth owns sessions; the gateway keeps
 * answers only in an IdentityCache that auth's revocation messages empty; auth answers a revoking
 * request only once every replica has confirmed, so a revoked session is refused on the very next
 * request.
 */
export class IdentityResolver {
  /** Questions to auth under way, by kind and token hash. */
  private readonly inFlight = new Map<string, { version: number; answer: Promise<Identity> }>();

  constructor(
    private readonly authUrl: string,
    private readonly secret: string,
    private readonly cache: IdentityCache,
    private readonly dispatcher?: Dispatcher,
  ) {}

  async resolve(token: { sessionToken?: string; adminToken?: string }): Promise<Identity> {
    const raw = token.adminToken ?? token.sessionToken;
    if (!raw) return ANONYMOUS;
    // Admin and session tokens share one key space safely: each is 256 random bits.
    const key = hashIdentityToken(raw);
    const wanted = token.adminToken ? 'admin' : 'user';
    const cached = this.cache.get(key);
    if (cached?.kind === wanted) {
      // Near its end: fetched again in the background, so this session's requests never all wait
      // for auth at once when the entry expires.
      if (this.cache.claimRefresh(key)) this.lookUp(key, token, wanted).catch(() => undefined);
      return cached;
    }
    return this.lookUp(key, token, wanted);
  }

  /**
   * Asks auth, once for all the requests that want the same token at the same time. A request
   * joins a question only if no invalidation arrived since it was asked: after a sign-out, a
   * question asked before it could still be answered with the signed-in identity.
   */
  private lookUp(
    key: string,
    token: { sessionToken?: string; adminToken?: string },
    wanted: 'user' | 'admin',
  ): Promise<Identity> {
    const name = `${wanted}:${key}`;
    const version = this.cache.version;
    const pending = this.inFlight.get(name);
    if (pending && pending.version === version) return pending.answer;
    const answer = this.ask(token)
      .then(({ identity, expiresAt }) => {
        if (identity.kind === wanted) this.cache.set(key, identity, version, expiresAt);
        return identity;
      })
      .finally(() => {
        if (this.inFlight.get(name)?.answer === answer) this.inFlight.delete(name);
      });
    this.inFlight.set(name, { version, answer });
    return answer;
  }

  /** Drops a token's cached identity in this replica (its own sign-out, before auth answers). */
  forget(token: string): void {
    this.cache.evict(hashIdentityToken(token));
  }

  private async ask(token: {
    sessionToken?: string;
    adminToken?: string;
  }): Promise<{ identity: Identity; expiresAt?: number }> {
    const serviceToken = signInternalToken(
      { kind: 'service', service: 'gateway' },
      this.secret,
      30,
    );
    let response;
    try {
      response = await request(`${this.authUrl}/internal/identity/resolve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_IDENTITY_HEADER]: serviceToken },
        body: JSON.stringify(token),
        headersTimeout: 5000,
        bodyTimeout: 5000,
        dispatcher: this.dispatcher,
      });
    } catch (err) {
      throw new IdentityServiceError(`auth service unreachable: ${(err as Error).message}`);
    }
    const text = await response.body.text();
    if (response.statusCode === 200) {
      const expires = Number(response.headers[IDENTITY_EXPIRES_HEADER]);
      return {
        identity: JSON.parse(text) as Identity,
        // No expiry header (an older auth): the cache keeps its own TTL.
        expiresAt: Number.isFinite(expires) && expires > 0 ? expires : undefined,
      };
    }
    // 400: auth refused the token's characters (a NUL, say); no real token has them.
    if ([400, 401, 404].includes(response.statusCode)) return { identity: ANONYMOUS };
    throw new IdentityServiceError(`auth service answered ${response.statusCode}`);
  }
}
