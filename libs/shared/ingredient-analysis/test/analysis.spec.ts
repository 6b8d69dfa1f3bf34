import {
  analyzeIngredients,
  DISPLAY_LANGUAGES,
  iterateIngredientAnalysis,
  loadKnowledgeBase,
  overallSafety,
  rateEntity,
  ratingForScore,
  type IngredientAnalysis,
} from '../src';
import { LABELS } from './fixtures/labels/labels';

const kb = loadKnowledgeBase();
const byName = (r: { ingredients: IngredientAnalysis[] }, name: string) =>
  r.ingredients.find((i) => i.name === name)!;

describe('analyzeIngredients', () => {
  describe.each([...new Set(LABELS.map((l) => l.lang))])('label language %s', (lang) => {
    const cases = LABELS.filter((l) => l.lang === lang);
    it.each(cases.map((c) => [c.id, c] as const))(
      '%s: additives, allergens and traces',
      (_id, c) => {
        const r = analyzeIngredients(c.text, { lang: c.lang });
        expect([...r.additives].sort()).toEqual([...c.additives].sort());
        expect([...r.allergens].sort()).toEqual([...c.allergens].sort());
        expect([...r.traces].sort()).toEqual([...c.traces].sort());
        expect(r.language).toBe(c.lang);
        // Every rated ingredient carries its sources and an explanation.
        for (const i of r.ingredients) {
          expect(i.explanation.length).toBeGreaterThan(10);
          if (i.riskLevel !== 'unknown') expect(i.sources.length).toBeGreaterThan(0);
        }
      },
    );
  });

  it('rates from the data, with sources', () => {
    const r = analyzeIngredients(
      'water, sodium nitrite, E171, potassium sorbate, E102, sugar, E330, aspartame, zorblax',
      { lang: 'en' },
    );
    // Nitrite: IARC 2A (ingested under nitrosating conditions) outranks EFSA's over-exposure.
    expect(byName(r, 'sodium nitrite')).toMatchObject({
      riskLevel: 'hazardous',
      safetyScore: 2,
      additive: 'E250',
    });
    expect(byName(r, 'sodium nitrite').sources[0]).toBe(
      'IARC Group 2A (IARC Monographs vol. 94 (2010))',
    );
    expect(byName(r, 'sodium nitrite').sources).toContainEqual(
      expect.stringMatching(/^EFSA \d{4} re-evaluation$/),
    );
    // E171 is no longer an authorised food additive in the EU (Reg. (EU) 2022/63).
    expect(byName(r, 'E171')).toMatchObject({ riskLevel: 'hazardous', safetyScore: 1 });
    expect(byName(r, 'E171').sources).toContain('Commission Regulation (EU) 2022/63 (2022)');
    expect(byName(r, 'E171').sources).toContain('IARC Group 2B');
    expect(byName(r, 'E102').riskLevel).toBe('moderate');
    expect(byName(r, 'E102').sources).toContain('EU Reg. 1333/2008 Annex V (warning label)');
    expect(byName(r, 'sugar')).toMatchObject({
      riskLevel: 'low_risk',
      safetyScore: 10,
      sources: ['Open Food Facts ingredients taxonomy'],
    });
    expect(byName(r, 'E330')).toMatchObject({ riskLevel: 'low_risk', safetyScore: 8 });
    expect(byName(r, 'aspartame').concerns).toContain('Source of phenylalanine');
    expect(byName(r, 'zorblax')).toMatchObject({
      riskLevel: 'unknown',
      safetyScore: null,
      matched: null,
      sources: [],
    });
  });

  it('applies cosmetic listings to cosmetic labels only', () => {
    const cosmetic = analyzeIngredients('Aqua, Glycerin, Parfum, Limonene, Hydroquinone', {
      lang: 'en',
    });
    expect(cosmetic.productType).toBe('cosmetic');
    expect(byName(cosmetic, 'Hydroquinone')).toMatchObject({ riskLevel: 'hazardous' });
    expect(
      byName(cosmetic, 'Hydroquinone').sources.some((s) => s.startsWith('EU CosIng Annex II')),
    ).toBe(true);
    expect(byName(cosmetic, 'Limonene').concerns).toContain('Fragrance allergen');
    const food = analyzeIngredients('sugar, limonene', { lang: 'en', productType: 'food' });
    expect(byName(food, 'limonene').concerns).not.toContain('Fragrance allergen');
  });

  describe('overall score', () => {
    it('is the mean of recognised ingredients, capped by the worst one', () => {
      expect(
        overallSafety([
          { riskLevel: 'low_risk', safetyScore: 10 },
          { riskLevel: 'low_risk', safetyScore: 8 },
        ]),
      ).toMatchObject({ score: 9, rating: 'low_risk', coverage: 1 });
      expect(
        overallSafety([
          { riskLevel: 'low_risk', safetyScore: 10 },
          { riskLevel: 'moderate', safetyScore: 5 },
        ]),
      ).toMatchObject({ score: 6.5, rating: 'moderate' });
      expect(
        overallSafety([
          { riskLevel: 'low_risk', safetyScore: 10 },
          { riskLevel: 'moderate', safetyScore: 5 },
          { riskLevel: 'moderate', safetyScore: 6 },
        ]),
      ).toMatchObject({ score: 6.3, rating: 'moderate' });
      expect(
        overallSafety([
          { riskLevel: 'low_risk', safetyScore: 10 },
          { riskLevel: 'hazardous', safetyScore: 3 },
        ]),
      ).toMatchObject({ score: 3.5, rating: 'hazardous' });
      expect(
        overallSafety([
          { riskLevel: 'hazardous', safetyScore: 3 },
          { riskLevel: 'hazardous', safetyScore: 2 },
          { riskLevel: 'low_risk', safetyScore: 10 },
        ]),
      ).toMatchObject({ score: 3, rating: 'hazardous' });
      expect(
        overallSafety([
          { riskLevel: 'hazardous', safetyScore: 1 },
          { riskLevel: 'hazardous', safetyScore: 1 },
        ]),
      ).toMatchObject({ score: 1 });
    });

    it('leaves unknown ingredients out and reports coverage', () => {
      expect(
        overallSafety([
          { riskLevel: 'low_risk', safetyScore: 8 },
          { riskLevel: 'low_risk', safetyScore: 8 },
          { riskLevel: 'unknown', safetyScore: null },
        ]),
      ).toMatchObject({ score: 8, rating: 'low_risk', coverage: 0.667, recognised: 2, total: 3 });
      // Half unknown is under the coverage threshold: no score rather than one resting on half.
      expect(
        overallSafety([
          { riskLevel: 'low_risk', safetyScore: 8 },
          { riskLevel: 'unknown', safetyScore: null },
        ]),
      ).toMatchObject({ score: null, rating: 'unknown', coverage: 0.5, enoughKnown: false });
      expect(overallSafety([{ riskLevel: 'unknown', safetyScore: null }])).toMatchObject({
        score: null,
        rating: 'unknown',
        coverage: 0,
      });
    });

    it('maps scores to ratings at 7 and 4', () => {
      expect([10, 7, 6.9, 4, 3.9, 0, null].map(ratingForScore)).toEqual([
        'low_risk',
        'low_risk',
        'moderate',
        'moderate',
        'hazardous',
        'hazardous',
        'unknown',
      ]);
    });

    it('rating always equals the worst recognised ingredient level', () => {
      for (const l of LABELS) {
        const r = analyzeIngredients(l.text, { lang: l.lang });
        const levels = r.ingredients.map((i) => i.riskLevel);
        const worst = levels.includes('hazardous')
          ? 'hazardous'
          : levels.includes('moderate')
            ? 'moderate'
            : levels.includes('low_risk')
              ? 'low_risk'
              : 'unknown';
        expect(r.overallSafety.rating).toBe(worst);
      }
    });
  });

  describe('diet', () => {
    it.each([
      [
        'sugar, cocoa butter, soy lecithin',
        { vegan: 'yes', vegetarian: 'yes', palmOilFree: 'yes' },
      ],
      ['sugar, whole milk powder, cocoa', { vegan: 'no', vegetarian: 'yes' }],
      ['pork, salt, sodium nitrite', { vegan: 'no', vegetarian: 'no' }],
      ['wheat flour, palm oil', { palmOilFree: 'no' }],
      ['sugar, zorblax', { vegan: 'unknown' }],
    ])('%s', (text, expected) => {
      expect(analyzeIngredients(text, { lang: 'en' }).diet).toMatchObject(expected);
    });
  });

  describe('display languages', () => {
    const text = 'Ingrédients : sucre, nitrite de sodium, lait écrémé en poudre';
    it.each(DISPLAY_LANGUAGES.map((l) => [l]))('%s', (lang) => {
      const r = analyzeIngredients(text, { lang: 'fr', displayLanguage: lang });
      expect(r.displayLanguage).toBe(lang);
      // Every display language has its own templates (issue 15): no English fallback.
      expect(r.explanationLanguage).toBe(lang);
      for (const i of r.ingredients) expect(i.explanationLanguage).toBe(lang);
      const nitrite = r.ingredients[1];
      // Names come from the taxonomy in the display language when it has one, else as printed
      // (never a third language: issue 12).
      const expectedName = kb.additive('E250')!.names[lang] ?? 'nitrite de sodium';
      expect(nitrite.matched!.toLowerCase()).toBe(expectedName.toLowerCase());
    });

    it('writes explanations in every display language', () => {
      const samples: Record<string, RegExp> = {
        en: /food additive/,
        es: /aditivo alimentario/,
        fr: /additif alimentaire/,
        de: /Lebensmittelzusatzstoff/,
        it: /additivo alimentare/,
        pt: /aditivo alimentar/,
        nl: /levensmiddelenadditief/,
        zh: /食品添加剂/,
        ja: /食品添加物/,
        ko: /식품첨가물/,
        ar: /مادة مضافة غذائية/,
        ru: /пищевая добавка/,
        hi: /खाद्य योजक/,
        tr: /gıda katkı maddesi/,
        fa: /افزودنی غذایی/,
      };
      for (const [lang, re] of Object.entries(samples)) {
        expect(
          analyzeIngredients('E250', { displayLanguage: lang }).ingredients[0].explanation,
        ).toMatch(re);
      }
    });
  });

  it('streams one result per ingredient, then the product result', () => {
    const it = iterateIngredientAnalysis('sugar, salt, E330', { lang: 'en' });
    const seen: string[] = [];
    let step = it.next();
    while (!step.done) {
      seen.push(step.value.name);
      step = it.next();
    }
    expect(seen).toEqual(['sugar', 'salt', 'E330']);
    expect(step.value.ingredients).toHaveLength(3);
    expect(step.value.overallSafety.rating).toBe('low_risk');
  });

  it('accepts a list already split into ingredients', () => {
    const r = analyzeIngredients(['sugar', 'whey (milk)', 'E250'], {
      lang: 'en',
      containsStatements: ['Contains: soy'],
    });
    expect(r.ingredients.map((i) => i.name)).toEqual(['sugar', 'whey', 'E250']);
    expect(r.allergens.sort()).toEqual(['milk', 'soybeans']);
  });

  it('rates each entity kind with a level and score in range', () => {
    for (const e of kb.entities.filter((_, i) => i % 50 === 0)) {
      const r = rateEntity(e, 'cosmetic');
      if (r.safetyScore !== null) {
        expect(r.safetyScore).toBeGreaterThanOrEqual(0);
        expect(r.safetyScore).toBeLessThanOrEqual(10);
        expect(ratingForScore(r.safetyScore)).toBe(r.riskLevel);
      }
    }
  });
});
