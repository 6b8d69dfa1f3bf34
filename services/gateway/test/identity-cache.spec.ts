import Redis from 'ioredis';
import {
  acknowledgeIdentityInvalidation,
  identityInvalidationChannel,
  parseIdentityInvalidation,
  publishIdentityInvalidation,
  type Identity,
} from '@labellens/server-auth';
import { startPrivateRedis, type PrivateRedis } from '@labellens/server-testing';
import { IdentityCache } from '../src/proxy/identity.cache';

const PREFIX = 'identity-cache-test:';
const ada: Identity = { kind: 'user', userId: 'user-ada', sessionId: 's1' };
const bob: Identity = { kind: 'user', userId: 'user-bob', sessionId: 's2' };
const root: Identity = { kind: 'admin', adminId: 'a1', username: 'root', tokenId: 'tok-1' };
const hash = (c: string) => c.repeat(64);

let redis: PrivateRedis;
let client: Redis;
let publisher: Redis;
let cache: IdentityCache;
let stop: () => Promise<void>;

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(condition()).toBe(true);
}

beforeAll(async () => {
  redis = await startPrivateRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  publisher = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  cache = new IdentityCache(30_000);
  stop = cache.listen(client, PREFIX, () => undefined);
  await until(() => cache.active);
});

afterAll(async () => {
  await stop();
  client.disconnect();
  publisher.disconnect();
  await redis.stop();
});

/** Publishes and waits until the cache's generation moved, i.e. the message was handled. */
async function announce(message: Parameters<typeof publishIdentityInvalidation>[2]): Promise<void> {
  const before = cache.version;
  expect(await publishIdentityInvalidation(publisher, PREFIX, message)).toBe(true);
  await until(() => cache.version !== before);
}

describe('IdentityCache against a real Redis', () => {
  it('drops one session, every session of a user, or one admin token when told', async () => {
    cache.set(hash('a'), ada, cache.version);
    cache.set(hash('b'), { ...ada, sessionId: 's3' }, cache.version);
    cache.set(hash('c'), bob, cache.version);
    cache.set(hash('d'), root, cache.version);
    expect(cache.get(hash('a'))).toEqual(ada);

    await announce({ sessionTokenHash: hash('c') });
    expect(cache.get(hash('c'))).toBeUndefined();
    expect(cache.get(hash('a'))).toEqual(ada);

    await announce({ userId: 'user-ada' });
    expect(cache.get(hash('a'))).toBeUndefined();
    expect(cache.get(hash('b'))).toBeUndefined();

    await announce({ adminTokenId: 'tok-1' });
    expect(cache.get(hash('d'))).toBeUndefined();
  });

  it('never stores an answer fetched before an invalidation arrived', async () => {
    const version = cache.version;
    await announce({ userId: 'user-ada' });
    cache.set(hash('e'), ada, version);
    expect(cache.get(hash('e'))).toBeUndefined();
  });

  it('answers the publisher only once the replica has dropped the identity', async () => {
    cache.set(hash('g'), bob, cache.version);
    expect(await publishIdentityInvalidation(publisher, PREFIX, { userId: 'user-bob' })).toBe(true);
    // No waiting here: the publisher returned after this replica's confirmation.
    expect(cache.get(hash('g'))).toBeUndefined();
  });

  it('waits for a slow replica, and gives up on a silent one after the wait it was given', async () => {
    // A second replica that takes 150 ms to act, and a third that never confirms.
    const slow = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    const slowAcker = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    const silent = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    await slow.subscribe(identityInvalidationChannel(PREFIX));
    slow.on('message', (_channel: string, raw: string) => {
      const ack = parseIdentityInvalidation(raw)?.ack;
      setTimeout(() => {
        if (ack) void acknowledgeIdentityInvalidation(slowAcker, PREFIX, ack);
      }, 150);
    });
    try {
      let started = Date.now();
      expect(await publishIdentityInvalidation(publisher, PREFIX, { userId: 'x' }, 2_000)).toBe(
        true,
      );
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(140);
      expect(waited).toBeLessThan(1_500);

      await silent.subscribe(identityInvalidationChannel(PREFIX));
      started = Date.now();
      expect(await publishIdentityInvalidation(publisher, PREFIX, { userId: 'x' }, 400)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    } finally {
      slow.disconnect();
      slowAcker.disconnect();
      silent.disconnect();
    }
  });

  it('keeps nobody anonymous', () => {
    cache.set(hash('f'), { kind: 'anonymous' }, cache.version);
    expect(cache.get(hash('f'))).toBeUndefined();
  });

  it('stops caching and forgets everything while it cannot hear invalidations, then resumes empty', async () => {
    cache.set(hash('a'), ada, cache.version);
    await redis.crash();
    await until(() => !cache.active);
    cache.set(hash('g'), bob, cache.version);
    expect(cache.get(hash('g'))).toBeUndefined();

    await redis.restart();
    await until(() => cache.active);
    expect(cache.get(hash('a'))).toBeUndefined();
    cache.set(hash('a'), ada, cache.version);
    expect(cache.get(hash('a'))).toEqual(ada);
  }, 30_000);
});

it('never serves an identity past its token expiry, however long the cache TTL', async () => {
  // Auth says the session expires in 200 ms; the cache would keep it 30 s.
  cache.set(hash('e'), ada, cache.version, Date.now() + 200);
  expect(cache.get(hash('e'))).toEqual(ada);
  await new Promise((r) => setTimeout(r, 300));
  expect(cache.get(hash('e'))).toBeUndefined();
  // Already expired when the answer arrived: not stored at all.
  cache.set(hash('f'), bob, cache.version, Date.now() - 1);
  expect(cache.get(hash('f'))).toBeUndefined();
});
