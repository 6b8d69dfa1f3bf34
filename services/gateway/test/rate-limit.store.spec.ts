import Redis from 'ioredis';
import { startPrivateRedis, testRedisPrefix } from '@labellens/server-testing';
import { SyncedRateCounters } from '../src/proxy/rate-limit.store';

const MINUTE = 60_000;

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(condition()).toBe(true);
}

describe('SyncedRateCounters: local counts, shared through Redis by periodic syncs', () => {
  it('two replicas each count locally and, once synced, both see the sum', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    const ns = testRedisPrefix('gateway-rate');
    const a = new SyncedRateCounters(redis, ns, () => undefined);
    const b = new SyncedRateCounters(redis, ns, () => undefined);
    try {
      await until(() => redis.status === 'ready');
      for (let i = 0; i < 4; i += 1) a.hit('10.0.0.1', MINUTE, 1);
      for (let i = 0; i < 3; i += 1) b.hit('10.0.0.1', MINUTE, 1);
      expect(a.hit('10.0.0.1', MINUTE, 0).current).toBe(4);
      expect(b.hit('10.0.0.1', MINUTE, 0).current).toBe(3);
      await a.sync();
      await b.sync();
      await a.sync();
      expect(a.hit('10.0.0.1', MINUTE, 0).current).toBe(7);
      expect(b.hit('10.0.0.1', MINUTE, 0).current).toBe(7);
      // Another client's count is its own.
      expect(a.hit('10.0.0.2', MINUTE, 1).current).toBe(1);
      const ttl = a.hit('10.0.0.1', MINUTE, 0).ttl;
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
    } finally {
      await a.close();
      await b.close();
      redis.disconnect();
    }
  });

  it('keeps counting in the process while Redis is down, and shares the counts once it is back', async () => {
    const server = await startPrivateRedis();
    const redis = new Redis(server.url, { maxRetriesPerRequest: 1 });
    const fallbacks: number[] = [];
    const counters = new SyncedRateCounters(redis, 'rate-test:', () => fallbacks.push(1));
    try {
      await until(() => redis.status === 'ready');
      await server.crash();
      await until(() => redis.status !== 'ready');
      for (let i = 1; i <= 6; i += 1) expect(counters.hit('10.0.0.9', MINUTE, 1).current).toBe(i);
      await counters.sync();
      expect(fallbacks.length).toBeGreaterThan(0);
      expect(counters.hit('10.0.0.9', MINUTE, 0).current).toBe(6);

      await server.restart();
      await until(() => redis.status === 'ready');
      await counters.sync();
      const window = Math.floor(Date.now() / MINUTE);
      expect(await redis.get(`rate-test:10.0.0.9:${window}`)).toBe('6');
      expect(counters.hit('10.0.0.9', MINUTE, 0).current).toBe(6);
    } finally {
      await counters.close();
      redis.disconnect();
      await server.stop();
    }
  }, 30_000);
});
