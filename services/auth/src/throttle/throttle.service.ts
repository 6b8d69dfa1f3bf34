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
export const LIMITS = {
  signinAccount: { name: 'signin:account', max: 5, windowSeconds: 15 * 60 },
  signinAddress: { name: 'signin:address', max: 30, windowSeconds: 15 * 60 },
  signupAddress: { name: 'signup:address', max: 10, windowSeconds: 60 * 60 },
  signupAccount: { name: 'signup:account', max: 5, windowSeconds: 60 * 60 },
  resetAccount: { name: 'reset:account', max: 3, windowSeconds: 60 * 60 },
  resetAddress: { name: 'reset:address', max: 10, windowSeconds: 60 * 60 },
  codeAccount: { name: 'code:account', max: 10, windowSeconds: 15 * 60 },
  codeAddress: { name: 'code:address', max: 30, windowSeconds: 15 * 60 },
  adminAccount: { name: 'admin:account', max: 5, windowSeconds: 15 * 60 },
  adminAddress: { name: 'admin:address', max: 20, windowSeconds: 15 * 60 },
  smsAccount: { name: 'sms:account', max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export class TooManyAttemptsException extends HttpException {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      { message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfter: retryAfterSeconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
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
    const [[, count], [, ttl]] = (await this.redis.multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.expire(key, limit.windowSeconds);
    if (count > limit.max) throw new TooManyAttemptsException(ttl > 0 ? ttl : limit.windowSeconds);
  }

  /** Throws 429 if the budget is already spent, without counting (checked before expensive work). */
  async check(limit: Limit, subject: string): Promise<void> {
    const key = this.key(limit, subject);
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.ttl(key)]);
    if (Number(count ?? 0) >= limit.max) throw new TooManyAttemptsException(ttl > 0 ? ttl : limit.windowSeconds);
  }

  async reset(limit: Limit, subject: string): Promise<void> {
    await this.redis.del(this.key(limit, subject));
  }
}
