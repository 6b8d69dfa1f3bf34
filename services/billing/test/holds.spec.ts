import { randomUUID } from 'node:crypto';
import { createEvent, EventTypes } from '@labellens/event-contracts';
import { UserDeletedConsumer } from '../src/users/user-deleted.consumer';
import { countRows, localCheckout } from './support/billing-helpers';
import {
  anonymousHeaders,
  serviceHeaders,
  startBillingApp,
  userHeaders,
  type BillingTestApp,
} from './support/billing-test-app';

// Offline allowance holds (internal API for the scan service): the ledger side of issue 17.
jest.setTimeout(30_000);

let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingApp('holds', { PAYMENT_PROVIDER: 'local' });
});

afterAll(async () => {
  await t.close();
});

const newUser = () => `user-${randomUUID()}`;
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();

function hold(body: Record<string, unknown>, headers = serviceHeaders()) {
  return t.http().post('/internal/quota/holds').set(headers).send(body);
}

function claim(body: Record<string, unknown>) {
  return t.http().post('/internal/quota/holds/claim').set(serviceHeaders()).send(body);
}

async function status(userId: string) {
  const res = await t.http().get('/api/subscription/status').set(userHeaders(userId)).expect(200);
  return res.body as {
    scansUsed: number;
    scansRemaining: number;
    offlineScansHeld: number;
    paygCredits: number;
  };
}

describe('quota holds (offline allowances)', () => {
  it('accepts only the service identity and validates the body', async () => {
    const userId = newUser();
    const body = { userId, holdId: randomUUID(), scans: 2, expiresAt: inHours(1) };
    await hold(body, {}).expect(401);
    await hold(body, anonymousHeaders()).expect(401);
    await hold(body, userHeaders(userId)).expect(401);
    for (const bad of [
      { ...body, holdId: 'x' },
      { ...body, scans: 0 },
      { ...body, scans: 1.5 },
      { ...body, expiresAt: 'soon' },
      { ...body, expiresAt: inHours(24 * 365) },
      { ...body, userId: undefined },
    ])
      await hold(bad).expect(400);
    await claim({ userId, holdId: 'x', claimKey: 'k' }).expect(400);
    expect(await status(userId)).toMatchObject({ scansRemaining: 3, offlineScansHeld: 0 });
  });

  it('holds allowance first, then credits, at most what is left; idempotent by hold id', async () => {
    const userId = newUser();
    await localCheckout(t, userId, '/api/payg/create-payment', { scansQuantity: 10 });
    const holdId = randomUUID();
    const first = await hold({ userId, holdId, scans: 5, expiresAt: inHours(1) }).expect(200);
    expect(first.body).toMatchObject({ holdId, scans: 5, released: 0 });
    expect(
      await hold({ userId, holdId, scans: 5, expiresAt: inHours(1) }).expect(200),
    ).toMatchObject({
      body: { holdId, scans: 5 },
    });
    expect(
      await countRows(t, `scan_reservations WHERE hold_id = $1 AND source = 'credit'`, [holdId]),
    ).toBe(2);
    expect(await status(userId)).toMatchObject({
      scansUsed: 0,
      scansRemaining: 8,
      offlineScansHeld: 5,
      paygCredits: 8,
    });
    // Another person cannot take over a hold id.
    await hold({ userId: newUser(), holdId, scans: 1, expiresAt: inHours(1) }).expect(409);
  });

  it('claims once per key, refuses a spent, ended or unknown hold, and frees a released claim', async () => {
    const userId = newUser();
    const holdId = randomUUID();
    await hold({ userId, holdId, scans: 2, expiresAt: inHours(1) }).expect(200);
    const a = await claim({ userId, holdId, claimKey: 'a' }).expect(200);
    expect((await claim({ userId, holdId, claimKey: 'a' }).expect(200)).body).toEqual(a.body);
    await claim({ userId: newUser(), holdId, claimKey: 'a' }).expect(404);
    await claim({ userId, holdId: randomUUID(), claimKey: 'a' }).expect(404);
    // A released claim gives its scan back; the same key can claim again.
    await t
      .http()
      .post('/internal/quota/release')
      .set(serviceHeaders())
      .send({ reservationId: a.body.reservationId })
      .expect(200);
    const again = await claim({ userId, holdId, claimKey: 'a' }).expect(200);
    expect(again.body.reservationId).not.toBe(a.body.reservationId);
    await claim({ userId, holdId, claimKey: 'b' }).expect(200);
    const spent = await claim({ userId, holdId, claimKey: 'c' }).expect(409);
    expect(spent.body.code).toBe('hold_spent');
    t.clock.advance(2 * 3_600_000);
    try {
      const ended = await claim({ userId, holdId, claimKey: 'd' }).expect(410);
      expect(ended.body.code).toBe('hold_expired');
      // A claim made before the end is still answered (and can still be committed).
      expect((await claim({ userId, holdId, claimKey: 'b' }).expect(200)).body.state).toBe(
        'reserved',
      );
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
  });

  it('erases holds with the account', async () => {
    const userId = newUser();
    const holdId = randomUUID();
    await hold({ userId, holdId, scans: 2, expiresAt: inHours(1) }).expect(200);
    await t.dataSource.transaction((manager) =>
      t
        .get(UserDeletedConsumer)
        .handle(createEvent(EventTypes.UserDeletedV1, userId, { userId }), manager),
    );
    expect(await countRows(t, `quota_holds WHERE user_id = $1`, [userId])).toBe(0);
    expect(await countRows(t, `scan_reservations WHERE hold_id = $1`, [holdId])).toBe(0);
  });
});
