import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { erasedUserKey } from '@labellens/server-events';
import { startScanStack, TEST_SECRET, type Browser, type ScanStack } from './support/scan-harness';

let stack: ScanStack;
let alice: { browser: Browser; userId: string };
let bob: { browser: Browser; userId: string };
const ITEM_NOT_FOUND = 'This item could not be found on your shopping list.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  stack = await startScanStack();
  alice = await stack.signUp();
  bob = await stack.signUp();
});

afterAll(async () => {
  await stack.close();
});

async function scanFor(person: { browser: Browser }, productName: string): Promise<string> {
  const created = await person.browser.call('POST', '/api/scan', {
    ingredients: ['pork', 'salt', 'sodium nitrite'],
    productName,
    preferredLanguage: 'en',
  });
  expect(created.status).toBe(200);
  return created.body.product.id as string;
}

async function addFor(person: { browser: Browser }, body: Record<string, unknown>) {
  const res = await person.browser.call('POST', '/api/shopping-list', body);
  expect([200, 201]).toContain(res.status);
  return res.body as {
    id: string;
    kind: string;
    text: string;
    checked: boolean;
    scanId: string | null;
  };
}

const listOf = async (person: { browser: Browser }) =>
  (await person.browser.call('GET', '/api/shopping-list')).body as {
    items: { id: string; kind: string; text: string; checked: boolean; scanId: string | null }[];
    limit: number;
  };

describe('shopping list without identity → 401 (gateway and service alike)', () => {
  // Every row has all three values: jest would take a missing one for a `done` callback.
  const calls: [string, string, unknown][] = [
    ['GET', '/api/shopping-list', undefined],
    ['POST', '/api/shopping-list', { kind: 'to_buy', text: 'Oat milk' }],
    ['PATCH', `/api/shopping-list/${UNKNOWN_ID}`, { checked: true }],
    ['DELETE', `/api/shopping-list/${UNKNOWN_ID}`, undefined],
    ['DELETE', '/api/shopping-list?checked=true', undefined],
  ];
  it.each(calls)('%s %s', async (method, path, body) => {
    for (const base of [stack.base, stack.scanUrl]) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('Unauthorized');
    }
  });
});

