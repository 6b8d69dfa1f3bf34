import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KB_CREDITS, loadKnowledgeBase, rateEntity } from '../src';
import { buildKnowledgeBase } from '../scripts/kb-builder/build';
import { DATA_DIR, sharedDataDir } from '../scripts/kb-builder/paths';

const SHARED = sharedDataDir();
const kb = loadKnowledgeBase();

describe('knowledge base data', () => {
  if (existsSync(SHARED)) {
    it('committed data/ is up to date with ../shared/data (run `npm run kb:build` if this fails)', () => {
      const first = buildKnowledgeBase(SHARED);
      for (const [name, content] of Object.entries(first.files)) {
        const committed = readFileSync(join(DATA_DIR, name), 'utf8');
        expect(committed === content).toBe(true);
      }
    });

    it('the build is deterministic', () => {
      const a = buildKnowledgeBase(SHARED).files;
      const b = buildKnowledgeBase(SHARED).files;
      expect(Object.keys(a)).toEqual(Object.keys(b));
      for (const k of Object.keys(a)) expect(a[k] === b[k]).toBe(true);
    });
  } else {
    // The only case where the staleness check cannot run: a clone without ../shared/data.
    console.log(
      `SKIPPED knowledge-base staleness check: ${SHARED} is absent (set LABELLENS_SHARED_DATA to run it)`,
    );
    it('ships committed data that parses (staleness needs ../shared/data, absent here)', () => {
      const committed = JSON.parse(
        readFileSync(join(DATA_DIR, 'knowledge-base.json'), 'utf8'),
      ) as object;
      expect(Object.keys(committed).length).toBeGreaterThan(0);
    });
  }

  it('is small enough to ship in a web bundle', () => {
    const bytes = readFileSync(join(DATA_DIR, 'knowledge-base.json')).length;
    expect(bytes).toBeLessThan(8 * 1024 * 1024);
  });

  it('has the 14 EU allergens with names in many languages', () => {
    expect(kb.allergens.map((a) => a.id).sort()).toEqual(
      [
        'celery',
        'crustaceans',
        'eggs',
        'fish',
        'gluten',
        'lupin',
        'milk',
        'molluscs',
        'mustard',
        'nuts',
        'peanuts',
        'sesame-seeds',
        'soybeans',
        'sulphur-dioxide-and-sulphites',
      ].sort(),
    );
    const milk = kb.allergen('milk')!;
    for (const lang of ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'fi', 'sv', 'da'])
      expect(milk.keys[lang]?.length ?? 0).toBeGreaterThan(0);
    // Sesame, as the US lists it.
    expect(kb.allergenForKey('sesame')).toBe('sesame-seeds');
  });

  it('has additives with names, classes and EFSA evaluations', () => {
    const e250 = kb.additive('E250')!;
    expect(e250.names.en).toMatch(/sodium nitrite/i);
    expect(e250.names.fr).toMatch(/nitrite de sodium/i);
    expect(e250.classes).toContain('preservative');
    expect(e250.efsa?.overexposure).toBe('high');
    expect(kb.additive('E330')!.euAuthorised).toBe(true);
    expect(kb.stats.additives).toBeGreaterThan(600);
    // A sub-index inherits the group code's data.
    expect(kb.additive('E450i')!.efsa?.overexposure).toBe('high');
  });

  it('links carcinogen listings by name and CAS, but not route-specific ones', () => {
    const e171 = kb.additive('E171')!;
    expect(e171.hazards?.map((h) => h.type === 'iarc' && h.group)).toContain('2B');
    // Titanium dioxide is on Prop 65 only "airborne, unbound particles of respirable size".
    expect(e171.hazards?.some((h) => h.type === 'prop65')).toBe(false);
    const ethanol = kb
      .lookup('alcohol')
      .map((h) => kb.entityByIndex(h.entity))
      .find((e) => e.kind === 'cosmetic')!;
    expect(ethanol.hazards?.some((h) => h.type === 'iarc')).toBeFalsy();
    const formaldehyde = kb
      .lookup('formaldehyde')
      .map((h) => kb.entityByIndex(h.entity))
      .find((e) => e.kind === 'cosmetic')!;
    expect(formaldehyde.hazards?.some((h) => h.type === 'cosing-annex-ii')).toBe(true);
    expect(formaldehyde.hazards?.some((h) => h.type === 'iarc' && h.group === '1')).toBe(true);
  });

  it('every rating carries its sources', () => {
    for (const e of kb.entities.slice(0, 6000)) {
      const r = rateEntity(e, e.kind === 'cosmetic' ? 'cosmetic' : 'food');
      if (r.riskLevel !== 'unknown')
        expect(r.findings.filter((f) => f.level !== null).every((f) => f.source.length > 0)).toBe(
          true,
        );
    }
    const r = rateEntity(kb.additive('E211')!, 'food');
    expect(r.findings.map((f) => f.source)).toContain('EFSA 2016 re-evaluation');
  });

  it('exports the attribution to show with the data', () => {
    expect(KB_CREDITS.text).toMatch(/Open Food Facts/);
    expect(KB_CREDITS.text).toMatch(/European Union/);
    expect(KB_CREDITS.text).toMatch(/ODbL/);
    expect(KB_CREDITS.sources.length).toBeGreaterThanOrEqual(4);
  });

  it('loads from the bundled JSON without ../shared', () => {
    // data/ is the only input of the runtime loader.
    const src = readFileSync(join(__dirname, '..', 'src', 'kb', 'load.ts'), 'utf8');
    expect(src).not.toMatch(/shared\/data/);
    expect(kb.entities.length).toBeGreaterThan(30000);
  });
});
