import { signInternalToken } from '@labellens/server-auth';
import { erasedUserKey } from '@labellens/server-events';
import {
  dataUrl,
  startScanStack,
  streamScan,
  TEST_SECRET,
  type Browser,
  type ScanStack,
} from './support/scan-harness';
import { jpegHeader, pngBomb, smallPng, withPngSize } from './support/images';
import { createCanvas } from '@napi-rs/canvas';
import { ifStarted } from '@labellens/server-testing';
import type { ScanHistoryItem, ScanResult } from '@labellens/contracts';

/** A real, complete JPEG photo of a short label. */
async function smallJpeg(): Promise<Buffer> {
  const canvas = createCanvas(600, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 600, 80);
  ctx.fillStyle = '#000';
  ctx.font = '26px sans-serif';
  ctx.fillText('Ingredients: sugar, salt.', 10, 50);
  return canvas.encode('jpeg', 90);
}

let stack: ScanStack;
let png: Buffer;
const NOT_FOUND = "This scan could not be found or you don't have access to it.";

beforeAll(async () => {
  stack = await startScanStack();
  png = await smallPng();
});

afterAll(async () => {
  await ifStarted(stack)?.close();
});

const ocrJobs = () =>
  stack.queues.ocr.getJobCountByTypes('completed', 'failed', 'active', 'waiting', 'delayed');

describe('no identity → 401 on every endpoint', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['POST', '/api/extract-ingredients'],
    ['POST', '/api/extract-nutrition'],
    ['POST', '/api/scan-stream'],
    ['POST', '/api/scan'],
    ['POST', '/api/scan-nutrition'],
    ['GET', '/api/scan-history'],
    ['DELETE', '/api/scan-history'],
    ['GET', `/api/scan/${id}`],
    ['GET', '/api/preferences'],
    ['POST', '/api/preferences'],
    ['DELETE', '/api/preferences/sugar'],
  ])('%s %s', async (method, path) => {
    const body =
      method === 'POST'
        ? {
            ingredients: ['sugar'],
            image: dataUrl(png),
            ingredientName: 'x',
            preference: 'concern',
          }
        : undefined;
    const viaGateway = await fetch(`${stack.base}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(viaGateway.status).toBe(401);
    expect(((await viaGateway.json()) as { message: string }).message).toBe('Unauthorized');
    // Straight to the service: no identity header, or one not signed with the shared secret.
    const forged = signInternalToken(
      { kind: 'user', userId: 'x', sessionId: 'y' },
      'another-secret-0123456789abcdef0123456789',
    );
    for (const header of [{}, { 'x-internal-identity': forged }] as Record<string, string>[]) {
      const direct = await fetch(`${stack.scanUrl}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...header },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(direct.status).toBe(401);
    }
  });

  it('a service identity is not a person either', async () => {
    const res = await fetch(`${stack.scanUrl}/api/scan-history`, {
      headers: {
        'x-internal-identity': signInternalToken(
          { kind: 'service', service: 'billing' },
          TEST_SECRET,
        ),
      },
    });
    expect(res.status).toBe(401);
  });
});

