// Current science merged from sources/science.json (issue 12): inheritance, tiers, withdrawals,
// CosIng conditions. Each expectation names the source the data cites.
import { analyzeIngredients, FINDING_SCORES, loadKnowledgeBase } from '../src';

const kb = loadKnowledgeBase();
const food = (text: string, lang = 'en') =>
  analyzeIngredients(text, { lang, productType: 'food' }).ingredients;
const one = (text: string, lang = 'en') => food(text, lang)[0];

describe('current science (issue 12)', () => {
  describe('inheritance along the ingredient hierarchy', () => {
    it.each(['bacon', 'ham', 'salami', 'chorizo'])('%s is processed meat, IARC Group 1', (n) => {
      const i = one(n);
      expect(i.riskLevel).toBe('hazardous');
      expect(i.sources).toContain(
        'IARC Group 1 (IARC Monographs vol. 114, evaluated 2015, published 2018)',
      );
    });

    it.each(['wine', 'red wine', 'beer', 'rum', 'cider'])(
      '%s is an alcoholic beverage, Group 1',
      (n) => {
        const i = one(n);
        expect(i.riskLevel).toBe('hazardous');
        expect(i.concerns.join(' ')).toMatch(/Group 1/);
      },
    );

    it('red meat is Group 2A, offal and vinegar are not inherited', () => {
      expect(one('beef').sources.join(' ')).toMatch(/IARC Group 2A \(IARC Monographs vol. 114/);
      expect(one('pork liver').riskLevel).toBe('low_risk');
      expect(one('wine vinegar').riskLevel).toBe('low_risk');
      expect(one('sugar').riskLevel).toBe('low_risk');
    });

    it('a descendant found in the taxonomy inherits without being listed (red wine < wine)', () => {
      const redWine = kb.entities.find((e) => e.id === 'ing:en:red-wine')!;
      expect(redWine.hazards?.some((h) => h.type === 'iarc' && h.via === 'curated')).toBe(true);
    });
  });

  describe('compound entries carry their component codes', () => {
    it('nitrite curing salt reports E250 and its classification', () => {
      const r = analyzeIngredients('Schweinefleisch, Nitritpökelsalz', { lang: 'de' });
      expect(r.additives).toEqual(['E250']);
      expect(r.ingredients[1].riskLevel).toBe('hazardous');
      expect(r.ingredients[1].sources.join(' ')).toMatch(
        /IARC Group 2A \(IARC Monographs vol\. 94/,
      );
    });
  });

  describe('IARC after 2020 and EU withdrawals', () => {
    it('aspartame is IARC Group 2B (2023)', () => {
      const i = one('aspartame');
      expect(i.sources).toContain(
        'IARC Group 2B (IARC Monographs vol. 134 (2023); JECFA kept the ADI of 40 mg/kg bw in 2023)',
      );
      expect(i.riskLevel).toBe('moderate');
    });

    it('titanium dioxide is no longer an authorised food additive (Reg. (EU) 2022/63)', () => {
      const i = one('titanium dioxide');
      expect(i.riskLevel).toBe('hazardous');
      expect(i.explanation).toMatch(/no longer authorised.*2022\/63.*2022/);
      expect(i.explanation).not.toMatch(/It is authorised as a food additive in the EU/);
      expect(kb.additive('E171')!.euAuthorised).toBe(false);
    });
  });

  describe('hazard tiers', () => {
    it('keeps "over the acceptable daily intake" apart from "carcinogenic or banned"', () => {
      expect(FINDING_SCORES['efsa-overexposure-high'].level).toBe('moderate');
      expect(FINDING_SCORES['iarc-1'].level).toBe('hazardous');
      const msg = one('monosodium glutamate');
      const bacon = one('bacon');
      expect(msg.riskLevel).toBe('moderate');
      expect(bacon.riskLevel).toBe('hazardous');
      expect(msg.safetyScore!).toBeGreaterThan(bacon.safetyScore!);
    });
  });

  describe('CosIng Annexes V and VI with conditions', () => {
    const cosmetic = (text: string) =>
      analyzeIngredients(text, { lang: 'en', productType: 'cosmetic' }).ingredients;

    it.each([
      ['Methylisothiazolinone', /leave-on/, 4],
      ['Methylchloroisothiazolinone', /rinse-off/, 4],
      ['Butylparaben', /0\.14 %/, 5],
      ['Triclosan', /toothpastes/, 5],
      ['Benzophenone-3', /2\.2 %/, 5],
    ])('%s is restricted, with its conditions', (name, conditions, score) => {
      const i = cosmetic(`Aqua, Glycerin, ${name}`)[2];
      expect(i.riskLevel).toBe('moderate');
      expect(i.safetyScore).toBe(score);
      expect(i.explanation).toMatch(conditions);
      expect(i.sources.join(' ')).toMatch(
        /CosIng Annex (V|VI) \(ref\. \w+\); .*Regulation.*\(\d{4}\)/,
      );
    });

    it('cosmetic conditions do not apply to a food', () => {
      const kbEntry = kb.lookup('triclosan').map((h) => kb.entityByIndex(h.entity));
      expect(kbEntry.length).toBeGreaterThan(0);
      for (const i of food('water, triclosan'))
        expect(i.concerns.join(' ')).not.toMatch(/cosmetics/);
    });
  });

  describe('diet and false friends', () => {
    it('soy lecithin is vegetarian and vegan, however it is written', () => {
      for (const text of ['soy lecithin', 'lecithin (soy)', 'emulsifier: lecithins (soya)']) {
        const i = one(text);
        expect([i.vegetarian, i.vegan]).toEqual(['yes', 'yes']);
      }
      const de = one('Emulgator Lecithine (Soja)', 'de');
      expect([de.vegetarian, de.vegan]).toEqual(['yes', 'yes']);
    });

    it('crème de cassis is a liqueur, not milk', () => {
      const r = analyzeIngredients('sucre, crème de cassis', { lang: 'fr' });
      expect(r.allergens).toEqual([]);
      expect(r.ingredients[1].matchedId).toBe('ing:en:creme-de-cassis');
      expect(r.ingredients[1].riskLevel).toBe('hazardous'); // an alcoholic beverage
    });

    it('plain caramel is the food; after a colour class word it is E150', () => {
      expect(analyzeIngredients('sucre, caramel', { lang: 'fr' }).additives).toEqual([]);
      expect(analyzeIngredients('eau, colorant : caramel', { lang: 'fr' }).additives).toEqual([
        'E150',
      ]);
    });
  });
});
