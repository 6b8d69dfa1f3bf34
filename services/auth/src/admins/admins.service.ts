import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AdminLoginResponse } from '@labellens/contracts';
import { publishIdentityInvalidation } from '@labellens/server-auth';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import type Redis from 'ioredis';
import { randomToken, sha256 } from '../common/crypto';
import type { AuthConfig } from '../config/auth.config';
import { hashPassword, verifyPassword } from '../password/password-hasher';
import { passwordProblem } from '../password/password-policy';
import { LIMITS, ThrottleService } from '../throttle/throttle.service';
import type { AdminEntity } from './admin.entity';
import { AdminsRepository } from './admins.repository';

export class AdminPasswordError extends Error {}

/** Administrator accounts (username + password) and their expiring bearer tokens. */
@Injectable()
export class AdminsService {
  constructor(
    private readonly admins: AdminsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
    private readonly throttle: ThrottleService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  /** Creates or replaces an administrator's password. */
  async upsert(username: string, password: string): Promise<AdminEntity> {
    const problem =
      password.length < 12
        ? 'Administrator passwords must be at least 12 characters.'
        : passwordProblem(password);
    if (problem) throw new AdminPasswordError(problem);
    const existing = await this.admins.findByUsername(username);
    const passwordHash = await hashPassword(password);
    return existing
      ? this.admins.save(Object.assign(existing, { passwordHash }))
      : this.admins.create({ username, passwordHash });
  }

  async ensureFromConfig(): Promise<void> {
    if (!this.config.ADMIN_USERNAME || !this.config.ADMIN_PASSWORD) return;
    const exists = await this.admins.existsByUsername(this.config.ADMIN_USERNAME);
    if (!exists) await this.upsert(this.config.ADMIN_USERNAME, this.config.ADMIN_PASSWORD);
  }

  async login(username: string, password: string, address: string): Promise<AdminLoginResponse> {
    const pair = `${username}|${address}`;
    await this.throttle.check(LIMITS.adminPair, pair);
    await this.throttle.check(LIMITS.adminAddress, address);
    await this.throttle.slowDown(LIMITS.adminAccount, username);
    const admin = await this.admins.findByUsername(username);
    if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
      await this.throttle.hit(LIMITS.adminPair, pair);
      await this.throttle.hit(LIMITS.adminAddress, address);
      await this.throttle.count(LIMITS.adminAccount, username);
      throw new UnauthorizedException('Invalid credentials');
    }
    await this.throttle.reset(LIMITS.adminPair, pair);
    const token = randomToken(32);
    const expiresAt = new Date(Date.now() + this.config.ADMIN_TOKEN_TTL_MINUTES * 60_000);
    await this.admins.createToken({ tokenHash: sha256(token), adminId: admin.id, expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  async resolve(
    token: string,
  ): Promise<{ adminId: string; username: string; tokenId: string; expiresAt: Date } | null> {
    const row = await this.admins.findLiveToken(sha256(token));
    if (!row) return null;
    const admin = await this.admins.findById(row.adminId);
    return admin
      ? { adminId: admin.id, username: admin.username, tokenId: row.id, expiresAt: row.expiresAt }
      : null;
  }

  async logout(tokenId: string): Promise<void> {
    await this.admins.revokeToken(tokenId);
    // Gateways cache resolved identities; this ends the copies at once.
    await publishIdentityInvalidation(this.redis, this.config.REDIS_KEY_PREFIX, {
      adminTokenId: tokenId,
    });
  }
}
