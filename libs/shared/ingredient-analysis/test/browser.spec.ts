/**
 * The library builds for the browser: rspack bundles it (knowledge base included as a JSON
 * module) for `target: 'web'`, and headless Chromium analyses a list in the page.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

let outDir: string;
let bundle: string;
let browser: Browser;

/** rspack is ESM-only: the bundle is built by a separate Node process (browser/build-bundle.mjs). */
function build(): { ok: boolean; errors: string[] } {
  const r = spawnSync(
    process.execPath,
    [resolve(__dirname, 'browser', 'build-bundle.mjs'), outDir],
    { encoding: 'utf8', timeout: 200000 },
  );
  const last = r.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(last) as { ok: boolean; errors: string[] };
  } catch {
    return { ok: false, errors: [r.stderr || r.stdout || `exit ${r.status}`] };
  }
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'labellens-web-'));
  const result = build();
  if (!result.ok) throw new Error(`rspack build failed: ${result.errors.join('\n')}`);
  bundle = join(outDir, 'labellens.js');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}, 240000);

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('browser build', () => {
  it('bundles for target web with the knowledge base and no Node built-ins', () => {
    expect(existsSync(bundle)).toBe(true);
    const code = readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/require\(["']node:/);
    expect(code).not.toMatch(/require\(["'](fs|path|child_process)["']\)/);
    // The knowledge base travels inside the bundle (offline use).
    expect(statSync(bundle).size).toBeGreaterThan(4 * 1024 * 1024);
    console.log(`browser bundle: ${(statSync(bundle).size / 1048576).toFixed(2)} MB`);
  });

  it('analyses an ingredient list in headless Chromium', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('about:blank');
    await page.addScriptTag({ path: bundle });
    const result = await page.evaluate(() => {
      const api = (
        globalThis as unknown as {
          labellens: {
            analyze: (
              t: string,
              l: string,
              d?: string,
            ) => {
              additives: string[];
              allergens: string[];
              traces: string[];
              overallSafety: { rating: string; score: number };
              ingredients: { explanation: string }[];
            };
            loadMs: number;
            entities: number;
            credits: { text: string };
          };
        }
      ).labellens;
      const r = api.analyze(
        'Zutaten: Zucker, Haselnüsse, Magermilchpulver, Emulgator: Lecithine (Soja), Konservierungsstoff: Natriumnitrit. Kann Spuren von Erdnüssen enthalten.',
        'de',
        'fr',
      );
      return {
        additives: r.additives,
        allergens: r.allergens,
        traces: r.traces,
        rating: r.overallSafety.rating,
        score: r.overallSafety.score,
        explanation: r.ingredients[4].explanation,
        loadMs: api.loadMs,
        entities: api.entities,
        credits: api.credits.text,
        userAgent: (globalThis as unknown as { navigator: { userAgent: string } }).navigator
          .userAgent,
      };
    });
    await page.close();
    expect(errors).toEqual([]);
    expect(result.userAgent).toMatch(/Chrom/);
    expect(result.additives).toEqual(['E322', 'E250']);
    expect(result.allergens.sort()).toEqual(['milk', 'nuts', 'soybeans']);
    expect(result.traces).toEqual(['peanuts']);
    expect(result.rating).toBe('hazardous');
    expect(result.explanation).toMatch(/additif alimentaire/);
    expect(result.entities).toBeGreaterThan(30000);
    expect(result.credits).toMatch(/Open Food Facts/);
    console.log(`knowledge base loaded in the page in ${Math.round(result.loadMs)} ms`);
  }, 120000);

  it('reads a nutrition table and computes a Nutri-Score in the page', async () => {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.addScriptTag({ path: bundle });
    const r = await page.evaluate(() => {
      const api = (
        globalThis as unknown as {
          labellens: {
            nutrition: (t: string) => {
              per100: { salt: number | null; energyKcal: number | null };
            };
            nutriScore: (i: object, v: string) => { grade: string };
          };
        }
      ).labellens;
      return {
        table: api.nutrition('Energy 1046 kJ / 250 kcal\nSalt 0,8 g'),
        grade: api.nutriScore(
          { energyKj: 3460, sugars: 0, saturatedFat: 15, fat: 90, salt: 0, fibre: 0, proteins: 0 },
          '2023',
        ).grade,
      };
    });
    await page.close();
    expect(r.table.per100).toMatchObject({ energyKcal: 250, salt: 0.8 });
    expect(r.grade).toBe('e');
  }, 60000);
});
