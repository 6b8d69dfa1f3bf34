import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { publishIdentityInvalidation } from '@labellens/server-auth';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import type Redis from 'ioredis';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { randomToken, sha256 } from '../common/crypto';
import type { AuthConfig } from '../config/auth.config';
import { hashPassword, verifyPassword } from '../password/password-hasher';
import { passwordProblem } from '../password/password-policy';
import { LIMITS, ThrottleService } from '../throttle/throttle.service';
import { AdminEntity, AdminTokenEntity } from './admin.entity';

export class AdminPasswordError extends Error {}

/** Administrator accounts (username + password) and their expiring bearer tokens. */
@Injectable()
export class AdminsService {
  constructor(
    private readonly dataSource: DataSource,
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
    const repo = this.dataSource.getRepository(AdminEntity);
    const existing = await repo.findOne({ where: { username } });
    const passwordHash = await hashPassword(password);
    return repo.save(
      existing
        ? Object.assign(existing, { passwordHash })
        : repo.create({ username, passwordHash }),
    );
  }

  async ensureFromConfig(): Promise<void> {
    if (!this.config.ADMIN_USERNAME || !this.config.ADMIN_PASSWORD) return;
    const exists = await this.dataSource
      .getRepository(AdminEntity)
      .exists({ where: { username: this.config.ADMIN_USERNAME } });
    if (!exists) await this.upsert(this.config.ADMIN_USERNAME, this.config.ADMIN_PASSWORD);
  }

  async login(
    username: string,
    password: string,
    address: string,
  ): Promise<{ token: string; expiresAt: string }> {
    const pair = `${username}|${address}`;
    await this.throttle.check(LIMITS.adminPair, pair);
    await this.throttle.check(LIMITS.adminAddress, address);
    await this.throttle.slowDown(LIMITS.adminAccount, username);
    const admin = await this.dataSource.getRepository(AdminEntity).findOne({ where: { username } });
    if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
      await this.throttle.hit(LIMITS.adminPair, pair);
      await this.throttle.hit(LIMITS.adminAddress, address);
      await this.throttle.count(LIMITS.adminAccount, username);
      throw new UnauthorizedException('Invalid credentials');
    }
    await this.throttle.reset(LIMITS.adminPair, pair);
    const token = randomToken(32);
    const expiresAt = new Date(Date.now() + this.config.ADMIN_TOKEN_TTL_MINUTES * 60_000);
    const repo = this.dataSource.getRepository(AdminTokenEntity);
    await repo.save(
      repo.create({ tokenHash: sha256(token), adminId: admin.id, expiresAt, revokedAt: null }),
    );
    return { token, expiresAt: expiresAt.toISOString() };
  }

  async resolve(
    token: string,
  ): Promise<{ adminId: string; username: string; tokenId: string; expiresAt: Date } | null> {
    const row = await this.dataSource.getRepository(AdminTokenEntity).findOne({
      where: { tokenHash: sha256(token), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    if (!row) return null;
    const admin = await this.dataSource
      .getRepository(AdminEntity)
      .findOne({ where: { id: row.adminId } });
    return admin
      ? { adminId: admin.id, username: admin.username, tokenId: row.id, expiresAt: row.expiresAt }
      : null;
  }

  async logout(tokenId: string): Promise<void> {
    await this.dataSource
      .getRepository(AdminTokenEntity)
      .update({ id: tokenId }, { revokedAt: new Date() });
    // Gateways cache resolved identities; this ends the copies at once.
    await publishIdentityInvalidation(this.redis, this.config.REDIS_KEY_PREFIX, {
      adminTokenId: tokenId,
    });
  }
}