describe('bad input → 400 with a clear message', () => {
  let browser: Browser;
  let userId: string;
  beforeAll(async () => {
    ({ browser, userId } = await stack.signUp());
  });

  it.each([
    ['a missing image', {}, 'image: is required'],
    [
      'not a data URL',
      { image: 'https://example.com/label.jpg' },
      'image must be a base64 data URL (data:image/jpeg;base64,...)',
    ],
    ['broken base64', { image: 'data:image/png;base64,@@@@' }, 'image is not valid base64 data'],
    [
      'a text file',
      { image: dataUrl(Buffer.from('Ingredients: sugar, salt'), 'image/png') },
      'The file is not an image. Please upload a JPG, PNG or WebP photo.',
    ],
    [
      'a GIF',
      { image: dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), 'image/gif') },
      'This image type is not supported. Please upload a JPG, PNG or WebP photo.',
    ],
    [
      'a truncated PNG',
      { image: dataUrl(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])) },
      'Image processing failed. Please try again or type ingredients manually.',
    ],
  ])('extraction refuses %s', async (_label, body, message) => {
    for (const path of ['/api/extract-ingredients', '/api/extract-nutrition']) {
      const res = await browser.call('POST', path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('a real photo cut short (a truncated JPEG or PNG) → 400 with the spec text, no OCR job', async () => {
    const jpeg = await smallJpeg();
    const before = await ocrJobs();
    for (const image of [
      dataUrl(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'image/jpeg'),
      dataUrl(png.subarray(0, png.length - 20)),
    ]) {
      const res = await browser.call('POST', '/api/extract-ingredients', { image });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Image processing failed. Please try again or type ingredients manually.',
      );
    }
    expect(await ocrJobs()).toBe(before);
  });

  it('refuses an image over 10 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await browser.call('POST', '/api/extract-ingredients', { image: dataUrl(big) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Image is too large. The maximum is 10 MB.');
  });

  it('refuses more than 40 megapixels from the header alone (PNG and JPEG)', async () => {
    const tall = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(withPngSize(png, 8000, 5001)),
    });
    expect(tall.status).toBe(400);
    expect(tall.body.message).toBe(
      'Image has too many pixels (8000×5001). The maximum is 40 megapixels.',
    );
    const jpeg = await browser.call('POST', '/api/extract-nutrition', {
      image: dataUrl(jpegHeader(9000, 6000), 'image/jpeg'),
    });
    expect(jpeg.status).toBe(400);
    expect(jpeg.body.message).toBe(
      'Image has too many pixels (9000×6000). The maximum is 40 megapixels.',
    );
  });

  it('refuses a decompression bomb quickly, without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const res = await browser.call('POST', '/api/extract-ingredients', { image: dataUrl(bomb) });
    const ms = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Image has too many pixels (20000×20000). The maximum is 40 megapixels.',
    );
    expect(ms).toBeLessThan(500);
  });

  it('no OCR job and no reservation were made for any refused image', async () => {
    expect(await ocrJobs()).toBe(0);
    expect(stack.billing.statesOf(userId)).toEqual([]);
  });

  it.each([
    ['/api/scan', {}, /^ingredients: is required$/],
    ['/api/scan', { ingredients: 42 }, /^ingredients: must be text or a list of texts$/],
    ['/api/scan', { ingredients: ['sugar'], productName: 'x'.repeat(201) }, /^productName: /],
    ['/api/scan', { ingredients: ['sugar'], containsStatements: 'milk' }, /^containsStatements: /],
    [
      '/api/scan-stream',
      { ingredients: [] },
      /^ingredients: Please enter some ingredients to analyze\.$/,
    ],
    ['/api/scan-nutrition', { nutritionData: { calories: 100 } }, /^productId: is required$/],
    [
      '/api/scan-nutrition',
      { productId: 'x', nutritionData: { calories: null } },
      /^nutritionData: Please scan a nutrition label first\.$/,
    ],
    [
      '/api/preferences',
      { ingredientName: 'sugar', preference: 'hate' },
      /^preference: must be concern, allergy or safe$/,
    ],
    ['/api/preferences', { ingredientName: 'sugar', preference: 'none' }, /^preference: /],
    [
      '/api/preferences',
      { ingredientName: '   ', preference: 'allergy' },
      /^ingredientName: is required$/,
    ],
    ['/api/preferences', { preference: 'allergy' }, /^ingredientName: /],
    // PostgreSQL cannot store NUL or half a surrogate pair: one shared check answers before it.
    [
      '/api/scan',
      { ingredients: ['sug\u0000ar'] },
      /^Text contains characters that cannot be stored\.$/,
    ],
    [
      '/api/scan',
      { ingredients: ['sugar'], productName: 'Bar \ud83d' },
      /^Text contains characters that cannot be stored\.$/,
    ],
    [
      '/api/scan-stream',
      { ingredients: 'salt, \udc00water' },
      /^Text contains characters that cannot be stored\.$/,
    ],
    [
      '/api/preferences',
      { ingredientName: 'nut\u0000', preference: 'allergy' },
      /^Text contains characters that cannot be stored\.$/,
    ],
  ])('POST %s %j', async (path, body, message) => {
    const res = await browser.call('POST', path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('a body that is not JSON is refused', async () => {
    const res = await fetch(`${stack.base}/api/preferences`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `ll_session=${browser.cookies.get('ll_session')}`,
      },
      body: '{"ingredientName":',
    });
    expect(res.status).toBe(400);
  });
});

