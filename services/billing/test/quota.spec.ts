import { randomUUID } from 'node:crypto';
import {
  startBillingApp,
  serviceHeaders,
  userHeaders,
  type BillingTestApp,
} from './support/billing-test-app';

jest.setTimeout(30_000);

let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingApp('quota');
});

afterAll(async () => {
  await t.close();
});

const newUser = () => `user-${randomUUID()}`;

interface Reservation {
  reservationId: string;
  source: string;
  state: string;
}

function reserve(userId: string, requestId: string = randomUUID()) {
  return t.http().post('/internal/quota/reserve').set(serviceHeaders()).send({ userId, requestId });
}

function commit(reservationId: unknown) {
  return t.http().post('/internal/quota/commit').set(serviceHeaders()).send({ reservationId });
}

function release(reservationId: unknown) {
  return t.http().post('/internal/quota/release').set(serviceHeaders()).send({ reservationId });
}

async function status(userId: string) {
  const response = await t
    .http()
    .get('/api/subscription/status')
    .set(userHeaders(userId))
    .expect(200);
  return response.body as {
    canScan: boolean;
    scansUsed: number;
    scansRemaining: number | null;
    subscriptionTier: string;
    subscriptionStatus: string;
    plan: { name: string; maxScansPerMonth: number | null };
    paygCredits: number;
    currentPeriodStart: string;
    currentPeriodEnd: string;
  };
}

/** Buys pay-as-you-go credits through the local provider, as the front end would. */
async function buyCredits(userId: string, scansQuantity: number): Promise<void> {
  const created = await t
    .http()
    .post('/api/payg/create-payment')
    .set(userHeaders(userId))
    .send({ scansQuantity })
    .expect(200);
  await t
    .http()
    .post('/api/billing/local/confirm')
    .set(userHeaders(userId))
    .send({
      clientSecret: created.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    })
    .expect(200);
}

