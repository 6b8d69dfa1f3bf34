/**
 * Spawns the real CLI (as `npm run -s labellens` does) and checks stdout JSON, stderr messages
 * and exit codes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const MAIN = 'tools/labellens/src/main.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], input?: string | Buffer): Run {
  const r = spawnSync(process.execPath, ['-r', './scripts/register.js', MAIN, ...args], {
    cwd: ROOT,
    input: typeof input === 'string' ? Buffer.from(input, 'utf8') : (input ?? Buffer.alloc(0)),
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60000,
  });
  return { code: r.status, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

interface AnalyzeOut {
  ingredients: Record<string, unknown>[];
  additives: string[];
  allergens: string[];
  traces: string[];
  diet: Record<string, string>;
  overallSafety: { score: number | null; rating: string };
  personal?: {
    verdict: string;
    alerts: { type: string }[];
    ingredients: { personalRisk: string }[];
  };
}

const parseOut = (stdout: string) => JSON.parse(stdout) as AnalyzeOut;

function expectCleanError(r: Run, pattern: RegExp): void {
  expect(r.code).not.toBe(0);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(/^labellens: /);
  expect(r.stderr).toMatch(pattern);
  // A message, never a stack trace.
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'labellens-cli-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('labellens CLI', () => {
  it('analyze prints exactly one JSON object with the documented shape', () => {
    const r = cli(
      ['analyze', '--lang', 'en'],
      'INGREDIENTS: Sugar, palm oil, HAZELNUTS (13%), skimmed MILK powder, emulsifier: lecithins (SOYA), E450i, sodium nitrite. May contain traces of peanuts.',
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = parseOut(r.stdout);
    expect(Object.keys(out)).toEqual([
      'ingredients',
      'additives',
      'allergens',
      'traces',
      'diet',
      'overallSafety',
    ]);
    for (const i of out.ingredients) {
      expect(Object.keys(i)).toEqual([
        'name',
        'matched',
        'confidence',
        'riskLevel',
        'safetyScore',
        'concerns',
        'explanation',
        'allergens',
        'additive',
        'sources',
      ]);
    }
    expect(out.additives).toEqual(['E322', 'E450i', 'E250']);
    expect(out.allergens.sort()).toEqual(['milk', 'nuts', 'soybeans']);
    expect(out.traces).toEqual(['peanuts']);
    // Lecithins (E322) are "maybe" in OFF; the label names soya as the source, so vegetarian
    // (issue 12). Skimmed milk makes it not vegan.
    expect(out.diet).toEqual({ vegan: 'no', vegetarian: 'yes', palmOilFree: 'no' });
    // One hazardous ingredient (sodium nitrite, IARC 2A) caps the product at 3.5; E450i is
    // moderate since "over the ADI" no longer shares the carcinogen tier (issue 12).
    expect(out.overallSafety).toEqual({ score: 3.5, rating: 'hazardous' });
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('runs through the npm script as documented', () => {
    const r = spawnSync('npm', ['run', '-s', 'labellens', '--', 'analyze', '--lang', 'fr'], {
      cwd: ROOT,
      input: 'Ingrédients : eau, sucre, acide citrique, conservateur : sorbate de potassium.',
      encoding: 'utf8',
      timeout: 60000,
    });
    expect(r.status).toBe(0);
    const out = parseOut(r.stdout);
    expect(out.additives).toEqual(['E330', 'E202']);
    expect(out.ingredients[2].explanation).toMatch(/additif alimentaire/);
  });

  it('uses a profile file (allergies in another language, diet, marked ingredients)', () => {
    const file = join(dir, 'profile.json');
    writeFileSync(
      file,
      JSON.stringify({
        age: 30,
        sex: 'female',
        diet: 'vegan',
        allergies: 'lait, arachides',
        healthConcerns: 'pregnant',
        preferences: [{ ingredientName: 'sugar', preference: 'concern' }],
      }),
    );
    const r = cli(['analyze', '--lang', 'en', '--profile', file], 'sugar, whey powder, coffee');
    expect(r.code).toBe(0);
    const out = parseOut(r.stdout);
    expect(out.personal!.verdict).toBe('avoid');
    expect(out.personal!.ingredients.map((i) => i.personalRisk)).toEqual([
      'moderate',
      'high',
      'moderate',
    ]);
    expect(out.personal!.alerts.map((a) => a.type).sort()).toEqual([
      'allergy',
      'diet',
      'health',
      'marked-concern',
    ]);
  });

  it('displays in another language with --display', () => {
    const r = cli(['analyze', '--lang', 'de', '--display', 'es'], 'Zutaten: Zucker, Natriumnitrit');
    expect(r.code).toBe(0);
    expect(parseOut(r.stdout).ingredients[1].explanation).toMatch(/aditivo alimentario/);
  });

  it('nutrition prints per 100, per serving and the serving size', () => {
    const r = cli(
      ['nutrition'],
      'Nährwerte pro 100 g | pro Portion (25 g)\nBrennwert 1.046 kJ / 250 kcal | 262 kJ / 63 kcal\nFett 9,5 g | 2,4 g\ndavon gesättigte Fettsäuren 3,2 g | 0,8 g\nKohlenhydrate 30 g | 7,5 g\ndavon Zucker 12 g | 3 g\nBallaststoffe 2,1 g | 0,5 g\nEiweiß 6,3 g | 1,6 g\nSalz 0,8 g | 0,2 g',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      per100: {
        energyKcal: 250,
        fat: 9.5,
        saturatedFat: 3.2,
        carbohydrates: 30,
        sugars: 12,
        fibre: 2.1,
        protein: 6.3,
        salt: 0.8,
      },
      perServing: {
        energyKcal: 63,
        fat: 2.4,
        saturatedFat: 0.8,
        carbohydrates: 7.5,
        sugars: 3,
        fibre: 0.5,
        protein: 1.6,
        salt: 0.2,
      },
      servingSize: '25 g',
    });
  });

  it('nutrition reports null for what the table does not print', () => {
    const out = JSON.parse(cli(['nutrition'], 'Energy 250 kcal\nSodium 400 mg').stdout) as {
      per100: unknown;
      servingSize: unknown;
    };
    expect(out.per100).toEqual({
      energyKcal: 250,
      fat: null,
      saturatedFat: null,
      carbohydrates: null,
      sugars: null,
      fibre: null,
      protein: null,
      salt: 1,
    });
    expect(out.servingSize).toBeNull();
  });

  describe('bad input', () => {
    it('rejects empty text', () => {
      expectCleanError(cli(['analyze', '--lang', 'en'], '   \n '), /no text on stdin/);
      expectCleanError(cli(['nutrition'], ''), /no text on stdin/);
    });

    it('rejects binary input', () => {
      const bytes = Buffer.alloc(4096);
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 37) % 256;
      expectCleanError(cli(['analyze', '--lang', 'en'], bytes), /binary/);
    });

    it('rejects a 10 MB line', () => {
      expectCleanError(cli(['analyze', '--lang', 'en'], 'a'.repeat(10 * 1024 * 1024)), /too large/);
    });

    it('rejects unknown commands, unknown flags and missing values', () => {
      expectCleanError(cli(['frobnicate']), /unknown command "frobnicate"/);
      expectCleanError(cli([]), /missing command/);
      expectCleanError(
        cli(['analyze', '--lang', 'en', '--verbose'], 'sugar'),
        /unknown option "--verbose"/,
      );
      expectCleanError(cli(['nutrition', '--lang', 'en'], 'Fat 1 g'), /unknown option "--lang"/);
      expectCleanError(cli(['analyze'], 'sugar'), /needs --lang/);
      expectCleanError(cli(['analyze', '--lang'], 'sugar'), /needs a value/);
      expectCleanError(cli(['analyze', '--lang', 'xx'], 'sugar'), /unsupported language "xx"/);
    });

    it('rejects a missing or invalid profile', () => {
      expectCleanError(
        cli(['analyze', '--lang', 'en', '--profile', join(dir, 'nope.json')], 'sugar'),
        /cannot read profile/,
      );
      const badJson = join(dir, 'bad.json');
      writeFileSync(badJson, '{ not json');
      expectCleanError(
        cli(['analyze', '--lang', 'en', '--profile', badJson], 'sugar'),
        /not valid JSON/,
      );
      const badDiet = join(dir, 'diet.json');
      writeFileSync(badDiet, JSON.stringify({ diet: 'carnivore' }));
      expectCleanError(
        cli(['analyze', '--lang', 'en', '--profile', badDiet], 'sugar'),
        /"diet" must be one of/,
      );
    });

    it('prints usage on --help, on stdout, with exit 0', () => {
      const r = cli(['--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage:/);
      expect(r.stderr).toBe('');
    });
  });
});
