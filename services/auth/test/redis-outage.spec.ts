import { startPrivateRedis, type PrivateRedis, ifStarted } from '@labellens/server-testing';
import { Browser, startAuthStack } from './support/auth-harness';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const SIGN_IN = { email: 'nobody@example.com', password: 'not the password 123' };

let redis: PrivateRedis;
let stack: Awaited<ReturnType<typeof startAuthStack>>;

beforeAll(async () => {
  redis = await startPrivateRedis();
  stack = await startAuthStack(
    { REDIS_URL: redis.url, LOG_LEVEL: 'silent' },
    { RATE_LIMIT_PER_MINUTE: '5' },
  );
});

afterAll(async () => {
  await ifStarted(stack)?.close();
  await ifStarted(redis)?.stop();
});

async function eventually<T>(
  work: () => Promise<T>,
  done: (value: T) => boolean,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await work();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('gateway and auth while Redis is down (a private redis-server, SHUTDOWN NOSAVE)', () => {
  it('answers 503 with a plain message where Redis is needed, keeps limiting locally, and recovers by itself', async () => {
    expect((await new Browser(stack.base).call('POST', '/api/auth/signin', SIGN_IN)).status).toBe(
      401,
    );

    await redis.crash();

    // Sign-in counts attempts in Redis: refused plainly and quickly, never the driver's text.
    const started = Date.now();
    const signIn = await new Browser(stack.base).call('POST', '/api/auth/signin', SIGN_IN);
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual({ message: UNAVAILABLE, statusCode: 503 });
    expect(signIn.text).not.toMatch(/redis|retries|ECONNREFUSED|Connection/i);
    expect(Date.now() - started).toBeLessThan(5000);

    // What needs no Redis still works through the gateway, whose rate limit now counts locally.
    const client = new Browser(stack.base);
    for (let i = 0; i < 5; i += 1) {
      const res = await client.call('GET', '/api/auth/user');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Unauthorized');
    }
    const limited = await client.call('GET', '/api/auth/user');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests\. Please try again in /);

    await redis.restart();

    // No restart of either process: the next attempts get through once the clients reconnect.
    const back = await eventually(
      () => new Browser(stack.base).call('POST', '/api/auth/signin', SIGN_IN),
      (res) => res.status === 401,
      15_000,
    );
    expect(back.status).toBe(401);
    expect(back.body.message).not.toBe(UNAVAILABLE);
  }, 60_000);
});
