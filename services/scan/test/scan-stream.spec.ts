import { Client } from 'pg';
import { startScanStack, streamScan, type ScanStack } from './support/scan-harness';
import type { Ingredient, ScanResult } from '@labellens/contracts';
import { ifStarted } from '@labellens/server-testing';

let stack: ScanStack;

/** A 30-ingredient list as the page sends it (split on commas). */
export const THIRTY = [
  'wheat flour',
  'sugar',
  'palm oil',
  'cocoa butter',
  'whole milk powder',
  'hazelnuts',
  'skimmed milk powder',
  'cocoa mass',
  'glucose syrup',
  'dextrose',
  'salt',
  'soy lecithin',
  'E476',
  'vanillin',
  'barley malt extract',
  'raising agent (sodium bicarbonate)',
  'eggs',
  'butter',
  'rapeseed oil',
  'sunflower oil',
  'citric acid',
  'E330',
  'E471',
  'potassium sorbate',
  'sodium nitrite',
  'E621',
  'xanthan gum',
  'water',
  'yeast',
  'frobnicated glimmerwort',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

beforeAll(async () => {
  stack = await startScanStack();
});

afterAll(async () => {
  await ifStarted(stack)?.close();
});

describe('POST /api/scan-stream', () => {
  it('streams status, ingredient, allergen, then complete, in order and in the documented shapes', async () => {
    const { userId, token } = await stack.signUp();
    const res = await streamScan(
      stack.base,
      { cookie: token },
      {
        ingredients: [
          'Wheat flour',
          'sugar',
          'milk chocolate (sugar',
          'cocoa butter',
          'whole milk powder)',
          'E621',
        ],
        productName: 'Choco Biscuits',
        containsStatements: ['Contains: milk, wheat', 'May contain nuts'],
        preferredLanguage: 'English',
      },
    );
    expect(res.status).toBe(200);
    const types = res.events.map((e) => e.event.type);
    expect(res.events[0].event).toEqual({
      type: 'status',
      message: 'Starting analysis...',
      data: { step: 'started', scanId: expect.any(String) },
    });
    // status first; every ingredient before any allergen; allergens before the end; complete last.
    expect(types.join(' ')).toMatch(
      /^status status (ingredient ){6,}status (allergen ){3,}status status complete$/,
    );
    for (const { event } of res.events.filter((e) => e.event.type === 'ingredient')) {
      expect(event.data).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          safetyRating: expect.stringMatching(/^(low_risk|moderate|hazardous|unknown)$/),
          safe: expect.any(Boolean),
          riskLevel: expect.stringMatching(/^(low|medium|high|unknown)$/),
          explanation: expect.any(String),
          concerns: expect.any(Array),
          potentialRisks: expect.any(String),
          allergens: expect.any(String),
          personalRisk: expect.any(String),
          userPreference: 'none',
        }),
      );
    }
    for (const { event } of res.events.filter((e) => e.event.type === 'allergen')) {
      expect(event.data).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          sourceStatement: expect.any(String),
          safetyRating: expect.any(String),
          safetyScore: expect.any(Number),
          explanation: expect.any(String),
          personalizedWarnings: expect.any(Array),
        }),
      );
    }
    const complete = res.events.at(-1)!.event;
    expect(complete.message).toBe('Analysis complete!');
    const result = complete.data as ScanResult;
    expect(Object.keys(result).sort()).toEqual([
      'allergens',
      'guidance',
      'ingredients',
      'nutrition',
      'overallSafety',
      'personal',
      'product',
    ]);
    expect(result.product).toEqual({
      id: expect.any(String),
      productName: 'Choco Biscuits',
      containsStatements: ['Contains: milk, wheat', 'May contain nuts'],
      displayLanguage: 'en',
    });
    expect(result.overallSafety).toEqual({
      score: expect.any(Number),
      rating: expect.stringMatching(/^(low_risk|moderate|hazardous)$/),
      coverage: expect.any(Number),
      recognised: expect.any(Number),
      total: result.ingredients.length,
      enoughKnown: true,
      minCoverage: 0.6,
      unrecognised: expect.any(Array),
    });
    expect(result.personal).toBeNull();
    expect(result.nutrition).toEqual({ data: null, analysis: null });
    // The page split `milk chocolate (sugar, cocoa butter, …)` on its commas; it was joined back.
    expect(
      result.ingredients.map((i: { name: string; parent: string | null }) => [i.name, i.parent]),
    ).toEqual(
      expect.arrayContaining([
        ['milk chocolate', null],
        ['cocoa butter', 'milk chocolate'],
      ]),
    );
    const allergens = Object.fromEntries(
      result.allergens.map((a: { name: string; presence: string }) => [a.name, a.presence]),
    );
    expect(allergens).toMatchObject({ gluten: 'contains', milk: 'contains', nuts: 'may-contain' });
    // The streamed events and the final result agree.
    expect(
      res.events
        .filter((e) => e.event.type === 'ingredient')
        .map((e) => e.event.data as Ingredient),
    ).toEqual(result.ingredients);

    expect(stack.billing.statesOf(userId)).toEqual(['committed']);
    const saved = await stack.db.query(
      `SELECT id, product_name, ingredient_count FROM scans WHERE user_id = $1`,
      [userId],
    );
    expect(saved.rows).toEqual([
      {
        id: result.product.id,
        product_name: 'Choco Biscuits',
        ingredient_count: result.ingredients.length,
      },
    ]);
    const outbox = await stack.db.query(
      `SELECT type, payload FROM outbox_events WHERE aggregate_id = $1`,
      [result.product.id],
    );
    expect(outbox.rows).toEqual([
      {
        type: 'scan.scan.completed.v1',
        payload: expect.objectContaining({
          scanId: result.product.id,
          userId,
          productName: 'Choco Biscuits',
          ingredientCount: result.ingredients.length,
          allergenCount: result.allergens.length,
          overallSafetyScore: result.overallSafety.score,
          overallSafetyRating: result.overallSafety.rating,
        }),
      },
    ]);
  });

  it('sends the first event within 100 ms and completes 30 ingredients within 1 s', async () => {
    const { token } = await stack.signUp();
    const body = { ingredients: THIRTY, productName: 'Thirty', preferredLanguage: 'English' };
    await streamScan(stack.base, { cookie: token }, body);
    const first: number[] = [];
    const done: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await streamScan(stack.base, { cookie: token }, body);
      expect(res.events.at(-1)!.event.type).toBe('complete');
      expect(res.events.at(-1)!.event.data.ingredients.length).toBeGreaterThanOrEqual(30);
      first.push(res.events[0].at);
      done.push(res.events.at(-1)!.at);
    }
    console.log(
      `scan-stream via gateway: first event ${first.map((t) => t.toFixed(0)).join('/')} ms, complete ${done.map((t) => t.toFixed(0)).join('/')} ms (30 ingredients)`,
    );
    expect(median(first)).toBeLessThan(100);
    expect(median(done)).toBeLessThan(1000);
  });

  it('accepts the session as a bearer token too, and translates to the display language', async () => {
    const { token, userId } = await stack.signUp();
    const res = await streamScan(
      stack.base,
      { bearer: token },
      { ingredients: 'lait, sucre, noisettes', preferredLanguage: 'French' },
    );
    expect(res.status).toBe(200);
    const result = res.events.at(-1)!.event.data as ScanResult;
    expect(result.allergens.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['lait']),
    );
    expect(stack.billing.statesOf(userId)).toEqual(['committed']);
  });

  it('personalises with the health profile kept from auth and with marked ingredients', async () => {
    const { browser, token, userId } = await stack.signUp();
    const setup = await browser.call('POST', '/api/profile/setup', {
      age: 34,
      sex: 'female',
      weight: 60,
      height: 170,
      activityLevel: 'moderate',
      goal: 'maintain',
      diet: 'vegan',
      allergies: 'peanuts, milk',
      healthConcerns: '',
      profileComplete: true,
    });
    expect(setup.status).toBe(200);
    await stack.waitForRows(
      `SELECT allergies FROM health_profiles WHERE user_id = $1`,
      [userId],
      (rows) => rows.length === 1,
    );
    expect(
      (
        await browser.call('POST', '/api/preferences', {
          ingredientName: 'Palm Oil',
          preference: 'concern',
        })
      ).status,
    ).toBe(200);
    const res = await streamScan(
      stack.base,
      { cookie: token },
      {
        ingredients: ['sugar', 'palm oil', 'skimmed milk powder', 'peanuts'],
        preferredLanguage: 'English',
      },
    );
    const result = res.events.at(-1)!.event.data as ScanResult;
    const byName = Object.fromEntries(result.ingredients.map((i) => [i.name, i]));
    expect(byName['palm oil']).toMatchObject({
      userPreference: 'concern',
      personalRiskLevel: 'moderate',
    });
    expect(byName['skimmed milk powder'].personalRisk).toMatch(/milk/i);
    const milk = result.allergens.find((a: { name: string }) => a.name === 'milk');
    expect(milk).toMatchObject({ safetyRating: 'hazardous', safetyScore: 0 });
    expect(milk!.personalizedWarnings.join(' ')).toMatch(/allerg/i);
  });

  it("refuses without quota before any work: 403 with billing's message, no stream, nothing saved", async () => {
    const { token, userId } = await stack.signUp();
    stack.billing.setLimit(userId, 0);
    const res = await streamScan(
      stack.base,
      { cookie: token },
      { ingredients: ['sugar'], preferredLanguage: 'English' },
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text).message).toBe(
      'Scan limit reached. You have used 0 of your monthly scans. Please upgrade your subscription to continue.',
    );
    expect(res.events).toEqual([]);
    expect((await stack.db.query(`SELECT 1 FROM scans WHERE user_id = $1`, [userId])).rows).toEqual(
      [],
    );
  });

  it('releases the reservation and sends an error event when the analysis fails', async () => {
    const { token, userId } = await stack.signUp();
    // A real failure inside the save transaction: the database refuses this product name.
    await stack.db.query(
      `ALTER TABLE scans ADD CONSTRAINT test_refuse_boom CHECK (product_name IS DISTINCT FROM 'Boom')`,
    );
    try {
      const res = await streamScan(
        stack.base,
        { cookie: token },
        { ingredients: ['sugar', 'salt'], productName: 'Boom', preferredLanguage: 'English' },
      );
      expect(res.status).toBe(200);
      expect(res.events.at(-1)!.event).toEqual({
        type: 'error',
        message: 'Could not analyze ingredients. Please try again.',
        data: { code: 'analysis_failed' },
      });
      expect(res.events.some((e) => e.event.type === 'complete')).toBe(false);
    } finally {
      await stack.db.query(`ALTER TABLE scans DROP CONSTRAINT test_refuse_boom`);
    }
    expect(stack.billing.statesOf(userId)).toEqual(['released']);
    expect((await stack.db.query(`SELECT 1 FROM scans WHERE user_id = $1`, [userId])).rows).toEqual(
      [],
    );
    expect(
      (await stack.db.query(`SELECT 1 FROM outbox_events WHERE payload->>'userId' = $1`, [userId]))
        .rows,
    ).toEqual([]);
  });

  it('keeps nothing and releases the scan when the stream closes before complete, even mid-save', async () => {
    const { token, userId } = await stack.signUp();
    // Inserts into scans wait on this lock, so the client is gone while the scan is being saved.
    const blocker = new Client({ connectionString: stack.config.DATABASE_URL });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE scans IN SHARE MODE');
      const res = await streamScan(
        stack.base,
        { cookie: token },
        { ingredients: THIRTY, productName: 'Closed tab', preferredLanguage: 'English' },
        (event) => event.type === 'ingredient',
      );
      expect(res.events.some((e) => e.event.type === 'complete')).toBe(false);
      await stack.waitForRows(
        `SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO "scans"%'`,
        [],
        (rows) => rows.length === 1,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await blocker.query('COMMIT');
    } finally {
      await blocker.end();
    }
    const deadline = Date.now() + 5000;
    while (stack.billing.statesOf(userId)[0] !== 'released' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stack.billing.statesOf(userId)).toEqual(['released']);
    for (const table of ['scans', 'pending_commits'])
      expect(
        (await stack.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [userId])).rows,
      ).toEqual([]);
    expect(
      (await stack.db.query(`SELECT 1 FROM outbox_events WHERE payload->>'userId' = $1`, [userId]))
        .rows,
    ).toEqual([]);
  });

  it('streams closed after the first ingredient (no model): a scan is kept exactly when it is charged', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { token, userId } = await stack.signUp();
      const res = await streamScan(
        stack.base,
        { cookie: token },
        { ingredients: ['sugar', 'salt', 'water', 'flour'], preferredLanguage: 'English' },
        (event) => event.type === 'ingredient',
      );
      expect(res.events.some((e) => e.event.type === 'complete')).toBe(false);
      const deadline = Date.now() + 5000;
      while (stack.billing.statesOf(userId)[0] === 'reserved' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const [state] = stack.billing.statesOf(userId);
      const kept = (await stack.db.query(`SELECT 1 FROM scans WHERE user_id = $1`, [userId])).rows;
      // Never a free scan, never a charge for nothing.
      expect({ state, kept: kept.length }).toEqual(
        state === 'committed' ? { state, kept: 1 } : { state: 'released', kept: 0 },
      );
      outcomes.push(state);
    }
    process.stdout.write(`closed streams: ${outcomes.join(', ')}\n`);
  });

  it('answers 400 before reserving anything for an empty list', async () => {
    const { token, userId } = await stack.signUp();
    for (const ingredients of [[], '', ' , ,', ['  ']]) {
      const res = await streamScan(
        stack.base,
        { cookie: token },
        { ingredients, preferredLanguage: 'English' },
      );
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).message).toBe(
        'ingredients: Please enter some ingredients to analyze.',
      );
    }
    expect(stack.billing.statesOf(userId)).toEqual([]);
  });
});