describe('quota', () => {
  it('extraction without quota is refused before any OCR work; with quota it uses no scan', async () => {
    const { browser, userId } = await stack.signUp();
    stack.billing.setLimit(userId, 0);
    const jobsBefore = await ocrJobs();
    for (const path of ['/api/extract-ingredients', '/api/extract-nutrition']) {
      const res = await browser.call('POST', path, {
        image: dataUrl(png),
        ocrProvider: 'textract',
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'Scan limit reached. You have used 0 of your monthly scans. Please upgrade your subscription to continue.',
      );
    }
    expect(await ocrJobs()).toBe(jobsBefore);
    stack.billing.setLimit(userId, 1);
    const ok = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(png),
      ocrProvider: 'textract',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      ingredients: ['sugar', 'salt'],
      productName: null,
      containsStatements: [],
      allergens: [],
      uncertainWords: expect.any(Array),
      hint: null,
    });
    // Reserved to check, released at once: extraction is not an analysis.
    expect(stack.billing.statesOf(userId)).toEqual(['released']);
    const scan = await browser.call('POST', '/api/scan', {
      ingredients: ['sugar'],
      preferredLanguage: 'English',
    });
    expect(scan.status).toBe(200);
    expect(stack.billing.statesOf(userId)).toEqual(['released', 'committed']);
    const refused = await browser.call('POST', '/api/scan', {
      ingredients: ['sugar'],
      preferredLanguage: 'English',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Scan limit reached. You have used 1 of your monthly scans. Please upgrade your subscription to continue.',
    );
  });
});

