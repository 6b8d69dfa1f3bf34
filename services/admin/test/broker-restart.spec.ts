import { startPrivateRedis, type PrivateRedis, ifStarted } from '@labellens/server-testing';
import type { EventEnvelope } from '@labellens/event-contracts';
import { startAdminApp, type AdminTestApp } from './support/admin-harness';
import { deleted, newUserId, paid, registered, scanned } from './support/admin-events.factory';

let redis: PrivateRedis;
let t: AdminTestApp;

beforeAll(async () => {
  redis = await startPrivateRedis();
  t = await startAdminApp('broker_restart', { REDIS_URL: redis.url });
});

afterAll(async () => {
  await ifStarted(t)?.close();
  await ifStarted(redis)?.stop();
});

/** Publishes once the bus has reconnected to the (restarted) server. */
async function publish(events: EventEnvelope[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await t.bus.publish(events);
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('admin read models across a Redis restart without persistence, no service restart', () => {
  it('keeps consuming: events published after SHUTDOWN NOSAVE reach the read models', async () => {
    const now = new Date();
    const [a, b] = [newUserId(), newUserId()];
    const before = [registered(a, now), scanned(a, now), paid(a, now, 499)];
    await publish(before);
    await t.waitForConsumed(before);

    await redis.crash();
    await redis.restart();

    const after = [
      registered(b, now),
      scanned(b, now),
      scanned(b, now),
      paid(b, now, 999),
      deleted(a, now),
    ];
    const started = Date.now();
    await publish(after);
    await t.waitForConsumed(after);
    expect(Date.now() - started).toBeLessThan(10_000);

    const analytics = await t.projector.analytics(now);
    // Both people's payments count; the deleted person is gone from the users, their scan with them.
    expect(analytics.users.totalUsers).toBe(1);
    expect(analytics.usage.totalScans).toBe(2);
    expect(analytics.revenue.totalRevenue).toBe(499 + 999);
  }, 60_000);
});
