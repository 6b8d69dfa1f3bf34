import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { SyncedRateCounters } from './rate-limit.store';

export interface RateLimitOptions {
  /** Requests per window and client. */
  max: number;
  windowMs: number;
  keyOf: (req: FastifyRequest) => string;
}

/** "Please try again in 43 seconds": the wait in words, whole seconds up to a minute. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * Fixed-window rate limit per client as an `onRequest` hook over SyncedRateCounters: the counting
 * is local and synchronous (no Redis round trip, no promise per request), and the answer is the
 * one @fastify/rate-limit gave: `x-ratelimit-limit`, `-remaining` and `-reset` on every response,
 * and over the limit a 429 with `retry-after` and "Too many requests. Please try again in …".
 */
export function rateLimitHook(counters: SyncedRateCounters, options: RateLimitOptions) {
  const { max, windowMs, keyOf } = options;
  const limit = String(max);
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const { current, ttl } = counters.hit(keyOf(req), windowMs, 1);
    const reset = String(Math.ceil(ttl / 1000));
    if (current <= max) {
      reply.header('x-ratelimit-limit', limit);
      reply.header('x-ratelimit-remaining', String(max - current));
      reply.header('x-ratelimit-reset', reset);
      done();
      return;
    }
    reply
      .code(429)
      .header('x-ratelimit-limit', limit)
      .header('x-ratelimit-remaining', '0')
      .header('x-ratelimit-reset', reset)
      .header('retry-after', reset)
      .send({
        statusCode: 429,
        message: `Too many requests. Please try again in ${waitInWords(ttl)}.`,
      });
  };
}
