import Redis from 'ioredis';
import { createEvent, EventTypes } from '@labellens/event-contracts';
import { TEST_REDIS_URL, testRedisPrefix } from '@labellens/server-testing';
import { RedisStreamsEventBus } from '../src';
import { MemoryLogger, syncHandler, waitFor } from './support/bus-harness';

// Redis-only behaviour; what both adapters promise is in event-bus.contract.spec.ts.
describe('RedisStreamsEventBus', () => {
  const prefix = testRedisPrefix('events-redis');
  const key = `${prefix}${EventTypes.UserDeletedV1}`;
  let redis: Redis;
  let bus: RedisStreamsEventBus | undefined;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });

  afterEach(async () => {
    await bus?.close();
    bus = undefined;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  });

  afterAll(async () => {
    await redis.quit();
  });

  async function consumerNames(group: string): Promise<string[]> {
    const consumers = (await redis.call('XINFO', 'CONSUMERS', key, group)) as string[][];
    return consumers.map((info) => info[info.indexOf('name') + 1]).sort();
  }

  it('removes long-idle consumers with nothing pending from the group, keeps those with pending entries', async () => {
    await redis.xgroup('CREATE', key, 'g', '0', 'MKSTREAM');
    await redis.xadd(key, '*', 'event', 'x');
    // "holder" takes the entry and never acknowledges it; "idle" has nothing pending.
    await redis.xreadgroup('GROUP', 'g', 'holder', 'COUNT', 1, 'STREAMS', key, '>');
    await redis.xgroup('CREATECONSUMER', key, 'g', 'idle');
    expect(await consumerNames('g')).toEqual(['holder', 'idle']);
    await new Promise((resolve) => setTimeout(resolve, 50));

    bus = new RedisStreamsEventBus({
      redis: TEST_REDIS_URL,
      prefix,
      staleConsumerMs: 20,
      claimIdleMs: 60_000,
      logger: new MemoryLogger(),
    });
    await bus.subscribe({
      group: 'g',
      topics: [EventTypes.UserDeletedV1],
      handler: syncHandler(() => undefined),
    });
    const names = await consumerNames('g');
    expect(names).toContain('holder');
    expect(names).not.toContain('idle');
  });

  it('trims each stream to about EVENT_STREAM_MAXLEN entries', async () => {
    bus = new RedisStreamsEventBus({
      redis: TEST_REDIS_URL,
      prefix,
      maxLen: 100,
      logger: new MemoryLogger(),
    });
    const events = Array.from({ length: 1_000 }, (_, i) =>
      createEvent(EventTypes.UserDeletedV1, `u-${i}`, { userId: `u-${i}` }),
    );
    for (let i = 0; i < events.length; i += 250) await bus.publish(events.slice(i, i + 250));
    const length = await redis.xlen(key);
    // "~" trims whole macro nodes, so a little more than maxLen remains.
    expect(length).toBeGreaterThanOrEqual(100);
    expect(length).toBeLessThan(400);
  });

  it('acknowledges only after the handler succeeded, and retries a failed entry after claimIdleMs', async () => {
    bus = new RedisStreamsEventBus({
      redis: TEST_REDIS_URL,
      prefix,
      blockMs: 100,
      claimIdleMs: 300,
      claimIntervalMs: 100,
      logger: new MemoryLogger(),
    });
    const attempts: number[] = [];
    let fail = true;
    await bus.subscribe({
      group: 'retry',
      topics: [EventTypes.UserDeletedV1],
      fromBeginning: true,
      handler: async () => {
        attempts.push(Date.now());
        if (fail) {
          fail = false;
          throw new Error('transient');
        }
        await Promise.resolve();
      },
    });
    await bus.publish([createEvent(EventTypes.UserDeletedV1, 'u', { userId: 'u' })]);
    await waitFor(() => attempts.length === 1, 'the first attempt');
    const pending = (await redis.xpending(key, 'retry')) as [number, ...unknown[]];
    expect(pending[0]).toBe(1);
    await waitFor(() => attempts.length === 2, 'the retry', 5_000);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(250);
    await waitFor(
      async () => ((await redis.xpending(key, 'retry')) as [number])[0] === 0,
      'the entry to be acknowledged',
    );
  });
});
