import { MIN_SCORED_COVERAGE } from '@labellens/ingredient-analysis';
import { NO_WORDS_MESSAGE, type ScanHistoryItem, type ScanResult } from '@labellens/contracts';
import { startScanStack, streamScan, type Browser, type ScanStack } from './support/scan-harness';
import { personWithAllergies as personOf } from './support/person';
import { ifStarted } from '@labellens/server-testing';

// Issue 12, points 1 and 2: the personal verdict travels with the scan (stream, POST, detail,
// history), and a score is only given when enough of the list is recognised.

let stack: ScanStack;

beforeAll(async () => {
  stack = await startScanStack();
});

afterAll(async () => {
  await ifStarted(stack)?.close();
});

const personWithAllergies = (allergies: string) => personOf(stack, allergies);

const SPREAD = ['sugar', 'palm oil', 'hazelnuts', 'skimmed MILK powder', 'cocoa', 'whey'];

describe('personal verdict', () => {
  let alice: Awaited<ReturnType<typeof personWithAllergies>>;
  let scanId: string;

  beforeAll(async () => {
    alice = await personWithAllergies('lait, cacahuètes');
  });

  it("the stream's complete event carries it, and the product score stays the product's", async () => {
    const res = await streamScan(
      stack.base,
      { cookie: alice.token },
      { ingredients: SPREAD, productName: 'Hazelnut spread', preferredLanguage: 'English' },
    );
    expect(res.status).toBe(200);
    const complete = res.events.at(-1)!.event;
    expect(complete.type).toBe('complete');
    scanId = complete.data.product.id;
    expect(complete.data.personal).toEqual({
      verdict: 'avoid',
      headline: 'Not for you: contains milk (your allergy)',
      reasons: [
        {
          type: 'allergy',
          severity: 'high',
          text: 'contains milk (your allergy)',
          ingredients: ['skimmed MILK powder', 'whey'],
        },
      ],
      ingredients: ['skimmed MILK powder', 'whey'],
    });
    // Someone with no allergies gets the same product score for the same list.
    const bob = await stack.signUp();
    const plain = await bob.browser.call('POST', '/api/scan', {
      ingredients: SPREAD,
      preferredLanguage: 'en',
    });
    expect(plain.status).toBe(200);
    expect(plain.body.personal).toBeNull();
    expect(plain.body.overallSafety.score).toBe(complete.data.overallSafety.score);
    expect(complete.data.overallSafety).toMatchObject({
      recognised: 6,
      total: 6,
      enoughKnown: true,
      minCoverage: MIN_SCORED_COVERAGE,
      unrecognised: [],
    });
  });

  it('is stored with the scan: detail and history show it; another person gets 404', async () => {
    const detail = await alice.browser.call('GET', `/api/scan/${scanId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.personal).toMatchObject({
      verdict: 'avoid',
      headline: 'Not for you: contains milk (your allergy)',
    });
    const history = await alice.browser.call('GET', '/api/scan-history');
    const item = (history.body as ScanHistoryItem[]).find((h) => h.id === scanId)!;
    expect(item.personal!.headline).toBe('Not for you: contains milk (your allergy)');
    expect(item.coverage).toEqual({ recognised: 6, total: 6, enoughKnown: true });

    const other = await stack.signUp();
    expect((await other.browser.call('GET', `/api/scan/${scanId}`)).status).toBe(404);
    const otherHistory = await other.browser.call('GET', '/api/scan-history');
    expect((otherHistory.body as ScanHistoryItem[]).map((h) => h.id)).not.toContain(scanId);
  });

  it('without identity: 401', async () => {
    const res = await fetch(`${stack.base}/api/scan/${scanId}`);
    expect(res.status).toBe(401);
  });
});

describe('bad input: a clear result or a 400, never a score for what was not recognised', () => {
  let browser: Browser;
  beforeAll(async () => {
    ({ browser } = await stack.signUp());
  });

  const scan = (ingredients: unknown) =>
    browser.call('POST', '/api/scan', { ingredients, preferredLanguage: 'en' });

  it('only unknown words: no score, every word listed as unrecognised', async () => {
    const res = await scan('blorpex, zindlewort, quaxomine, frumblate');
    expect(res.status).toBe(200);
    expect(res.body.overallSafety).toMatchObject({
      score: null,
      rating: 'unknown',
      recognised: 0,
      total: 4,
      enoughKnown: false,
      unrecognised: ['blorpex', 'zindlewort', 'quaxomine', 'frumblate'],
    });
    const history = await browser.call('GET', '/api/scan-history');
    const item = (history.body as ScanHistoryItem[]).find(
      (h) => h.id === (res.body as ScanResult).product.id,
    );
    expect(item).toMatchObject({
      overallSafetyScore: null,
      overallSafetyRating: 'unknown',
      coverage: { recognised: 0, total: 4, enoughKnown: false },
    });
  });

  it('two known words among four made-up ones (scored 10/10 before): no score', async () => {
    const res = await scan('water, sugar, blorpex, zindlewort, quaxomine, frumblate');
    expect(res.body.overallSafety).toMatchObject({ score: null, recognised: 2, total: 6 });
    const stream = await streamScan(
      stack.base,
      { cookie: browser.cookies.get('ll_session')! },
      { ingredients: ['water', 'sugar', 'blorpex', 'zindlewort', 'quaxomine', 'frumblate'] },
    );
    const complete = stream.events.at(-1)!.event;
    expect(complete.type).toBe('complete');
    expect(complete.data.overallSafety.score).toBeNull();
  });

  it.each([[';;; ... !!!'], [['-', '...', '?!']], ['  ·  •  —  ']])(
    'only punctuation %j → 400 with a message',
    async (ingredients) => {
      const res = await scan(ingredients);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`ingredients: ${NO_WORDS_MESSAGE}`);
      const stream = await streamScan(
        stack.base,
        { cookie: browser.cookies.get('ll_session')! },
        { ingredients },
      );
      expect(stream.status).toBe(400);
    },
  );

  it('20,000 characters of made-up words: a clear result with no score; 20,001 → 400', async () => {
    const words = ['blorpex', 'zindlewort', 'quaxomine', 'frumblate'];
    let text = '';
    for (let i = 0; text.length < 20_000; i++) text += `${words[i % 4]}${i}, `;
    text = text.slice(0, 20_000);
    const res = await scan(text);
    expect(res.status).toBe(200);
    expect(res.body.overallSafety.score).toBeNull();
    expect(res.body.overallSafety.enoughKnown).toBe(false);
    expect(res.body.overallSafety.total).toBeGreaterThan(1000);

    const tooLong = await scan(`${text}x`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('ingredients: must be at most 20000 characters');
  }, 60_000);

  it('mixed scripts: the score, if any, rests on recognised entries only', async () => {
    const res = await scan('sugar, 砂糖, сахар, ملح, salt, खमीर, zaqwerty');
    expect(res.status).toBe(200);
    const o = (res.body as ScanResult).overallSafety;
    expect(o.recognised + o.unrecognised.length).toBeLessThanOrEqual(o.total);
    expect(o.unrecognised).toContain('zaqwerty');
    if (o.score !== null) expect(o.recognised / o.total).toBeGreaterThanOrEqual(0.6);
    else expect(o.enoughKnown).toBe(false);

    const unknownMix = await scan('zaqwerty, жыщфёк, 漢字漢字漢字, غغغغ');
    expect(unknownMix.status).toBe(200);
    expect(unknownMix.body.overallSafety).toMatchObject({ score: null, enoughKnown: false });
  });
});

describe('traces in history', () => {
  it('lists a "may contain" allergen as a trace, never as contained', async () => {
    const person = await stack.signUp();
    const res = await streamScan(
      stack.base,
      { cookie: person.token },
      {
        ingredients: ['wheat flour', 'sugar', 'butter'],
        containsStatements: ['May contain peanuts'],
        productName: 'Shortbread',
        preferredLanguage: 'English',
      },
    );
    expect(res.status).toBe(200);
    const history = await person.browser.call('GET', '/api/scan-history');
    const [item] = history.body as { allergens: string[]; traces: string[] }[];
    expect(item.traces).toEqual(['peanuts']);
    expect(item.allergens).not.toContain('peanuts');
    expect(item.allergens).toEqual(expect.arrayContaining(['gluten', 'milk']));
  });
});
