import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { hmac, randomToken, safeEqualHex, sixDigitCode } from '../common/crypto';
import type { AuthConfig } from '../config/auth.config';
import { OneTimeCodeEntity, type CodePurpose } from './one-time-code.entity';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const LINK_TTL_MS = 60 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck =
  | { ok: true; code: OneTimeCodeEntity }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'too-many-attempts' };

/**
 * One-time secrets. Six-digit codes are checked per user (single use, 10 minutes, 5 attempts);
 * link codes (oobCode) are 256-bit tokens looked up by their hash.
 */
@Injectable()
export class CodesService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  private hash(code: string): string {
    return hmac(this.config.CODE_SECRET, code);
  }

  /** Issues a fresh 6-digit code, invalidating earlier ones of the same purpose. */
  async issueDigits(
    userId: string,
    purpose: CodePurpose,
    payload: Record<string, unknown> = {},
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ code: string; id: string }> {
    const repo = manager.getRepository(OneTimeCodeEntity);
    await repo.update({ userId, purpose, consumedAt: IsNull() }, { consumedAt: new Date() });
    const code = sixDigitCode();
    const row = await repo.save(
      repo.create({
        userId,
        purpose,
        codeHash: this.hash(code),
        payload,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      }),
    );
    return { code, id: row.id };
  }

  async issueLink(
    userId: string,
    purpose: CodePurpose,
    payload: Record<string, unknown> = {},
  ): Promise<string> {
    const repo = this.dataSource.getRepository(OneTimeCodeEntity);
    const code = randomToken(32);
    await repo.save(
      repo.create({
        userId,
        purpose,
        codeHash: this.hash(code),
        payload,
        expiresAt: new Date(Date.now() + LINK_TTL_MS),
      }),
    );
    return code;
  }

  /** Checks a 6-digit code of the user's latest live code for `purpose`; counts the attempt. */
  async checkDigits(
    userId: string,
    purpose: CodePurpose,
    code: string,
    id?: string,
  ): Promise<CodeCheck> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(OneTimeCodeEntity);
      const latest = await repo.findOne({
        where: { userId, purpose, ...(id ? { id } : {}) },
        order: { createdAt: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!latest) return { ok: false, reason: 'invalid' } as const;
      if (latest.consumedAt) return { ok: false, reason: 'used' } as const;
      if (latest.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' } as const;
      if (latest.attempts >= MAX_CODE_ATTEMPTS)
        return { ok: false, reason: 'too-many-attempts' } as const;
      latest.attempts += 1;
      const matches = /^\d{6}$/.test(code) && safeEqualHex(latest.codeHash, this.hash(code));
      if (matches) latest.consumedAt = new Date();
      else if (latest.attempts >= MAX_CODE_ATTEMPTS) latest.consumedAt = new Date(); // burnt after the 5th miss
      await repo.save(latest);
      return matches
        ? ({ ok: true, code: latest } as const)
        : ({ ok: false, reason: 'invalid' } as const);
    });
  }

  /** Looks up a link code without consuming it. */
  async peekLink(code: string): Promise<CodeCheck> {
    const row = await this.dataSource
      .getRepository(OneTimeCodeEntity)
      .findOne({ where: { codeHash: this.hash(code) } });
    if (!row || !['verifyEmail', 'resetPassword', 'recoverEmail'].includes(row.purpose))
      return { ok: false, reason: 'invalid' };
    if (row.consumedAt) return { ok: false, reason: 'used' };
    if (row.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, code: row };
  }

  /** Marks a link code used; false if another request consumed it first. */
  async consume(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const result = await manager
      .getRepository(OneTimeCodeEntity)
      .update({ id, consumedAt: IsNull() }, { consumedAt: new Date() });
    return (result.affected ?? 0) === 1;
  }
}
