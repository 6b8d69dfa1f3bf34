import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { startPrivateRedis, type PrivateRedis } from '@labellens/server-testing';
import { IdentityCache } from '../src/proxy/identity.cache';
import { IdentityResolver } from '../src/proxy/identity.resolver';

/**
 * The resolver against a stand-in for auth's identity endpoint (a real HTTP server that counts the
 * questions and, while `holding`, answers only when released) and a cache listening to a private
 * Redis.
 */

const TTL_MS = 2000;
let questions = 0;
let holding = false;
let held: (() => void)[] = [];
const release = () => {
  holding = false;
  for (const answer of held.splice(0)) answer();
};
let server: Server;
let redis: PrivateRedis;
let client: Redis;
let cache: IdentityCache;
let stop: () => Promise<void>;
let resolver: IdentityResolver;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      questions += 1;
      const { sessionToken } = JSON.parse(body) as { sessionToken?: string };
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ kind: 'user', userId: `user-${sessionToken}`, sessionId: 's' }));
      };
      if (holding) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  redis = await startPrivateRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  cache = new IdentityCache(TTL_MS);
  stop = cache.listen(client, 'identity-resolver-test:', () => undefined);
  for (let i = 0; i < 100 && !cache.active; i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(cache.active).toBe(true);
  const { port } = server.address() as AddressInfo;
  resolver = new IdentityResolver(`http://127.0.0.1:${port}`, 'x'.repeat(32), cache);
});

afterAll(async () => {
  await stop();
  client.disconnect();
  await redis.stop();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  questions = 0;
  held = [];
  holding = false;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await sleep(25);
  expect(condition()).toBe(true);
}

/** The answer, or 'waited' if it only comes once auth answers (auth is holding its answers). */
const withoutAuth = (answer: Promise<unknown>) =>
  Promise.race([answer, sleep(3000).then(() => 'waited')]);

it('asks auth once for many requests of one session arriving together', async () => {
  holding = true;
  const pending = Promise.all(
    Array.from({ length: 20 }, () => resolver.resolve({ sessionToken: 'together' })),
  );
  await until(() => questions > 0);
  await sleep(100);
  expect(questions).toBe(1);
  release();
  const answers = await pending;
  for (const a of answers)
    expect(a).toEqual({ kind: 'user', userId: 'user-together', sessionId: 's' });
});

it('renews a session in use before its entry expires, so no request waits for auth', async () => {
  await resolver.resolve({ sessionToken: 'busy' });
  expect(questions).toBe(1);
  // Past three quarters of the TTL: served from the cache at once, and asked again behind it.
  await sleep(TTL_MS * 0.8);
  holding = true;
  expect(await withoutAuth(resolver.resolve({ sessionToken: 'busy' }))).toMatchObject({
    userId: 'user-busy',
  });
  await until(() => questions === 2);
  release();
  await sleep(200);
  // Past the first entry's expiry: the renewed entry answers, without a question.
  await sleep(TTL_MS * 0.3);
  holding = true;
  expect(await withoutAuth(resolver.resolve({ sessionToken: 'busy' }))).toMatchObject({
    userId: 'user-busy',
  });
  expect(questions).toBe(2);
  release();
}, 20_000);

it('never lets a request after a sign-out join a question asked before it', async () => {
  holding = true;
  const before = resolver.resolve({ sessionToken: 'leaving' });
  await until(() => questions === 1);
  // The sign-out reaches this replica while auth is still answering the first question.
  resolver.forget('leaving');
  const after = resolver.resolve({ sessionToken: 'leaving' });
  await until(() => questions === 2);
  release();
  await Promise.all([before, after]);
});
