import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import type { EntityManager } from 'typeorm';
import { hmac, randomToken, safeEqualHex, sixDigitCode } from '../common/crypto';
import type { AuthConfig } from '../config/auth.config';
import { CodesRepository } from './codes.repository';
import type { CodePurpose, OneTimeCodeEntity } from './one-time-code.entity';

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
    private readonly codes: CodesRepository,
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
  ): Promise<{ code: string; id: string }> {
    await this.codes.retireLive(userId, purpose);
    const code = sixDigitCode();
    const row = await this.codes.create({
      userId,
      purpose,
      codeHash: this.hash(code),
      payload,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    return { code, id: row.id };
  }

  async issueLink(
    userId: string,
    purpose: CodePurpose,
    payload: Record<string, unknown> = {},
  ): Promise<string> {
    const code = randomToken(32);
    await this.codes.create({
      userId,
      purpose,
      codeHash: this.hash(code),
      payload,
      expiresAt: new Date(Date.now() + LINK_TTL_MS),
    });
    return code;
  }

  /** Checks a 6-digit code of the user's latest live code for `purpose`; counts the attempt. */
  async checkDigits(
    userId: string,
    purpose: CodePurpose,
    code: string,
    id?: string,
  ): Promise<CodeCheck> {
    return this.codes.transaction(async (manager) => {
      const latest = await this.codes.findLatestForUpdate(userId, purpose, id, manager);
      if (!latest) return { ok: false, reason: 'invalid' } as const;
      if (latest.consumedAt) return { ok: false, reason: 'used' } as const;
      if (latest.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' } as const;
      if (latest.attempts >= MAX_CODE_ATTEMPTS)
        return { ok: false, reason: 'too-many-attempts' } as const;
      latest.attempts += 1;
      const matches = /^\d{6}$/.test(code) && safeEqualHex(latest.codeHash, this.hash(code));
      if (matches) latest.consumedAt = new Date();
      else if (latest.attempts >= MAX_CODE_ATTEMPTS) latest.consumedAt = new Date(); // burnt after the 5th miss
      await this.codes.save(latest, manager);
      return matches
        ? ({ ok: true, code: latest } as const)
        : ({ ok: false, reason: 'invalid' } as const);
    });
  }

  /** Looks up a link code without consuming it. */
  async peekLink(code: string): Promise<CodeCheck> {
    const row = await this.codes.findByHash(this.hash(code));
    if (!row || !['verifyEmail', 'resetPassword', 'recoverEmail'].includes(row.purpose))
      return { ok: false, reason: 'invalid' };
    if (row.consumedAt) return { ok: false, reason: 'used' };
    if (row.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, code: row };
  }

  /** Marks a link code used; false if another request consumed it first. */
  consume(id: string, manager?: EntityManager): Promise<boolean> {
    return this.codes.consume(id, manager);
  }
}
