import type { QueryRunner } from 'typeorm';
import { ScanGuidance1764300000000 } from '../src/database/migrations/1764300000000-scan-guidance';
import { nameWords, similarity, ingredientProfile } from '../src/scans/scan-comparison.service';
import { startScanStack, streamScan, type ScanStack } from './support/scan-harness';
import { personWithAllergies as personOf } from './support/person';

// Issue 18: "Choose instead" guidance travels with the scan (stream, POST, detail), and
// GET /api/scan/{id}/compare finds the best-rated product of the same type in the person's history.

let stack: ScanStack;

beforeAll(async () => {
  stack = await startScanStack();
});

afterAll(async () => {
  await stack.close();
});

const personWithAllergies = (allergies: string) => personOf(stack, allergies);

type Guidance = { rule: string; text: string };

const HAM = ['pork', 'water', 'salt', 'milk proteins', 'dextrose', 'E250'];
const BETTER_HAM = ['pork', 'salt', 'dextrose', 'rosemary extract'];

describe('"Choose instead" guidance with the scan', () => {
  let alice: Awaited<ReturnType<typeof personWithAllergies>>;
  let scanId: string;

  beforeAll(async () => {
    alice = await personWithAllergies('milk');
  });

  it("the stream's complete event carries advice for E250 and for the milk allergy", async () => {
    const res = await streamScan(
      stack.base,
      { cookie: alice.token },
      { ingredients: HAM, productName: 'Cooked ham slices', preferredLanguage: 'English' },
    );
    expect(res.status).toBe(200);
    const complete = res.events.at(-1)!.event;
    expect(complete.type).toBe('complete');
    scanId = complete.data.product.id;
    const guidance = complete.data.guidance as Guidance[];
    const rules = guidance.map((g) => g.rule);
    expect(rules[0]).toBe('allergy');
    expect(rules).toContain('nitrite');
    expect(guidance[0]).toMatchObject({
      kind: 'allergy',
      severity: 'high',
      ingredients: ['milk proteins'],
      language: 'en',
      source: expect.stringContaining('1169/2011'),
    });
  });

  it('is stored with the scan: detail returns it in the language it was given', async () => {
    const detail = await alice.browser.call('GET', `/api/scan/${scanId}`);
    expect(detail.status).toBe(200);
    expect((detail.body.guidance as Guidance[]).map((g) => g.rule)).toEqual(
      expect.arrayContaining(['allergy', 'nitrite']),
    );
    const fr = await alice.browser.call('POST', '/api/scan', {
      ingredients: HAM,
      preferredLanguage: 'fr',
    });
    expect(fr.status).toBe(200);
    const nitrite = (fr.body.guidance as Guidance[]).find((g) => g.rule === 'nitrite');
    expect(nitrite).toMatchObject({ language: 'fr' });
    expect(nitrite?.text).toMatch(/sans nitrite ajouté/);
  });

  it('compare: the best-rated product of the same type the person scanned', async () => {
    const none = await alice.browser.call('GET', `/api/scan/${scanId}/compare`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ comparison: null });

    const better = await alice.browser.call('POST', '/api/scan', {
      ingredients: BETTER_HAM,
      productName: 'Ham slices without nitrite',
      preferredLanguage: 'en',
    });
    expect(better.status).toBe(200);
    const other = await alice.browser.call('POST', '/api/scan', {
      ingredients: ['oats', 'sugar', 'sunflower oil'],
      productName: 'Oat biscuits',
      preferredLanguage: 'en',
    });
    expect(other.status).toBe(200);

    const res = await alice.browser.call('GET', `/api/scan/${scanId}/compare`);
    expect(res.status).toBe(200);
    expect(res.body.comparison).toMatchObject({
      scanId: better.body.product.id,
      productName: 'Ham slices without nitrite',
      score: better.body.overallSafety.score,
      better: true,
    });
    expect(Date.parse((res.body.comparison as { scannedAt: string }).scannedAt)).not.toBeNaN();
  });

  it("compare: another person's scan → 404, an unknown id → 404", async () => {
    const bob = await stack.signUp();
    expect((await bob.browser.call('GET', `/api/scan/${scanId}/compare`)).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await alice.browser.call('GET', `/api/scan/${unknown}/compare`)).status).toBe(404);
  });

  it('compare: a malformed id → 400 with a message', async () => {
    const res = await alice.browser.call('GET', '/api/scan/not-a-uuid/compare');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/scan id is not valid/);
  });

  it('compare without identity → 401', async () => {
    const res = await fetch(`${stack.base}/api/scan/${scanId}/compare`);
    expect(res.status).toBe(401);
  });
});

describe('migration', () => {
  it('down drops the guidance column and up adds it back (null for existing scans)', async () => {
    const sql = (text: string) => stack.waitForRows(text, [], () => true);
    const q = { query: sql } as unknown as QueryRunner;
    const column = `SELECT 1 FROM information_schema.columns WHERE table_name = 'scans' AND column_name = 'guidance'`;
    const person = await stack.signUp();
    await person.browser.call('POST', '/api/scan', { ingredients: HAM, preferredLanguage: 'en' });
    const migration = new ScanGuidance1764300000000();
    await migration.down(q);
    expect(await sql(column)).toHaveLength(0);
    await migration.up(q);
    expect(await sql(column)).toHaveLength(1);
    const rows = await sql(`SELECT guidance FROM scans WHERE user_id = '${person.userId}'`);
    expect(rows).toEqual([{ guidance: null }]);
    const history = await person.browser.call('GET', '/api/scan-history');
    const detail = await person.browser.call('GET', `/api/scan/${history.body[0].id}`);
    expect(detail.body.guidance).toEqual([]);
  });
});

describe('same product type', () => {
  const p = (name: string, ids: string[]) => ({
    words: nameWords(name),
    profile: ingredientProfile(ids, ids),
  });

  it('matches on name words and ingredient overlap, not on one shared word alone', () => {
    expect(nameWords('Cooked Ham Slices 150 g')).toEqual(new Set(['cooked', 'ham', 'slice']));
    expect(
      similarity(p('Cooked ham', ['a', 'b', 'c']), p('Ham slices', ['a', 'b', 'd'])),
    ).not.toBeNull();
    expect(similarity(p('Cooked ham', ['a', 'b']), p('Cooked rice', ['x', 'y']))).toBeNull();
    expect(similarity(p('Crème', ['a', 'b', 'c']), p('Lotion', ['a', 'b', 'c']))).toBe(0.4);
  });
});
