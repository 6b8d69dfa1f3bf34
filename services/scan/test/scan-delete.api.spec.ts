import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { ifStarted } from '@labellens/server-testing';
import { startScanStack, TEST_SECRET, type Browser, type ScanStack } from './support/scan-harness';

let stack: ScanStack;
let alice: { browser: Browser; userId: string };
let bob: { browser: Browser; userId: string };
const NOT_FOUND = "This scan could not be found or you don't have access to it.";

beforeAll(async () => {
  stack = await startScanStack();
  alice = await stack.signUp();
  bob = await stack.signUp();
});

afterAll(async () => {
  await ifStarted(stack)?.close();
});

async function scanFor(person: { browser: Browser }, productName: string): Promise<string> {
  const created = await person.browser.call('POST', '/api/scan', {
    ingredients: ['sugar', 'wheat flour'],
    productName,
    preferredLanguage: 'en',
  });
  expect(created.status).toBe(200);
  return created.body.product.id as string;
}

describe('DELETE /api/scan/{id}', () => {
  it('without identity → 401, through the gateway and straight to the service', async () => {
    const id = await scanFor(alice, 'Kept crackers');
    for (const base of [stack.base, stack.scanUrl]) {
      const res = await fetch(`${base}/api/scan/${id}`, { method: 'DELETE' });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('Unauthorized');
    }
    expect((await alice.browser.call('GET', `/api/scan/${id}`)).status).toBe(200);
  });

  it("another person's scan and an unknown id → 404 with the spec text; the scan stays", async () => {
    const id = await scanFor(alice, "Alice's biscuits");
    for (const path of [`/api/scan/${id}`, '/api/scan/00000000-0000-4000-8000-000000000000']) {
      const res = await bob.browser.call('DELETE', path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    expect((await alice.browser.call('GET', `/api/scan/${id}`)).status).toBe(200);
  });

  it.each(['not-a-uuid', '12345', '00000000-0000-4000-8000-00000000000Z'])(
    'a malformed id (%s) → 400 with a clear message',
    async (bad) => {
      const res = await alice.browser.call('DELETE', `/api/scan/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The scan id is not valid.');
    },
  );

  it('the owner deletes one scan: gone from detail and history, others kept, no scan given back', async () => {
    const gone = await scanFor(alice, 'To be deleted');
    const kept = await scanFor(alice, 'To be kept');
    const billingCalls = stack.billing.calls.length;

    const res = await alice.browser.call('DELETE', `/api/scan/${gone}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Scan deleted' });

    expect((await alice.browser.call('GET', `/api/scan/${gone}`)).status).toBe(404);
    const history = (await alice.browser.call('GET', '/api/scan-history')).body as { id: string }[];
    expect(history.map((h) => h.id)).not.toContain(gone);
    expect(history.map((h) => h.id)).toContain(kept);
    // The scan was used at Analyze; deleting it does not release or refund anything.
    expect(stack.billing.calls.slice(billingCalls)).toEqual([]);
    expect((await alice.browser.call('DELETE', `/api/scan/${gone}`)).status).toBe(404);
  });
});

describe("admin's reconciliation: /internal/reconcile/scans{,/digest,/absent}", () => {
  const internal = (path: string, init: RequestInit = {}, identity?: object) =>
    fetch(`${stack.scanUrl}/internal/reconcile/scans/${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(identity
          ? { [INTERNAL_IDENTITY_HEADER]: signInternalToken(identity as never, TEST_SECRET, 60) }
          : {}),
      },
    });
  const admin = { kind: 'service', service: 'admin' };
  const later = () => new Date(Date.now() + 60_000).toISOString();

  it("without identity, or with a person's instead of a service's → 401", async () => {
    expect((await internal(`digest?before=${later()}`)).status).toBe(401);
    const person = { kind: 'user', userId: alice.userId, sessionId: 'session' };
    expect((await internal(`digest?before=${later()}`, {}, person)).status).toBe(401);
    const absent = { method: 'POST', body: JSON.stringify({ ids: [] }) };
    expect((await internal('absent', absent)).status).toBe(401);
  });

  it.each([
    ['digest', {}],
    ['digest?before=yesterday', {}],
    ['absent', { method: 'POST', body: JSON.stringify({ ids: 'all' }) }],
    ['absent', { method: 'POST', body: JSON.stringify({ ids: Array(1001).fill('x') }) }],
  ])('bad input (%s) → 400', async (path, init) => {
    const res = await internal(path, init, admin);
    expect(res.status).toBe(400);
  });

  it('a deleted scan leaves the digest and is reported absent; a kept one is not', async () => {
    const digest = async () =>
      (await (await internal(`digest?before=${later()}`, {}, admin)).json()) as {
        count: string;
        sum: string;
      };
    const [kept, gone] = [await scanFor(bob, 'Reconciled kept'), await scanFor(bob, 'Reconciled')];
    const before = await digest();
    expect((await bob.browser.call('DELETE', `/api/scan/${gone}`)).status).toBe(200);
    const after = await digest();
    expect(Number(after.count)).toBe(Number(before.count) - 1);
    expect(after.sum).not.toBe(before.sum);
    // Only settled scans count: none was saved before an hour ago.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const old = (await (await internal(`digest?before=${hourAgo}`, {}, admin)).json()) as object;
    expect(old).toEqual({ count: '0', sum: '0' });
    const res = await internal(
      'absent',
      { method: 'POST', body: JSON.stringify({ ids: [kept, gone, 'deleted-x'] }) },
      admin,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ absent: [gone, 'deleted-x'] });
  });

  it('pages the scans saved since a time in (scannedAt, id) order, shaped like the completed event', async () => {
    const since = new Date().toISOString();
    const first = await scanFor(alice, 'Paged first');
    const second = await scanFor(alice, 'Paged second');
    const page = async (query: string) => {
      const res = await fetch(`${stack.scanUrl}/internal/reconcile/scans?${query}`, {
        headers: { [INTERNAL_IDENTITY_HEADER]: signInternalToken(admin as never, TEST_SECRET, 60) },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { items: Record<string, unknown>[]; next: string | null };
    };
    const one = await page(`since=${encodeURIComponent(since)}&limit=1`);
    expect(one.items).toEqual([
      expect.objectContaining({ id: first, userId: alice.userId, productName: 'Paged first' }),
    ]);
    expect(Object.keys(one.items[0])).not.toContain('cursor');
    expect(one.next).toMatch(new RegExp(`\\|${first}$`));
    const two = await page(
      `since=${encodeURIComponent(since)}&limit=1&after=${encodeURIComponent(one.next ?? '')}`,
    );
    expect(two.items.map((item) => item.id)).toEqual([second]);
    const three = await page(
      `since=${encodeURIComponent(since)}&limit=1&after=${encodeURIComponent(two.next ?? '')}`,
    );
    expect(three).toEqual({ items: [], next: null });
  });
});