describe('two people: nothing of one is readable or changeable by the other', () => {
  let alice: { browser: Browser; userId: string; token: string };
  let bob: { browser: Browser; userId: string; token: string };
  let scanId: string;

  beforeAll(async () => {
    alice = await stack.signUp();
    bob = await stack.signUp();
    const created = await alice.browser.call('POST', '/api/scan', {
      ingredients: ['sugar', 'wheat flour', 'E621'],
      productName: "Alice's crackers",
      containsStatements: ['Contains: wheat'],
      allergens: ['gluten'],
      preferredLanguage: 'English',
    });
    expect(created.status).toBe(200);
    scanId = created.body.product.id;
    expect(
      (
        await alice.browser.call('POST', '/api/preferences', {
          ingredientName: 'Sugar',
          preference: 'allergy',
        })
      ).status,
    ).toBe(200);
  });

  it('POST /api/scan answers the scan result shape', async () => {
    const res = await alice.browser.call('POST', '/api/scan', {
      ingredients: 'salt, E330',
      preferredLanguage: 'en',
    });
    expect(Object.keys(res.body as object).sort()).toEqual([
      'allergens',
      'guidance',
      'ingredients',
      'nutrition',
      'overallSafety',
      'personal',
      'product',
    ]);
    expect(res.body.product).toEqual({
      id: expect.any(String),
      productName: null,
      containsStatements: [],
      displayLanguage: 'en',
    });
  });

  it("POST /api/scan parses the person's text once: a decimal comma stays in its percentage", async () => {
    // Split on commas and joined again, `12,5%` became `12, 5%`: an unknown `Kakaomasse 12`.
    const res = await alice.browser.call('POST', '/api/scan', {
      ingredients: 'Kakaomasse 12,5%, Zucker, Vollmilchpulver',
      preferredLanguage: 'de',
    });
    expect(res.status).toBe(200);
    const items = res.body.ingredients as { name: string; percent: number | null }[];
    expect(items.map((i) => [i.name, i.percent])).toEqual([
      ['Kakaomasse', 12.5],
      ['Zucker', null],
      ['Vollmilchpulver', null],
    ]);
    // A list of texts (older clients) is still taken, joined with commas.
    const listed = await alice.browser.call('POST', '/api/scan', {
      ingredients: ['Zucker', ' ', 'Salz'],
      preferredLanguage: 'de',
    });
    expect((listed.body.ingredients as { name: string }[]).map((i) => i.name)).toEqual([
      'Zucker',
      'Salz',
    ]);
  });

  it('scan detail: the owner sees it with live preferences; the other gets 404 with the spec text', async () => {
    const own = await alice.browser.call('GET', `/api/scan/${scanId}`);
    expect(own.status).toBe(200);
    expect(Object.keys(own.body as object).sort()).toEqual([
      'allergens',
      'guidance',
      'ingredients',
      'overallSafety',
      'personal',
      'product',
    ]);
    expect(own.body.product).toEqual({
      id: scanId,
      productName: "Alice's crackers",
      scannedAt: expect.any(String),
      overallSafetyRating: expect.stringMatching(/^(low_risk|moderate|hazardous)$/),
      overallSafetyScore: expect.any(Number),
      containsStatements: ['Contains: wheat'],
      nutritionData: null,
      nutritionAnalysis: null,
      displayLanguage: 'en',
    });
    expect(
      (own.body as ScanResult).ingredients.find((i) => i.name === 'sugar')!.userPreference,
    ).toBe('allergy');
    for (const path of [
      `/api/scan/${scanId}`,
      '/api/scan/not-a-uuid',
      '/api/scan/00000000-0000-4000-8000-000000000000',
    ]) {
      const other = await bob.browser.call('GET', path);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe(NOT_FOUND);
    }
  });

  it("history lists only one's own scans, in the history item shape", async () => {
    const own = await alice.browser.call('GET', '/api/scan-history');
    expect(own.body.length).toBeGreaterThanOrEqual(1);
    const item = (own.body as ScanHistoryItem[]).find((i) => i.id === scanId);
    expect(item).toEqual({
      id: scanId,
      productName: "Alice's crackers",
      ingredientCount: 3,
      allergenCount: 1,
      overallSafetyScore: expect.any(Number),
      overallSafetyRating: expect.any(String),
      allergens: ['gluten'],
      traces: [],
      scannedAt: expect.any(String),
      coverage: { recognised: 3, total: 3, enoughKnown: true },
      // The verdict is the one given at scan time: Alice had no profile and no marks then.
      personal: null,
      displayLanguage: 'en',
    });
    expect((await bob.browser.call('GET', '/api/scan-history')).body).toEqual([]);
  });

  it('the other cannot attach nutrition to the scan, nor clear it with their history', async () => {
    const nutrition = await bob.browser.call('POST', '/api/scan-nutrition', {
      productId: scanId,
      nutritionData: { calories: 100 },
      preferredLanguage: 'English',
    });
    expect(nutrition.status).toBe(404);
    expect(nutrition.body.message).toBe(NOT_FOUND);
    const cleared = await bob.browser.call('DELETE', '/api/scan-history');
    expect(cleared.body).toEqual({ message: 'Scan history cleared', deleted: 0 });
    expect((await alice.browser.call('GET', `/api/scan/${scanId}`)).status).toBe(200);
  });

  it("preferences are one's own: not listed, not removable, not overwritten by the other", async () => {
    expect((await bob.browser.call('GET', '/api/preferences')).body).toEqual({
      safe: [],
      concern: [],
      allergy: [],
    });
    const removed = await bob.browser.call('DELETE', '/api/preferences/sugar');
    expect(removed.status).toBe(404);
    expect(
      (
        await bob.browser.call('POST', '/api/preferences', {
          ingredientName: 'sugar',
          preference: 'concern',
        })
      ).status,
    ).toBe(200);
    const mine = await alice.browser.call('GET', '/api/preferences');
    expect(mine.body).toEqual({
      safe: [],
      concern: [],
      allergy: [{ id: expect.any(String), ingredient: { name: 'Sugar' } }],
    });
    expect((await bob.browser.call('GET', '/api/preferences')).body.concern).toEqual([
      { id: expect.any(String), ingredient: { name: 'sugar' } },
    ]);
  });

  it('marking again changes the mark; removing by URL-encoded name clears it, and the scan shows it', async () => {
    expect(
      (
        await alice.browser.call('POST', '/api/preferences', {
          ingredientName: 'palm oil',
          preference: 'concern',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await alice.browser.call('POST', '/api/preferences', {
          ingredientName: 'Palm  Oil',
          preference: 'safe',
        })
      ).body,
    ).toEqual({
      id: expect.any(String),
      ingredient: { name: 'Palm  Oil' },
      preference: 'safe',
    });
    const list = await alice.browser.call('GET', '/api/preferences');
    const { safe } = list.body as { safe: { ingredient: { name: string } }[] };
    expect(safe.map((e) => e.ingredient.name)).toEqual(['Palm  Oil']);
    expect(list.body.concern).toEqual([]);
    const removed = await alice.browser.call(
      'DELETE',
      `/api/preferences/${encodeURIComponent('SUGAR')}`,
    );
    expect(removed.status).toBe(200);
    expect(
      (
        (await alice.browser.call('GET', `/api/scan/${scanId}`)).body as ScanResult
      ).ingredients.find((i) => i.name === 'sugar')!.userPreference,
    ).toBe('none');
    expect(
      (
        await alice.browser.call(
          'DELETE',
          `/api/preferences/${encodeURIComponent('palm oil / fat')}`,
        )
      ).status,
    ).toBe(404);
  });

  it('a stream of one person is saved for that person only', async () => {
    const res = await streamScan(
      stack.base,
      { cookie: bob.token },
      { ingredients: ['salt'], preferredLanguage: 'English' },
    );
    const id = res.events.at(-1)!.event.data.product.id;
    expect((await bob.browser.call('GET', `/api/scan/${id}`)).status).toBe(200);
    expect((await alice.browser.call('GET', `/api/scan/${id}`)).status).toBe(404);
  });

  it("DELETE /api/scan-history clears one's own history", async () => {
    const res = await alice.browser.call('DELETE', '/api/scan-history');
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBeGreaterThanOrEqual(2);
    expect((await alice.browser.call('GET', '/api/scan-history')).body).toEqual([]);
    expect((await bob.browser.call('GET', '/api/scan-history')).body).toHaveLength(1);
  });
});

describe('nutrition flow (spec 01 §4): base scan with no ingredients, then the nutrition analysis', () => {
  it('attaches the analysis to the base scan', async () => {
    const { browser, userId } = await stack.signUp();
    const base = await browser.call('POST', '/api/scan', {
      ingredients: [],
      productName: 'Nutrition Analysis',
      preferredLanguage: 'English',
    });
    expect(base.status).toBe(200);
    expect(base.body.ingredients).toEqual([]);
    expect(base.body.overallSafety).toEqual({
      score: null,
      rating: 'unknown',
      coverage: 0,
      recognised: 0,
      total: 0,
      enoughKnown: false,
      minCoverage: 0.6,
      unrecognised: [],
    });
    const res = await browser.call('POST', '/api/scan-nutrition', {
      productId: base.body.product.id,
      nutritionData: {
        servingSize: '30 g',
        calories: 160,
        totalFat: 9,
        saturatedFat: 5,
        carbohydrates: 17,
        sugars: 12,
        protein: 2,
        sodium: 180,
      },
      preferredLanguage: 'English',
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toEqual({
      id: base.body.product.id,
      productName: 'Nutrition Analysis',
      containsStatements: [],
      displayLanguage: 'en',
    });
    expect(res.body.nutrition.data).toMatchObject({ calories: 160, sodium: 180 });
    expect(res.body.nutrition.analysis).toEqual(
      expect.objectContaining({
        recommendation: expect.stringMatching(/^(recommended|not-recommended|neutral)$/),
        analysis: expect.any(String),
        wholePackageAnalysis: expect.any(String),
        recommendationReason: expect.any(String),
        parsedNutrition: expect.objectContaining({ calories: expect.any(Number) }),
      }),
    );
    const detail = await browser.call('GET', `/api/scan/${base.body.product.id}`);
    expect(detail.body.product.nutritionData).toMatchObject({ calories: 160 });
    expect(detail.body.product.nutritionAnalysis.recommendation).toBe(
      res.body.nutrition.analysis.recommendation,
    );
    expect(stack.billing.statesOf(userId)).toEqual(['committed']);
  });

  it('includes the first analysis of a scan in its charge; analysing it again uses a scan', async () => {
    const { browser, userId } = await stack.signUp();
    stack.billing.setLimit(userId, 1);
    const base = await browser.call('POST', '/api/scan', {
      ingredients: [],
      productName: 'Nutrition Analysis',
      preferredLanguage: 'English',
    });
    expect(base.status).toBe(200);
    const analyse = (calories: number) =>
      browser.call('POST', '/api/scan-nutrition', {
        productId: base.body.product.id,
        nutritionData: { calories, totalFat: 9, protein: 2, sodium: 180 },
        preferredLanguage: 'English',
      });
    // No scan left, but the first nutrition analysis belongs to the base scan already charged.
    const first = await analyse(160);
    expect(first.status).toBe(200);
    expect(stack.billing.statesOf(userId)).toEqual(['committed']);

    const again = await analyse(200);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(
      'Scan limit reached. You have used 1 of your monthly scans. Please upgrade your subscription to continue.',
    );
    const kept = await browser.call('GET', `/api/scan/${base.body.product.id}`);
    expect(kept.body.product.nutritionData).toMatchObject({ calories: 160 });

    stack.billing.setLimit(userId, 2);
    const paid = await analyse(200);
    expect(paid.status).toBe(200);
    expect(paid.body.nutrition.data).toMatchObject({ calories: 200 });
    expect(stack.billing.statesOf(userId)).toEqual(['committed', 'committed']);
    expect(
      stack.billing.callsFor('/internal/quota/reserve').filter((c) => c.body.userId === userId)[1]
        ?.body.requestId,
    ).toMatch(/^nutrition-/);
    expect(
      (await stack.db.query(`SELECT 1 FROM pending_commits WHERE user_id = $1`, [userId])).rows,
    ).toEqual([]);
  });
});

describe('auth.user.deleted.v1', () => {
  it("removes the person's scans, marked ingredients and profile copy, and keeps them removed", async () => {
    const gone = await stack.signUp();
    const kept = await stack.signUp();
    await gone.browser.call('POST', '/api/profile/setup', {
      age: 40,
      sex: 'male',
      activityLevel: 'active',
      goal: 'lose',
      allergies: 'milk',
      profileComplete: true,
    });
    await stack.waitForRows(
      `SELECT 1 FROM health_profiles WHERE user_id = $1`,
      [gone.userId],
      (rows) => rows.length === 1,
    );
    for (const who of [gone, kept]) {
      expect(
        (
          await who.browser.call('POST', '/api/scan', {
            ingredients: ['sugar'],
            preferredLanguage: 'English',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await who.browser.call('POST', '/api/preferences', {
            ingredientName: 'sugar',
            preference: 'concern',
          })
        ).status,
      ).toBe(200);
    }
    await stack.publish('auth.user.deleted.v1', gone.userId, { userId: gone.userId });
    await stack.waitForRows(
      `SELECT 1 FROM deleted_users WHERE user_key = $1`,
      [erasedUserKey(gone.userId)],
      (rows) => rows.length === 1,
    );
    // The tombstone holds a one-way key, not the id.
    expect(
      (await stack.db.query(`SELECT * FROM deleted_users WHERE user_key = $1`, [gone.userId])).rows,
    ).toEqual([]);
    for (const table of ['scans', 'ingredient_preferences', 'health_profiles']) {
      expect(
        (await stack.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [gone.userId])).rows,
      ).toEqual([]);
    }
    // Confirmed to auth, which repeats the deletion until every service has confirmed; once the
    // confirmation is out, the outbox forgets the person's scan events too.
    expect(await stack.received('scan.user.erased.v1', gone.userId)).toEqual({
      userId: gone.userId,
    });
    await stack.waitForRows(
      `SELECT type FROM outbox_events WHERE aggregate_id = $1 OR payload::text LIKE $2`,
      [gone.userId, `%${gone.userId}%`],
      (rows) => rows.length === 0,
    );
    expect(
      (await stack.db.query(`SELECT 1 FROM scans WHERE user_id = $1`, [kept.userId])).rows,
    ).toHaveLength(1);
    expect(
      (
        await stack.db.query(`SELECT 1 FROM ingredient_preferences WHERE user_id = $1`, [
          kept.userId,
        ])
      ).rows,
    ).toHaveLength(1);

    // A profile update relayed late does not bring the copy back.
    const late = await stack.publish('auth.user.profile-updated.v1', gone.userId, {
      userId: gone.userId,
      profile: {
        age: 40,
        sex: 'male',
        weight: null,
        height: null,
        activityLevel: 'active',
        goal: 'lose',
        diet: null,
        allergies: ['milk'],
        healthConcerns: null,
        profileComplete: true,
      },
    });
    await stack.waitForRows(
      `SELECT 1 FROM processed_events WHERE event_id = $1`,
      [late],
      (rows) => rows.length === 1,
    );
    expect(
      (await stack.db.query(`SELECT 1 FROM health_profiles WHERE user_id = $1`, [gone.userId]))
        .rows,
    ).toEqual([]);
  });

  it('an older profile update never overwrites a newer one', async () => {
    const { browser, userId } = await stack.signUp();
    await browser.call('POST', '/api/profile/setup', {
      age: 30,
      sex: 'female',
      activityLevel: 'active',
      goal: 'gain',
      allergies: 'sesame',
      profileComplete: true,
    });
    await stack.waitForRows(
      `SELECT allergies FROM health_profiles WHERE user_id = $1`,
      [userId],
      (rows) => rows.length === 1,
    );
    const stale = await stack.publish(
      'auth.user.profile-updated.v1',
      userId,
      {
        userId,
        profile: {
          age: 30,
          sex: 'female',
          weight: null,
          height: null,
          activityLevel: 'active',
          goal: 'gain',
          diet: null,
          allergies: ['fish'],
          healthConcerns: null,
          profileComplete: true,
        },
      },
      new Date(Date.now() - 3_600_000),
    );
    await stack.waitForRows(
      `SELECT 1 FROM processed_events WHERE event_id = $1`,
      [stale],
      (rows) => rows.length === 1,
    );
    expect(
      (await stack.db.query(`SELECT allergies FROM health_profiles WHERE user_id = $1`, [userId]))
        .rows,
    ).toEqual([{ allergies: ['sesame'] }]);
  });
});
