import Fastify from 'fastify';
import Redis from 'ioredis';
import { rateLimitHook, waitInWords } from '../src/proxy/rate-limit.hook';
import { SyncedRateCounters } from '../src/proxy/rate-limit.store';

// Counting only: no sync is started, so the client never connects.
const redis = new Redis({ lazyConnect: true });
const counters = () => new SyncedRateCounters(redis, 'unused:', () => undefined);
afterAll(() => {
  redis.disconnect();
});

async function app(max: number) {
  const fastify = Fastify();
  fastify.addHook(
    'onRequest',
    rateLimitHook(counters(), {
      max,
      windowMs: 60_000,
      keyOf: (req) => String(req.headers['x-client'] ?? req.ip),
    }),
  );
  let handled = 0;
  fastify.get('/api/thing', () => {
    handled += 1;
    return { ok: true };
  });
  await fastify.ready();
  return { fastify, handled: () => handled };
}

describe('rate limit hook', () => {
  it('lets `max` requests per client through with the limit headers, then answers 429 without calling the route', async () => {
    const { fastify, handled } = await app(3);
    for (let i = 1; i <= 3; i += 1) {
      const res = await fastify.inject({ url: '/api/thing', headers: { 'x-client': 'a' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(3 - i));
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    const limited = await fastify.inject({ url: '/api/thing', headers: { 'x-client': 'a' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      statusCode: 429,
      message: expect.stringMatching(
        /^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/,
      ),
    });
    expect(handled()).toBe(3);
    // Another client has its own count.
    expect(
      (await fastify.inject({ url: '/api/thing', headers: { 'x-client': 'b' } })).statusCode,
    ).toBe(200);
    await fastify.close();
  });

  it('words the wait like the rate-limit plugin did', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(43_000)).toBe('43 seconds');
    expect(waitInWords(42_001)).toBe('43 seconds');
    expect(waitInWords(60_000)).toBe('1 minute');
  });
});
