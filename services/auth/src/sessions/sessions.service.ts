import { Inject, Injectable } from '@nestjs/common';
import { publishIdentityInvalidation } from '@labellens/server-auth';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import type Redis from 'ioredis';
import { randomToken, sha256 } from '../common/crypto';
import type { AuthConfig } from '../config/auth.config';
import type { SessionEntity } from './session.entity';
import { SESSION_COOKIE, serializeCookie } from './session-cookie';
import { SessionsRepository } from './sessions.repository';

export interface IssuedSession {
  token: string;
  session: SessionEntity;
  cookie: string;
}

/** Opaque, revocable sessions: the cookie holds 256 random bits, the database only their hash. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  async issue(
    userId: string,
    options: { mfaPending?: boolean; replacing?: string } = {},
  ): Promise<IssuedSession> {
    // Rotation: a sign-in never keeps the session id the browser arrived with.
    if (options.replacing) await this.revokeToken(options.replacing);
    const token = randomToken(32);
    const ttlDays = options.mfaPending ? 10 / (24 * 60) : this.config.SESSION_TTL_DAYS; // pending: 10 minutes
    const session = await this.sessions.create({
      tokenHash: sha256(token),
      userId,
      mfaPending: options.mfaPending ?? false,
      expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
    });
    return { token, session, cookie: this.cookie(token, Math.round(ttlDays * 86_400)) };
  }

  cookie(token: string, maxAgeSeconds: number): string {
    return serializeCookie(SESSION_COOKIE, token, {
      secure: this.config.COOKIE_SECURE,
      maxAgeSeconds,
    });
  }

  clearCookie(): string {
    return this.cookie('', 0);
  }

  /** The live session for a token, or null if unknown, revoked or expired. */
  async find(token: string | undefined): Promise<SessionEntity | null> {
    if (!token || token.length > 200) return null;
    return this.sessions.findLive(sha256(token));
  }

  // Each revocation is announced after it is committed, so gateways drop their cached identity.
  async revokeToken(token: string): Promise<void> {
    const tokenHash = sha256(token);
    await this.sessions.revokeByTokenHash(tokenHash);
    await publishIdentityInvalidation(this.redis, this.config.REDIS_KEY_PREFIX, {
      sessionTokenHash: tokenHash,
    });
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.sessions.revokeAllOfUser(userId);
    await this.announceUserGone(userId);
  }

  /** For a user whose sessions ended another way (the account was deleted and they cascaded). */
  async announceUserGone(userId: string): Promise<void> {
    await publishIdentityInvalidation(this.redis, this.config.REDIS_KEY_PREFIX, { userId });
  }
}
