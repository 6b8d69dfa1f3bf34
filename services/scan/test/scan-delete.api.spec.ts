import { startScanStack, type Browser, type ScanStack } from './support/scan-harness';
import { ifStarted } from '@labellens/server-testing';

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