describe("another person's list and items → not theirs", () => {
  it("GET shows only the caller's own lines", async () => {
    const item = await addFor(alice, { kind: 'to_buy', text: "Alice's oat milk" });
    expect((await listOf(bob)).items.map((i) => i.id)).not.toContain(item.id);
    expect((await listOf(alice)).items.map((i) => i.id)).toContain(item.id);
  });

  it("PATCH and DELETE of another person's item (and of an unknown id) → 404; the item stays", async () => {
    const item = await addFor(alice, { kind: 'to_avoid', text: "Alice's crisps" });
    for (const id of [item.id, UNKNOWN_ID]) {
      const patch = await bob.browser.call('PATCH', `/api/shopping-list/${id}`, { checked: true });
      expect(patch.status).toBe(404);
      expect(patch.body.message).toBe(ITEM_NOT_FOUND);
      const del = await bob.browser.call('DELETE', `/api/shopping-list/${id}`);
      expect(del.status).toBe(404);
      expect(del.body.message).toBe(ITEM_NOT_FOUND);
    }
    const kept = (await listOf(alice)).items.find((i) => i.id === item.id);
    expect(kept).toMatchObject({ checked: false, text: "Alice's crisps" });
  });

  it("clearing checked items clears only the caller's own", async () => {
    const item = await addFor(alice, { kind: 'to_buy', text: 'Checked by Alice' });
    expect(
      (await alice.browser.call('PATCH', `/api/shopping-list/${item.id}`, { checked: true }))
        .status,
    ).toBe(200);
    const res = await bob.browser.call('DELETE', '/api/shopping-list?checked=true');
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(0);
    expect((await listOf(alice)).items.map((i) => i.id)).toContain(item.id);
  });

  it("linking to another person's scan (or an unknown one) → 400", async () => {
    const scanId = await scanFor(alice, "Alice's ham");
    for (const id of [scanId, UNKNOWN_ID]) {
      const res = await bob.browser.call('POST', '/api/shopping-list', {
        kind: 'to_buy',
        text: 'Ham',
        scanId: id,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        "scanId: This scan could not be found or you don't have access to it.",
      );
    }
    expect((await listOf(bob)).items.map((i) => i.text)).not.toContain('Ham');
  });
});

describe('bad input → 400 with a clear message', () => {
  it.each<[string, unknown, string]>([
    ['no body', undefined, 'kind: must be to_buy, to_avoid or look_for'],
    [
      'an unknown kind',
      { kind: 'to_steal', text: 'Ham' },
      'kind: must be to_buy, to_avoid or look_for',
    ],
    ['no text', { kind: 'to_buy' }, 'text: must be text'],
    ['text that is not a string', { kind: 'to_buy', text: 42 }, 'text: must be text'],
    ['empty text', { kind: 'to_buy', text: '' }, 'text: is required'],
    ['blank text', { kind: 'to_buy', text: ' \t ' }, 'text: is required'],
    [
      'text over 200 characters',
      { kind: 'to_buy', text: 'a'.repeat(201) },
      'text: must be at most 200 characters',
    ],
    // NUL and lone surrogates are refused for every JSON body, before the schema sees them.
    [
      'a NUL character',
      { kind: 'to_buy', text: 'ham\u0000' },
      'Text contains characters that cannot be stored.',
    ],
    [
      'a control character',
      { kind: 'to_buy', text: 'ham\u0007eggs' },
      'text: must not contain control characters',
    ],
    [
      'a lone surrogate',
      { kind: 'to_buy', text: 'ham \ud83d' },
      'Text contains characters that cannot be stored.',
    ],
    [
      'a malformed scanId',
      { kind: 'to_buy', text: 'Ham', scanId: 'scan-1' },
      'scanId: must be a scan id',
    ],
    [
      'an unknown field',
      { kind: 'to_buy', text: 'Ham', userId: 'someone-else' },
      'unknown field userId',
    ],
  ])('POST with %s', async (_label, body, message) => {
    const res = await alice.browser.call('POST', '/api/shopping-list', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each<[string, unknown, string]>([
    ['no body', undefined, 'checked: must be true or false'],
    ['checked as a string', { checked: 'yes' }, 'checked: must be true or false'],
    ['another field', { checked: true, text: 'renamed' }, 'unknown field text'],
  ])('PATCH with %s', async (_label, body, message) => {
    const item = await addFor(alice, { kind: 'to_buy', text: 'Patch target' });
    const res = await alice.browser.call('PATCH', `/api/shopping-list/${item.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each(['not-a-uuid', '12345', '00000000-0000-4000-8000-00000000000Z'])(
    'a malformed item id (%s) → 400 on PATCH and DELETE',
    async (bad) => {
      for (const [method, body] of [
        ['PATCH', { checked: true }],
        ['DELETE', undefined],
      ] as const) {
        const res = await alice.browser.call(method, `/api/shopping-list/${bad}`, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('The item id is not valid.');
      }
    },
  );

  it.each(['', '?checked=false', '?checked=1', '?all=true'])(
    'DELETE /api/shopping-list%s (not ?checked=true) → 400, nothing cleared',
    async (query) => {
      const before = (await listOf(alice)).items.length;
      const res = await alice.browser.call('DELETE', `/api/shopping-list${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'checked: Only checked items can be cleared at once: add ?checked=true.',
      );
      expect((await listOf(alice)).items.length).toBe(before);
    },
  );
});

describe('the owner uses the list', () => {
  it('adds from a scan and by hand, checks off, unchecks, deletes and clears checked lines', async () => {
    const carol = await stack.signUp();
    expect(await listOf(carol)).toEqual({ items: [], limit: 500 });
    const scanId = await scanFor(carol, 'Smoked ham');

    const ham = await carol.browser.call('POST', '/api/shopping-list', {
      kind: 'to_avoid',
      text: '  Smoked   ham ',
      scanId,
    });
    expect(ham.status).toBe(201);
    expect(ham.body).toMatchObject({
      kind: 'to_avoid',
      text: 'Smoked ham',
      scanId,
      checked: false,
      checkedAt: null,
    });
    // The same open line again is the same line.
    const again = await carol.browser.call('POST', '/api/shopping-list', {
      kind: 'to_avoid',
      text: 'smoked ham',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(ham.body.id);

    const look = await addFor(carol, {
      kind: 'look_for',
      text: 'Ham labelled without added nitrite (E249–E252)',
    });
    const milk = await addFor(carol, { kind: 'to_buy', text: 'Oat milk 🥛', scanId: null });
    expect((await listOf(carol)).items.map((i) => i.text)).toEqual([
      'Smoked ham',
      'Ham labelled without added nitrite (E249–E252)',
      'Oat milk 🥛',
    ]);

    const checked = await carol.browser.call('PATCH', `/api/shopping-list/${milk.id}`, {
      checked: true,
    });
    expect(checked.status).toBe(200);
    expect(checked.body.checked).toBe(true);
    expect(typeof checked.body.checkedAt).toBe('string');
    const unchecked = await carol.browser.call('PATCH', `/api/shopping-list/${look.id}`, {
      checked: false,
    });
    expect(unchecked.body).toMatchObject({ checked: false, checkedAt: null });
    await carol.browser.call('PATCH', `/api/shopping-list/${ham.body.id}`, { checked: true });

    const removed = await carol.browser.call('DELETE', `/api/shopping-list/${look.id}`);
    expect(removed.status).toBe(200);
    expect((await carol.browser.call('DELETE', `/api/shopping-list/${look.id}`)).status).toBe(404);

    const cleared = await carol.browser.call('DELETE', '/api/shopping-list?checked=true');
    expect(cleared.body).toEqual({ message: 'Checked items cleared', deleted: 2 });
    expect((await listOf(carol)).items).toEqual([]);
  });

  it('deleting the scan keeps the line, without its link', async () => {
    const dan = await stack.signUp();
    const scanId = await scanFor(dan, 'Salami');
    const item = await addFor(dan, { kind: 'to_buy', text: 'Salami', scanId });
    expect((await dan.browser.call('DELETE', `/api/scan/${scanId}`)).status).toBe(200);
    expect((await listOf(dan)).items).toEqual([
      expect.objectContaining({ id: item.id, scanId: null }),
    ]);
  });

  it('holds at most 500 lines; the 501st → 400', async () => {
    const erin = await stack.signUp();
    await stack.db.query(
      `INSERT INTO shopping_list_items (user_id, kind, text) SELECT $1, 'to_buy', 'item ' || n FROM generate_series(1, 500) n`,
      [erin.userId],
    );
    const res = await erin.browser.call('POST', '/api/shopping-list', {
      kind: 'to_buy',
      text: 'one more',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Your shopping list is full (500 items). Clear checked items or delete some first.',
    );
  });

  it('is in the export (CSV and JSON) and is erased with the account', async () => {
    const fay = await stack.signUp();
    const item = await addFor(fay, { kind: 'to_avoid', text: '=cmd|"calc"' });
    await addFor(bob, { kind: 'to_buy', text: 'Not in Fay’s export' });

    const csv = await fay.browser.call('GET', '/api/export/shopping-list.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('item_id,kind,text,checked,checked_at,scan_id,added_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${item.id},to_avoid,"'=cmd|""calc""",no,,`);

    const token = signInternalToken({ kind: 'service', service: 'auth' }, TEST_SECRET, 60);
    const json = (await (
      await fetch(`${stack.scanUrl}/internal/export/${fay.userId}`, {
        headers: { [INTERNAL_IDENTITY_HEADER]: token },
      })
    ).json()) as { shoppingList: { id: string; kind: string; text: string; checked: boolean }[] };
    expect(json.shoppingList).toEqual([
      expect.objectContaining({
        id: item.id,
        kind: 'to_avoid',
        text: '=cmd|"calc"',
        checked: false,
      }),
    ]);

    await stack.publish('auth.user.deleted.v1', fay.userId, { userId: fay.userId });
    await stack.waitForRows(
      `SELECT 1 FROM deleted_users WHERE user_key = $1`,
      [erasedUserKey(fay.userId)],
      (rows) => rows.length === 1,
    );
    expect(
      (await stack.db.query(`SELECT 1 FROM shopping_list_items WHERE user_id = $1`, [fay.userId]))
        .rows,
    ).toEqual([]);
    expect(
      (await stack.db.query(`SELECT 1 FROM shopping_list_items WHERE user_id = $1`, [bob.userId]))
        .rows.length,
    ).toBeGreaterThan(0);
  });
});