describe('quota ledger (internal API)', () => {
  it('gives a new user the free plan: 3 scans this calendar month', async () => {
    const userId = newUser();
    const s = await status(userId);
    expect(s).toMatchObject({
      canScan: true,
      scansUsed: 0,
      scansRemaining: 3,
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      plan: { name: 'Free Plan', maxScansPerMonth: 3 },
      paygCredits: 0,
    });
    const now = new Date();
    expect(s.currentPeriodStart).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
    expect(s.currentPeriodEnd).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    );
  });

  it('lets exactly 3 of 20 simultaneous reservations through when 3 scans are left', async () => {
    const userId = newUser();
    const responses = await Promise.all(Array.from({ length: 20 }, () => reserve(userId)));
    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 402);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(17);
    expect(new Set(ok.map((r) => (r.body as Reservation).reservationId)).size).toBe(3);
    for (const r of ok) expect(r.body.source).toBe('allowance');
    for (const r of refused) {
      expect(r.body.message).toBe(
        'Scan limit reached. You have used 3 of your monthly scans. Please upgrade your subscription to continue.',
      );
    }
    const s = await status(userId);
    expect(s).toMatchObject({ canScan: false, scansUsed: 3, scansRemaining: 0 });
    const rows: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM scan_reservations WHERE user_id = $1`,
      [userId],
    );
    expect(rows[0]?.n).toBe(3);
    // Committing all three keeps the status the same.
    for (const r of ok) await commit(r.body.reservationId).expect(200);
    expect(await status(userId)).toMatchObject({ canScan: false, scansUsed: 3, scansRemaining: 0 });
  });

  it('splits simultaneous reservations exactly across allowance and credits', async () => {
    const userId = newUser();
    await buyCredits(userId, 10);
    await reserve(userId).expect(200);
    const responses = await Promise.all(Array.from({ length: 20 }, () => reserve(userId)));
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(12);
    expect(ok.filter((r) => r.body.source === 'allowance')).toHaveLength(2);
    expect(ok.filter((r) => r.body.source === 'credit')).toHaveLength(10);
    expect(responses.filter((r) => r.status === 402)).toHaveLength(8);
    expect(await status(userId)).toMatchObject({
      canScan: false,
      scansUsed: 3,
      scansRemaining: 0,
      paygCredits: 0,
    });
  });

  it('uses the monthly allowance before pay-as-you-go credits', async () => {
    const userId = newUser();
    await buyCredits(userId, 20);
    expect(await status(userId)).toMatchObject({
      scansRemaining: 23,
      paygCredits: 20,
      scansUsed: 0,
    });
    const sources: string[] = [];
    for (let i = 0; i < 4; i += 1)
      sources.push(((await reserve(userId).expect(200)).body as Reservation).source);
    expect(sources).toEqual(['allowance', 'allowance', 'allowance', 'credit']);
    expect(await status(userId)).toMatchObject({
      canScan: true,
      scansUsed: 3,
      scansRemaining: 19,
      paygCredits: 19,
    });
  });

  it('is idempotent on requestId', async () => {
    const userId = newUser();
    const requestId = randomUUID();
    const first = await reserve(userId, requestId).expect(200);
    const again = await reserve(userId, requestId).expect(200);
    expect(again.body.reservationId).toBe(first.body.reservationId);
    expect(await status(userId)).toMatchObject({ scansUsed: 1, scansRemaining: 2 });
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => reserve(userId, 'same-request')),
    );
    expect(new Set(parallel.map((r) => (r.body as Reservation).reservationId)).size).toBe(1);
    expect(await status(userId)).toMatchObject({ scansUsed: 2, scansRemaining: 1 });
  });

  it('gives the scan back on release; releasing twice is fine; a released scan cannot be committed', async () => {
    const userId = newUser();
    const { body } = await reserve(userId).expect(200);
    expect(await status(userId)).toMatchObject({ scansUsed: 1, scansRemaining: 2 });
    expect((await release(body.reservationId).expect(200)).body.state).toBe('released');
    await release(body.reservationId).expect(200);
    expect(await status(userId)).toMatchObject({ scansUsed: 0, scansRemaining: 3 });
    const refused = await commit(body.reservationId).expect(409);
    expect(refused.body.message).toBe('Reservation was released');
  });

  it('commits idempotently; a committed scan cannot be released', async () => {
    const userId = newUser();
    const { body } = await reserve(userId).expect(200);
    const results = await Promise.all([
      commit(body.reservationId),
      commit(body.reservationId),
      commit(body.reservationId),
    ]);
    for (const r of results) expect(r.status).toBe(200);
    expect(results[0].body.state).toBe('committed');
    expect(await status(userId)).toMatchObject({ scansUsed: 1, scansRemaining: 2 });
    expect((await release(body.reservationId).expect(409)).body.message).toBe(
      'Reservation already committed',
    );
    expect(await status(userId)).toMatchObject({ scansUsed: 1, scansRemaining: 2 });
  });

  it('stops counting reservations that were never committed after they expire', async () => {
    const userId = newUser();
    await Promise.all([reserve(userId), reserve(userId), reserve(userId)]);
    await reserve(userId).expect(402);
    t.clock.advance(t.config.QUOTA_RESERVATION_TTL_SECONDS * 1000 + 1000);
    try {
      expect(await status(userId)).toMatchObject({
        canScan: true,
        scansUsed: 0,
        scansRemaining: 3,
      });
      await reserve(userId).expect(200);
    } finally {
      t.clock.advance(-(t.config.QUOTA_RESERVATION_TTL_SECONDS * 1000 + 1000));
    }
  });

  it('still commits an expired reservation (a saved scan whose commit was retried late), once', async () => {
    const userId = newUser();
    const late = (await reserve(userId).expect(200)).body as Reservation;
    t.clock.advance(t.config.QUOTA_RESERVATION_TTL_SECONDS * 1000 + 1000);
    try {
      expect(await status(userId)).toMatchObject({ scansUsed: 0, scansRemaining: 3 });
      const answers = await Promise.all([commit(late.reservationId), commit(late.reservationId)]);
      for (const a of answers) expect(a.status).toBe(200);
      expect(await status(userId)).toMatchObject({ scansUsed: 1, scansRemaining: 2 });
    } finally {
      t.clock.advance(-(t.config.QUOTA_RESERVATION_TTL_SECONDS * 1000 + 1000));
    }
  });

  it('resets the free allowance at the start of the next calendar month (UTC), keeping credits', async () => {
    const userId = newUser();
    await buyCredits(userId, 10);
    for (let i = 0; i < 4; i += 1)
      await commit((await reserve(userId).expect(200)).body.reservationId).expect(200);
    expect(await status(userId)).toMatchObject({ scansUsed: 3, scansRemaining: 9, paygCredits: 9 });
    const now = t.clock.now();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 0, 1));
    const offset = nextMonth.getTime() - now.getTime();
    t.clock.advance(offset);
    try {
      const s = await status(userId);
      expect(s).toMatchObject({ canScan: true, scansUsed: 0, scansRemaining: 12, paygCredits: 9 });
      expect(s.currentPeriodStart).toBe(
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      );
      expect((await reserve(userId).expect(200)).body.source).toBe('allowance');
    } finally {
      t.clock.advance(-offset);
    }
  });

  it('accepts only the service identity and validates the body', async () => {
    const userId = newUser();
    await t.http().post('/internal/quota/reserve').send({ userId, requestId: 'r' }).expect(401);
    await t
      .http()
      .post('/internal/quota/reserve')
      .set(userHeaders(userId))
      .send({ userId, requestId: 'r' })
      .expect(401);
    const bad = await t
      .http()
      .post('/internal/quota/reserve')
      .set(serviceHeaders())
      .send({ userId })
      .expect(400);
    expect(bad.body.message).toBe('requestId: requestId is required');
    await t
      .http()
      .post('/internal/quota/commit')
      .set(serviceHeaders())
      .send({ reservationId: 'nope' })
      .expect(400);
    const missing = await commit(randomUUID()).expect(404);
    expect(missing.body.message).toBe('Reservation not found');
  });
});
