import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import type Redis from 'ioredis';
import type { AuthConfig } from '../config/auth.config';

export interface Limit {
  /** e.g. 'signin:account' */
  name: string;
  max: number;
  windowSeconds: number;
}

// ASVS 2.2.1: per-account and per-address limits on sign-in, sign-up, reset and code attempts.
// Password guessing locks the pair of account and address, never the account alone (a stranger
// who knows an e-mail or the admin username must not lock its owner out); failures on the account
// from every address slow each further attempt instead (`ACCOUNT_DELAY`).
export const LIMITS = {
  signinPair: { name: 'signin:pair', max: 5, windowSeconds: 15 * 60 },
  signinAccount: { name: 'signin:account', max: 5, windowSeconds: 15 * 60 },
  signinAddress: { name: 'signin:address', max: 30, windowSeconds: 15 * 60 },
  signupAddress: { name: 'signup:address', max: 10, windowSeconds: 60 * 60 },
  signupAccount: { name: 'signup:account', max: 5, windowSeconds: 60 * 60 },
  resetAccount: { name: 'reset:account', max: 3, windowSeconds: 60 * 60 },
  resetAddress: { name: 'reset:address', max: 10, windowSeconds: 60 * 60 },
  codeAccount: { name: 'code:account', max: 10, windowSeconds: 15 * 60 },
  // Each verification e-mail (sign-up, log-in while unverified, resend) counts: no mail bombing.
  verifyMailAccount: { name: 'verify-mail:account', max: 3, windowSeconds: 15 * 60 },
  codeAddress: { name: 'code:address', max: 30, windowSeconds: 15 * 60 },
  adminPair: { name: 'admin:pair', max: 5, windowSeconds: 15 * 60 },
  adminAccount: { name: 'admin:account', max: 5, windowSeconds: 15 * 60 },
  adminAddress: { name: 'admin:address', max: 20, windowSeconds: 15 * 60 },
  smsAccount: { name: 'sms:account', max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export class TooManyAttemptsException extends HttpException {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      {
        message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfter: retryAfterSeconds,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** Delay before checking a password once an account has more failures than `limit.max`. */
export const ACCOUNT_DELAY = { firstMs: 250, maxMs: 4_000 };

export function accountDelayMs(failures: number, limit: Limit): number {
  if (failures <= limit.max) return 0;
  return Math.min(ACCOUNT_DELAY.firstMs * 2 ** (failures - limit.max - 1), ACCOUNT_DELAY.maxMs);
}

/** Fixed-window counters in Redis, shared by every auth replica. */
@Injectable()
export class ThrottleService {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  private key(limit: Limit, subject: string): string {
    return `${this.config.REDIS_KEY_PREFIX}throttle:${limit.name}:${subject.toLowerCase()}`;
  }

  /** Counts one attempt; throws 429 once the window's budget is spent. */
  async hit(limit: Limit, subject: string): Promise<void> {
    const key = this.key(limit, subject);
    const [[, count], [, ttl]] = (await this.redis.multi().incr(key).ttl(key).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) await this.redis.expire(key, limit.windowSeconds);
    if (count > limit.max) throw new TooManyAttemptsException(ttl > 0 ? ttl : limit.windowSeconds);
  }

  /** Throws 429 if the budget is already spent, without counting (checked before expensive work). */
  async check(limit: Limit, subject: string): Promise<void> {
    const key = this.key(limit, subject);
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.ttl(key)]);
    if (Number(count ?? 0) >= limit.max)
      throw new TooManyAttemptsException(ttl > 0 ? ttl : limit.windowSeconds);
  }

  /** Counts one attempt without ever refusing it (the counters behind growing delays). */
  async count(limit: Limit, subject: string): Promise<void> {
    const key = this.key(limit, subject);
    const [[, count]] = (await this.redis.multi().incr(key).ttl(key).exec()) as [
      [null, number],
      [null, number],
    ];
    if (count === 1) await this.redis.expire(key, limit.windowSeconds);
  }

  /**
   * Waits longer the more failures the subject has in its window, doubling from 250 ms up to 4 s
   * past `limit.max`: guessing gets slow from everywhere at once, yet nobody is locked out.
   */
  async slowDown(limit: Limit, subject: string): Promise<void> {
    const failures = Number((await this.redis.get(this.key(limit, subject))) ?? 0);
    const ms = accountDelayMs(failures, limit);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  async reset(limit: Limit, subject: string): Promise<void> {
    await this.redis.del(this.key(limit, subject));
  }
}
