import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import type Redis from 'ioredis';
import { Issuer, generators, type BaseClient } from 'openid-client';
import { randomToken } from '../common/crypto';
import type { AuthConfig } from '../config/auth.config';
import { OIDC_COOKIE, serializeCookie } from '../sessions/session-cookie';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository, normaliseEmail } from '../users/users.repository';
import { AccountsService } from '../accounts/accounts.service';

const FLOW_TTL_SECONDS = 10 * 60;

/** OpenID Connect sign-in (authorization code + PKCE + nonce), on when the three OIDC_* are set. */
@Injectable()
export class OidcService {
  private readonly logger = new Logger('Oidc');
  private client: Promise<BaseClient> | undefined;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
  ) {}

  get enabled(): boolean {
    return Boolean(
      this.config.OIDC_ISSUER_URL && this.config.OIDC_CLIENT_ID && this.config.OIDC_CLIENT_SECRET,
    );
  }

  private get redirectUri(): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}/auth/callback`;
  }

  private getClient(): Promise<BaseClient> {
    const {
      OIDC_ISSUER_URL: issuerUrl,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
    } = this.config;
    if (!issuerUrl || !clientId || !clientSecret)
      return Promise.reject(new Error('OpenID Connect is not configured'));
    this.client ??= Issuer.discover(issuerUrl).then(
      (issuer) =>
        new issuer.Client({
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [this.redirectUri],
          response_types: ['code'],
        }),
    );
    // A failed discovery is retried on the next sign-in rather than cached forever.
    this.client.catch(() => (this.client = undefined));
    return this.client;
  }

  private flowKey(id: string): string {
    return `${this.config.REDIS_KEY_PREFIX}oidc-flow:${id}`;
  }

  /** Authorization URL plus a cookie binding the PKCE verifier and nonce to this browser. */
  async start(): Promise<{ url: string; cookie: string }> {
    const client = await this.getClient();
    const flowId = randomToken(24);
    const verifier = generators.codeVerifier();
    const nonce = generators.nonce();
    const state = generators.state();
    await this.redis.set(
      this.flowKey(flowId),
      JSON.stringify({ verifier, nonce, state }),
      'EX',
      FLOW_TTL_SECONDS,
    );
    const url = client.authorizationUrl({
      scope: 'openid email profile',
      code_challenge: generators.codeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
      state,
      redirect_uri: this.redirectUri,
    });
    return {
      url,
      cookie: serializeCookie(OIDC_COOKIE, flowId, {
        secure: this.config.COOKIE_SECURE,
        maxAgeSeconds: FLOW_TTL_SECONDS,
      }),
    };
  }

  clearFlowCookie(): string {
    return serializeCookie(OIDC_COOKIE, '', {
      secure: this.config.COOKIE_SECURE,
      maxAgeSeconds: 0,
    });
  }

  /** Exchanges the code, then finds, links or creates the user. */
  async complete(code: string, flowId: string | undefined): Promise<UserEntity> {
    if (!this.enabled) throw new BadRequestException('Single sign-on is not configured');
    const raw = flowId ? await this.redis.getdel(this.flowKey(flowId)) : null;
    if (!raw) throw new BadRequestException('Your sign-in link has expired. Please try again.');
    const flow = JSON.parse(raw) as { verifier: string; nonce: string; state: string };
    const client = await this.getClient();
    let claims;
    try {
      // The spec's callback posts only the code. `iss` (RFC 9207) guards against mix-up between several
      // issuers; with exactly one configured issuer there is nothing to mix up, so we supply it.
      const params = { code, state: flow.state, iss: client.issuer.metadata.issuer };
      const tokens = await client.callback(this.redirectUri, params, {
        code_verifier: flow.verifier,
        nonce: flow.nonce,
        state: flow.state,
      });
      claims = tokens.claims();
    } catch (err) {
      this.logger.warn(`OIDC code exchange failed: ${(err as Error).message}`);
      throw new BadRequestException('Authentication failed. Please try again.');
    }
    const subject = `${client.issuer.metadata.issuer}|${claims.sub}`;
    const existing = await this.users.findByOidcSubject(subject);
    if (existing) return existing;
    const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : undefined;
    if (!email || claims.email_verified !== true) {
      throw new BadRequestException(
        'Your identity provider did not share a verified email address.',
      );
    }
    const byEmail = await this.users.findByEmail(email);
    const user = await this.users.linkOidcSubject(byEmail, email, subject, {
      firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
      profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
    });
    await this.accounts.markVerified(user);
    const signedIn = await this.users.findById(user.id);
    if (!signedIn) throw new Error(`user ${user.id} is gone right after its OpenID sign-in`);
    return signedIn;
  }
}
