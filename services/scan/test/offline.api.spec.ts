import { randomUUID } from 'node:crypto';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { freePort } from '@labellens/server-testing';
import { startBillingApp, type BillingTestApp } from '../../billing/test/support/billing-test-app';
import { Clock } from '../src/common/clock';
import { signAllowance, verifyAllowance } from '../src/offline/allowance-token';
import { personWithAllergies } from './support/person';
import { startScanStack, TEST_SECRET, type Browser, type ScanStack } from './support/scan-harness';

// Offline allowances and offline scan sync through the gateway, against the real billing service
// (in this process, with a clock the test moves) so holds, claims and commits are the real ledger.
jest.setTimeout(120_000);

const TTL_S = 3600;
const GRACE_S = 600;
const INGREDIENTS = 'water, sugar, wheat flour, E330, palm oil';

let stack: ScanStack;
let billing: BillingTestApp;

beforeAll(async () => {
  billing = await startBillingApp('offline', {
    INTERNAL_JWT_SECRET: TEST_SECRET,
    PAYMENT_PROVIDER: 'local',
  });
  const port = await freePort();
  await billing.app.listen(port, '127.0.0.1');
  stack = await startScanStack({
    worker: false,
    env: {
      BILLING_URL: `http://127.0.0.1:${port}`,
      OFFLINE_ALLOWANCE_SCANS: '10',
      OFFLINE_ALLOWANCE_TTL_SECONDS: String(TTL_S),
      OFFLINE_ALLOWANCE_GRACE_SECONDS: String(GRACE_S),
    },
  });
});

