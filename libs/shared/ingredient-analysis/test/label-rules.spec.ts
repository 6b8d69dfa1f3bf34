// Rules behind the false alarms and misses listed in issue 12, one block per cause.
import { analyzeIngredients, findAdditiveCodes } from '../src';

const additives = (text: string, lang: string) =>
  analyzeIngredients(text, { lang }).additives.map((c) => c.replace(/i+$/, ''));
const allergens = (text: string, lang: string) => analyzeIngredients(text, { lang }).allergens;

describe('label rules (issue 12)', () => {
  describe('coordinations', () => {
    it('splits two codes joined by a conjunction', () => {
      expect(additives('colorants : E100 et E120', 'fr')).toEqual(['E100', 'E120']);
      expect(additives('colours: E100 and E120', 'en')).toEqual(['E100', 'E120']);
    });

    it('gives the second part the head noun of the first', () => {
      const r = analyzeIngredients("poudres à lever : carbonates de sodium et d'ammonium", {
        lang: 'fr',
      });
      expect(r.additives).toEqual(['E500', 'E503']);
      expect(additives('nitrate de potassium et nitrite de sodium', 'fr')).toEqual([
        'E252',
        'E250',
      ]);
    });

    it('splits Russian `и`', () => {
      expect(additives('бензоат натрия и сорбат калия', 'ru')).toEqual(['E211', 'E202']);
    });
  });

  describe('lists separated by " - "', () => {
    it('splits a dash-separated list', () => {
      const r = analyzeIngredients('eau - sucre - acide citrique - sel', { lang: 'fr' });
      expect(r.ingredients.map((i) => i.name)).toEqual(['eau', 'sucre', 'acide citrique', 'sel']);
      expect(r.additives).toEqual(['E330']);
    });

    it('keeps a hyphenated name printed with spaces when the joined name is known', () => {
      const r = analyzeIngredients('Céleri - rave, béta - carotène', { lang: 'fr' });
      expect(r.ingredients.map((i) => i.matchedId)).toEqual(['ing:en:celeriac', 'E160ai']);
    });
  });

  describe('vitamins', () => {
    it.each([
      ['fr', 'vitamine C', 'nut:en:vitamin-c'],
      ['en', 'vitamin E', 'nut:en:vitamin-e'],
      ['de', 'Vitamin C', 'nut:en:vitamin-c'],
    ])('%s %s is the vitamin, not an unknown letter nor an additive', (lang, text, id) => {
      const r = analyzeIngredients(`sucre, ${text}`, { lang });
      expect(r.ingredients[1].name).toBe(text);
      expect(r.ingredients[1].matchedId).toBe(id);
      expect(r.additives).toEqual([]);
    });

    it('does not report minerals and vitamins inside their groups as additive codes', () => {
      const r = analyzeIngredients(
        'minerals (calcium carbonate, zinc oxide), vitamins (ascorbic acid, riboflavin)',
        { lang: 'en' },
      );
      expect(r.additives).toEqual([]);
      expect(r.ingredients.every((i) => i.matchedId !== null)).toBe(true);
    });

    it('still reports the same substance as an additive outside such a group', () => {
      expect(additives('acidity regulator: calcium carbonate', 'en')).toEqual(['E170']);
    });
  });

  describe('codes', () => {
    it.each([
      ["INS N'952", 'E952'],
      ['INS N 955', 'E955'],
      ['INS N°954', 'E954'],
      ['е-1442', 'E1442'], // Cyrillic е
      ['Е 330', 'E330'], // Cyrillic capital Е
    ])('reads %s as %s', (text, code) => {
      expect(findAdditiveCodes(`вода, ${text}`).map((c) => c.code)).toEqual([code]);
    });

    it('reads further numbers after one prefix, but not amounts', () => {
      expect(findAdditiveCodes('INS 240,241,242b').map((c) => c.code)).toEqual([
        'E240',
        'E241',
        'E242b',
      ]);
      expect(findAdditiveCodes('E330, 500 g').map((c) => c.code)).toEqual(['E330']);
      expect(findAdditiveCodes('E330, 500mg').map((c) => c.code)).toEqual(['E330']);
    });

    it('an `E` before a bracketed list prefixes every number', () => {
      expect(additives('colorants alimentaires E (124,122,133)', 'fr')).toEqual([
        'E124',
        'E122',
        'E133',
      ]);
      expect(additives('colores E (120, 124 y 125)', 'es')).toEqual(['E120', 'E124', 'E125']);
      // Not a list of numbers: left alone.
      expect(additives('vitamine E (huile de tournesol)', 'fr')).toEqual([]);
    });

    it('does not read an `n` word after e as a code', () => {
      expect(findAdditiveCodes('sugar, e n ergy')).toEqual([]);
    });
  });

  describe('class words give sense', () => {
    it('amaranth is the grain unless a colour class introduces it', () => {
      expect(additives('puffed amaranth, rice flour', 'en')).toEqual([]);
      expect(additives('sugar, colour: amaranth', 'en')).toEqual(['E123']);
    });
  });

  describe('allergens across languages and negation', () => {
    it('scallops are molluscs, not crustaceans; shellfish stays both', () => {
      expect(allergens('scallops, butter', 'en').sort()).toEqual(['milk', 'molluscs']);
      expect(allergens('shrimp', 'en')).toEqual(['crustaceans']);
      expect(allergens('shellfish', 'en').sort()).toEqual(['crustaceans', 'molluscs']);
    });

    it('Finnish `ei` (not) is not German `Ei` (egg)', () => {
      expect(allergens('vesi, sokeri. Ei sisällä säilöntäaineita.', 'fi')).toEqual([]);
      expect(allergens('Weizenmehl, Ei, Zucker', 'de')).toEqual(['gluten', 'eggs']);
    });

    it('a negated allergen word is not an allergen', () => {
      expect(allergens('kermaviili, sipuli. Ilman mätiä.', 'fi')).not.toContain('fish');
      expect(allergens('riz, sucre, sans lait ajouté', 'fr')).not.toContain('milk');
    });

    it('allergen words inside unknown names still count in the label language', () => {
      expect(allergens('organic spelt flakes', 'en')).toEqual(['gluten']);
    });

    it('a known word inside an unknown name says what it contains (lactic acid is not milk)', () => {
      expect(allergens('Säuerungsmittel (natürliche L(+) Milchsäure)', 'de')).toEqual([]);
      expect(allergens('Zucker, feines Vollmilchpulver aus der Region', 'de')).toEqual(['milk']);
    });
  });

  describe('trace statements', () => {
    it.each([
      ['fr', 'carottes, eau, sel, Traces possibles : céleri', 'celery'],
      ['es', 'harina de maíz, sal, traza de nueces', 'nuts'],
      ['fr', 'jus de pomme, eau, sucre. Traces possibles de céleri.', 'celery'],
    ])('%s: a mid-list trace statement gives a trace, not an allergen', (lang, text, id) => {
      const r = analyzeIngredients(text, { lang });
      expect(r.traces).toContain(id);
      expect(r.allergens).not.toContain(id);
    });

    it.each([
      ['fr', 'jus de pomme, eau, sucre. Traces de lait.', 'milk'],
      ['fi', 'omenamehu, vesi, sokeri. jossa käsitellään myös maitoa.', 'milk'],
      ['fr', 'Sucre. Fabriqué dans un atelier utilisant du sésame.', 'sesame-seeds'],
      ['de', 'Zucker, Maltodextrin. Kann enthalten: Sesam.', 'sesame-seeds'],
      ['de', 'Zucker, Maltodextrin. Kann enthalten; Sesam.', 'sesame-seeds'],
    ])('%s: %s gives a trace', (lang, text, id) => {
      const r = analyzeIngredients(text, { lang });
      expect(r.traces).toEqual([id]);
      expect(r.allergens).toEqual([]);
    });

    it('`Contains:` naming a food gives its allergen', () => {
      const r = analyzeIngredients('sugar, cocoa butter. Contains: milk, hazelnut', { lang: 'en' });
      expect(r.allergens.sort()).toEqual(['milk', 'nuts']);
    });
  });

  describe('display names', () => {
    it('shows a name in the display language, or as printed, never in a third language', () => {
      const r = analyzeIngredients('Zucker, Emulgator Lecithine (Soja)', {
        lang: 'de',
        displayLanguage: 'en',
      });
      expect(r.ingredients[0].matched).toBe('sugar');
      expect(r.ingredients[1].matched).toBe('Lecithin');
      const fr = analyzeIngredients('Zucker, Zwiebeln', { lang: 'de', displayLanguage: 'fr' });
      expect(fr.ingredients.map((i) => i.matched)).toEqual(['sucre', 'oignon']);
    });
  });
});