afterAll(async () => {
  jest.restoreAllMocks();
  await stack.close();
  await billing.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** The person's quota as billing reports it (billing is not behind this test's gateway). */
async function status(userId: string) {
  const res = await billing
    .http()
    .get('/api/subscription/status')
    .set(
      INTERNAL_IDENTITY_HEADER,
      signInternalToken({ kind: 'user', userId, sessionId: `s-${userId}` }, TEST_SECRET),
    )
    .expect(200);
  return res.body as {
    scansUsed: number;
    scansRemaining: number | null;
    offlineScansHeld: number;
    canScan: boolean;
  };
}

async function committedScans(userId: string): Promise<number> {
  const rows: { n: number }[] = await billing.dataSource.query(
    `SELECT count(*)::int AS n FROM scan_reservations WHERE user_id = $1 AND state = 'committed'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

interface Refusal {
  code?: string;
  message: string;
}
interface AllowanceAnswer {
  status: number;
  body: { token: string; scans: number; expiresAt: string } & Refusal;
}
interface ScanDetail {
  product: { id: string; productName: string | null; scannedAt: string };
  ingredients: { name: string }[];
  personal: { verdict: string; headline: string } | null;
}
interface SyncAnswer {
  status: number;
  body: { scan: ScanDetail; replayed: boolean } & Refusal;
}

async function allowance(browser: Browser, body: unknown = {}): Promise<AllowanceAnswer> {
  return browser.call('POST', '/api/offline/allowance', body);
}

function offlineScan(token: string, overrides: Record<string, unknown> = {}) {
  return {
    allowance: token,
    idempotencyKey: randomUUID(),
    createdAt: new Date().toISOString(),
    ingredientsText: INGREDIENTS,
    productName: 'Offline biscuits',
    extractedText: `Ingredients: ${INGREDIENTS}`,
    ...overrides,
  };
}

async function sync(browser: Browser, body: unknown): Promise<SyncAnswer> {
  return browser.call('POST', '/api/offline/scans', body);
}

describe('offline allowance and sync', () => {
  it('answers 401 without an identity', async () => {
    for (const [path, body] of [
      ['/api/offline/allowance', {}],
      ['/api/offline/scans', offlineScan('lla1.x.y')],
    ] as const) {
      const res = await fetch(`${stack.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(401);
    }
  });

  it('refuses a bad body with 400 INVALID_REQUEST and a message naming the field', async () => {
    const { browser } = await stack.signUp();
    for (const body of [{ scans: 0 }, { scans: 'five' }, { scans: 2.5 }]) {
      const res = await allowance(browser, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_REQUEST' });
      expect(res.body.message).toMatch(/^scans: /);
    }
    const issued = await allowance(browser, { scans: 1 });
    expect(issued.status).toBe(201);
    const token = issued.body.token;
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ idempotencyKey: 'not-a-uuid' }, /^idempotencyKey: must be a UUID/],
      [{ idempotencyKey: undefined }, /^idempotencyKey: is required/],
      [{ createdAt: 'yesterday' }, /^createdAt: must be an ISO-8601/],
      [{ ingredientsText: '' }, /^ingredientsText: Please enter some ingredients/],
      [{ ingredientsText: ';;; ,, -' }, /^ingredientsText: no ingredient names found/],
      [{ ingredientsText: 'a'.repeat(20_001) }, /^ingredientsText: must be at most 20000/],
      [{ ingredientsText: 42 }, /^ingredientsText: must be text/],
      [{ allowance: undefined }, /^allowance: is required/],
      [{ productName: 'p'.repeat(201) }, /^productName: must be at most 200/],
    ];
    for (const [overrides, message] of bad) {
      const res = await sync(browser, offlineScan(token, overrides));
      expect({ status: res.status, code: res.body.code }).toEqual({
        status: 400,
        code: 'INVALID_REQUEST',
      });
      expect(res.body.message).toMatch(message);
    }
    // Nothing was claimed: the one held scan is still there.
    expect((await sync(browser, offlineScan(token))).status).toBe(201);
  });

  it("refuses someone else's allowance and forged or tampered tokens with 403 ALLOWANCE_INVALID", async () => {
    const owner = await stack.signUp();
    const other = await stack.signUp();
    const token = (await allowance(owner.browser, { scans: 2 })).body.token;
    const decoded = verifyAllowance(token, stack.config.OFFLINE_ALLOWANCE_SECRET)!;
    const [prefix, body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const tampered = (p: Record<string, unknown>) =>
      `${prefix}.${Buffer.from(JSON.stringify({ ...payload, ...p })).toString('base64url')}.${signature}`;
    const forged = [
      tampered({ n: 100 }),
      tampered({ sub: other.userId }),
      tampered({ exp: Date.now() + 365 * 86_400_000 }),
      signAllowance(
        { ...decoded, userId: other.userId },
        'an-attacker-guessed-secret-0123456789abc',
      ),
      `${prefix}.${body}.${'A'.repeat(signature.length)}`,
      'lla1.e30.e30',
      'not a token at all',
    ];
    const before = await status(owner.userId);
    for (const candidate of [token, ...forged]) {
      const res = await sync(other.browser, offlineScan(candidate));
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status: 403,
        code: 'ALLOWANCE_INVALID',
        message: 'This offline allowance is not valid for your account.',
      });
    }
    for (const candidate of forged.slice(0, 3)) {
      const res = await sync(owner.browser, offlineScan(candidate));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ALLOWANCE_INVALID');
    }
    expect(await status(owner.userId)).toEqual(before);
    expect(await status(other.userId)).toMatchObject({ scansUsed: 0, offlineScansHeld: 0 });
    const history = await other.browser.call('GET', '/api/scan-history');
    expect(history.body).toEqual([]);
  });

  it('refuses an expired allowance with 410 ALLOWANCE_EXPIRED; scans made before expiry sync within the grace', async () => {
    const { browser, userId } = await stack.signUp();
    const issued = await allowance(browser, { scans: 2 });
    const expiresAt = new Date(issued.body.expiresAt);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan((TTL_S - 60) * 1000);
    const clock = stack.scanApp.get(Clock);
    const afterExpiry = new Date(expiresAt.getTime() + 60_000);
    jest.spyOn(clock, 'now').mockReturnValue(afterExpiry);

    // Made after the expiry: refused.
    const late = await sync(
      browser,
      offlineScan(issued.body.token, { createdAt: afterExpiry.toISOString() }),
    );
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({
      code: 'ALLOWANCE_EXPIRED',
      message: 'This offline allowance has expired. Go online to scan.',
    });

    // Made before the expiry, synced within the grace: accepted.
    const madeBefore = new Date(expiresAt.getTime() - 60_000).toISOString();
    const inGrace = await sync(browser, offlineScan(issued.body.token, { createdAt: madeBefore }));
    expect(inGrace.status).toBe(201);

    // After the grace nothing syncs, whenever it was made.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(expiresAt.getTime() + GRACE_S * 1000 + 1000));
    const tooLate = await sync(browser, offlineScan(issued.body.token, { createdAt: madeBefore }));
    expect(tooLate.status).toBe(410);
    expect(tooLate.body.code).toBe('ALLOWANCE_EXPIRED');
    expect(await committedScans(userId)).toBe(1);
  });

  it('answers a repeated idempotency key with the same scan (200, replayed) and charges it once', async () => {
    const { browser, userId } = await stack.signUp();
    const token = (await allowance(browser, { scans: 2 })).body.token;
    const body = offlineScan(token);
    const first = await sync(browser, body);
    expect(first.status).toBe(201);
    expect(first.body.replayed).toBe(false);
    const again = await sync(browser, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ scan: first.body.scan, replayed: true });
    // Concurrent repeats of a new key: one scan, one charge.
    const racing = offlineScan(token);
    const results = await Promise.all([sync(browser, racing), sync(browser, racing)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(results[0].body.scan.product.id).toBe(results[1].body.scan.product.id);
    expect(results[0].body.scan).toEqual(results[1].body.scan);
    await stack.waitForRows(
      `SELECT 1 FROM pending_commits WHERE user_id = $1`,
      [userId],
      (r) => r.length === 0,
    );
    expect(await committedScans(userId)).toBe(2);
    const history = await browser.call('GET', '/api/scan-history');
    expect(history.body).toHaveLength(2);
    expect(await status(userId)).toMatchObject({ scansUsed: 2, offlineScansHeld: 0 });
  });

  it('refuses scans beyond the allowance with 409 ALLOWANCE_SPENT', async () => {
    const { browser, userId } = await stack.signUp();
    const issued = await allowance(browser, { scans: 1 });
    expect(issued.body.scans).toBe(1);
    expect((await sync(browser, offlineScan(issued.body.token))).status).toBe(201);
    const spent = await sync(browser, offlineScan(issued.body.token));
    expect(spent.status).toBe(409);
    expect(spent.body).toMatchObject({
      code: 'ALLOWANCE_SPENT',
      message: 'Every scan of this offline allowance has been used.',
    });
    expect(await committedScans(userId)).toBe(1);
  });

  it('stores a synced scan like an online one: in the history once, analysed again, charged once', async () => {
    const { browser, userId } = await stack.signUp();
    const before = await status(userId);
    expect(before).toMatchObject({ scansUsed: 0, scansRemaining: 3, offlineScansHeld: 0 });

    const issued = await allowance(browser);
    expect(issued.status).toBe(201);
    // Default: min(remaining quota, OFFLINE_ALLOWANCE_SCANS) = the free plan's 3.
    expect(issued.body).toEqual({
      token: expect.stringMatching(/^lla1\.[\w-]+\.[\w-]+$/),
      scans: 3,
      expiresAt: expect.any(String),
    });
    expect(await status(userId)).toMatchObject({
      scansUsed: 0,
      scansRemaining: 0,
      offlineScansHeld: 3,
    });

    // The device's time is kept (not before the allowance was issued, not in the future).
    const createdAt = new Date().toISOString();
    const res = await sync(
      browser,
      offlineScan(issued.body.token, {
        createdAt,
        // A client's own result is ignored: the server analyses the text itself.
        result: { overallSafety: { score: 10, rating: 'low_risk' } },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.replayed).toBe(false);
    const scan = res.body.scan;
    const detail = await browser.call('GET', `/api/scan/${scan.product.id}`);
    expect(detail.status).toBe(200);
    expect(scan).toEqual(detail.body);
    expect(scan.product.productName).toBe('Offline biscuits');
    expect(scan.ingredients.map((i) => i.name.toLowerCase())).toEqual(
      expect.arrayContaining(['sugar', 'palm oil']),
    );

    const history = (await browser.call('GET', '/api/scan-history')) as {
      body: { id: string }[];
    };
    expect(history.body.filter((h) => h.id === scan.product.id)).toHaveLength(1);
    expect(history.body).toHaveLength(1);
    const [row] = await stack.waitForRows(
      `SELECT scanned_at FROM scans WHERE id = $1`,
      [scan.product.id],
      (r) => r.length === 1,
    );
    expect((row.scanned_at as Date).toISOString()).toBe(createdAt);
    expect(scan.product.scannedAt).toBe(createdAt);
    await stack.waitForRows(
      `SELECT 1 FROM outbox_events WHERE type = 'scan.scan.completed.v1' AND aggregate_id = $1`,
      [scan.product.id],
      (r) => r.length === 1,
    );
    await stack.waitForRows(
      `SELECT 1 FROM pending_commits WHERE user_id = $1`,
      [userId],
      (r) => r.length === 0,
    );
    expect(await committedScans(userId)).toBe(1);
    expect(await status(userId)).toMatchObject({
      scansUsed: 1,
      scansRemaining: 0,
      offlineScansHeld: 2,
    });
  });

  it('holds the scans from online use and gives the unused ones back when the allowance ends', async () => {
    const { browser, userId } = await stack.signUp();
    const issued = await allowance(browser, { scans: 2 });
    expect(issued.body.scans).toBe(2);
    expect(await status(userId)).toMatchObject({ scansRemaining: 1, offlineScansHeld: 2 });
    // The one scan left outside the hold can be used online; then online scanning is refused.
    expect(
      (await browser.call('POST', '/api/scan', { ingredients: ['sugar'], productName: 'Online' }))
        .status,
    ).toBe(200);
    const refused = await browser.call('POST', '/api/scan', { ingredients: ['sugar'] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('scan_limit_reached');
    expect((await sync(browser, offlineScan(issued.body.token))).status).toBe(201);
    await stack.waitForRows(
      `SELECT 1 FROM pending_commits WHERE user_id = $1`,
      [userId],
      (r) => r.length === 0,
    );
    expect(await status(userId)).toMatchObject({
      scansUsed: 2,
      scansRemaining: 0,
      offlineScansHeld: 1,
    });

    // The hold ends at the allowance's expiry plus the sync grace: the unused scan comes back.
    const expiresAt = new Date(issued.body.expiresAt).getTime();
    billing.clock.set(new Date(expiresAt + GRACE_S * 1000 - 1000));
    expect(await status(userId)).toMatchObject({ scansRemaining: 0, offlineScansHeld: 1 });
    billing.clock.set(new Date(expiresAt + GRACE_S * 1000 + 1000));
    expect(await status(userId)).toMatchObject({
      scansUsed: 2,
      scansRemaining: 1,
      offlineScansHeld: 0,
    });
    expect(await committedScans(userId)).toBe(2);
    billing.clock.set(new Date());
  });

  it('a new allowance replaces the previous one; with no quota left it is refused like an online scan', async () => {
    const { browser, userId } = await stack.signUp();
    const first = await allowance(browser, { scans: 3 });
    expect(first.body.scans).toBe(3);
    const second = await allowance(browser, { scans: 2 });
    expect(second.body.scans).toBe(2);
    expect(await status(userId)).toMatchObject({ scansRemaining: 1, offlineScansHeld: 2 });
    // A scan made with the replaced allowance is charged from what is left outside the new hold.
    expect((await sync(browser, offlineScan(first.body.token))).status).toBe(201);
    expect(await status(userId)).toMatchObject({ scansRemaining: 0, offlineScansHeld: 2 });
    const noQuota = await sync(browser, offlineScan(first.body.token));
    const online = await browser.call('POST', '/api/scan', { ingredients: ['sugar'] });
    expect(online.status).toBe(403);
    expect(noQuota.status).toBe(403);
    expect(noQuota.body).toEqual(online.body);

    // Everything used: asking for an allowance answers exactly what an online scan does.
    expect((await sync(browser, offlineScan(second.body.token))).status).toBe(201);
    expect((await sync(browser, offlineScan(second.body.token))).status).toBe(201);
    const refused = await allowance(browser);
    const onlineAgain = await browser.call('POST', '/api/scan', { ingredients: ['sugar'] });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(onlineAgain.body);
    expect(refused.body).toMatchObject({
      code: 'scan_limit_reached',
      message: expect.stringMatching(/^Scan limit reached\./),
    });
    await stack.waitForRows(
      `SELECT 1 FROM pending_commits WHERE user_id = $1`,
      [userId],
      (r) => r.length === 0,
    );
    expect(await committedScans(userId)).toBe(3);
  });

  it("analyses the text again with the person's current profile, ignoring the device's result", async () => {
    const { browser } = await personWithAllergies(stack, 'milk');
    const token = (await allowance(browser, { scans: 1 })).body.token;
    const res = await sync(
      browser,
      offlineScan(token, {
        ingredientsText: 'sugar, skimmed MILK powder, cocoa butter',
        personal: null,
        scan: { personal: { verdict: 'ok', headline: 'Fine for you' } },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.scan.personal).toMatchObject({
      verdict: 'avoid',
      headline: 'Not for you: contains milk (your allergy)',
    });
  });

  it('answers a replay even after the allowance ended; a replay of a since-deleted scan is 404, never a new scan', async () => {
    const { browser, userId } = await stack.signUp();
    const issued = await allowance(browser, { scans: 1 });
    const body = offlineScan(issued.body.token);
    const first = await sync(browser, body);
    expect(first.status).toBe(201);
    const ended = new Date(new Date(issued.body.expiresAt).getTime() + (GRACE_S + 60) * 1000);
    jest.spyOn(stack.scanApp.get(Clock), 'now').mockReturnValue(ended);
    const late = await sync(browser, body);
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ scan: first.body.scan, replayed: true });
    jest.restoreAllMocks();
    const deleted = await browser.call('DELETE', `/api/scan/${first.body.scan.product.id}`);
    expect(deleted.status).toBe(200);
    const gone = await sync(browser, body);
    expect(gone.status).toBe(404);
    const history = (await browser.call('GET', '/api/scan-history')) as { body: unknown[] };
    expect(history.body).toEqual([]);
    expect(await committedScans(userId)).toBe(1);
  });
});
