/**
 * Every vector of the three Nutri-Score files must pass (../shared/data/nutriscore when present,
 * otherwise the copies in test/fixtures/nutriscore).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  analyzeIngredients,
  computeNutriScore,
  fruitsVegetablesFromCategory,
  ingredientShares,
  loadKnowledgeBase,
  matcherFor,
  nutriScoreCategoryFromTags,
  type NutriScoreInput,
  type NutriScoreVersion,
} from '../src';
import { sharedDataDir } from '../scripts/kb-builder/paths';

const FIXTURES = resolve(__dirname, 'fixtures', 'nutriscore');
const SHARED = join(sharedDataDir(), 'nutriscore');
const FILES = [
  'off_nutriscore_2021_test_vectors.json',
  'off_nutriscore_2023_test_vectors_subset.json',
  'qm_nutriscore_ruby_spec_vectors.json',
];
const SOURCE = existsSync(SHARED) ? SHARED : FIXTURES;

function load(file: string): unknown {
  return JSON.parse(readFileSync(join(SOURCE, file), 'utf8'));
}

const kb = loadKnowledgeBase();
const matcher = matcherFor(kb);

describe('Nutri-Score test vectors', () => {
  it('reads the vectors from ../shared/data when present, and the fixture copies match them', () => {
    console.log(
      `Nutri-Score vectors read from ${SOURCE === SHARED ? SHARED : `${FIXTURES} (../shared/data/nutriscore absent)`}`,
    );
    for (const f of FILES) {
      expect(existsSync(join(FIXTURES, f))).toBe(true);
      if (SOURCE === SHARED) {
        expect(JSON.parse(readFileSync(join(FIXTURES, f), 'utf8'))).toEqual(
          JSON.parse(readFileSync(join(SHARED, f), 'utf8')),
        );
      }
    }
  });

  describe('Open Food Facts 2021 vectors (pre-2023 algorithm)', () => {
    interface OffVector {
      id: string;
      input: {
        categories: string;
        ingredients_text?: string;
        lc: string;
        nutriments: Partial<Record<string, number>>;
      };
      expected: {
        nutriscore_score?: number;
        nutriscore_grade?: string;
        nutriscore_data?: Record<string, number | string>;
        categories_tags: string[];
        misc_tags: string[];
      };
    }
    const vectors = load(FILES[0]) as OffVector[];

    it('has the 20 cases of the file', () => {
      expect(vectors).toHaveLength(20);
    });

    // Category tags come from the vector: OFF expands the category name through its categories
    // taxonomy, which is not part of shared/data. Everything else (category rules, fruit and
    // vegetable share from the ingredient list, milk share, rounding, points) is ours.
    function inputFor(v: OffVector): NutriScoreInput {
      const n = v.input.nutriments;
      // OFF scores cocoa powders "as prepared" (misc tag nutrition-grade-computed-for-prepared-product).
      const get = (k: string): number | null => n[`${k}_100g`] ?? n[`${k}_prepared_100g`] ?? null;
      const shares = v.input.ingredients_text
        ? ingredientShares(kb, matcher, v.input.ingredients_text, v.input.lc)
        : null;
      const category = nutriScoreCategoryFromTags(v.expected.categories_tags, '2021', {
        milkPercent: shares?.milkPercent ?? null,
      });
      const fv = shares
        ? shares.fruitsVegetablesPercent
        : fruitsVegetablesFromCategory(v.expected.categories_tags, '2021');
      return {
        energyKj: get('energy'),
        fat: get('fat'),
        saturatedFat: get('saturated-fat'),
        sugars: get('sugars'),
        sodium: get('sodium'),
        fibre: get('fiber'),
        proteins: get('proteins'),
        fruitsVegetablesPercent: fv ?? 0,
        category,
      };
    }

    it.each(vectors.map((v) => [v.id, v] as const))('%s', (_id, v) => {
      const input = inputFor(v);
      const r = computeNutriScore(input, '2021');
      if (v.expected.nutriscore_score === undefined) {
        // Not computed upstream either: out of scope (beers) or missing nutrients (flavoured water).
        expect(r.computed).toBe(false);
        if (v.expected.misc_tags.includes('en:nutriscore-not-applicable'))
          expect(r.notApplicable).toBe('alcoholic-beverage');
        else expect(r.missing.length).toBeGreaterThan(0);
        return;
      }
      expect(r.score).toBe(v.expected.nutriscore_score);
      expect(r.grade).toBe(v.expected.nutriscore_grade);
      const d = v.expected.nutriscore_data!;
      expect(Number(Boolean(input.category?.beverage))).toBe(d.is_beverage);
      expect(Number(Boolean(input.category?.fat))).toBe(d.is_fat);
      expect(Number(Boolean(input.category?.water))).toBe(d.is_water);
      expect(input.fruitsVegetablesPercent).toBe(d.fruits_vegetables_nuts_colza_walnut_olive_oils);
      if (input.category?.water) return;
      expect(r.negativePoints).toBe(d.negative_points);
      expect(r.positivePoints).toBe(d.positive_points);
      expect(r.points.energy).toBe(d.energy_points);
      expect(r.points.sugars).toBe(d.sugars_points);
      expect(r.points.sodium).toBe(d.sodium_points);
      expect(r.points.fibre).toBe(d.fiber_points);
      expect(r.points.proteins).toBe(d.proteins_points);
      expect(r.points.fruitsVegetables).toBe(
        d.fruits_vegetables_nuts_colza_walnut_olive_oils_points,
      );
      if (input.category?.fat)
        expect(r.points.saturatedFatRatio).toBe(d.saturated_fat_ratio_points);
      else expect(r.points.saturatedFat).toBe(d.saturated_fat_points);
    });
  });

  describe('Open Food Facts 2023 subset (2023 algorithm, with the 2021 result)', () => {
    interface V2023 {
      id: string;
      input: {
        lc: string;
        categories_tags: string[];
        ingredients_text?: string;
        per_100g?: Record<string, number | null>;
        per_100ml?: Record<string, number | null>;
      };
      expected_2023: {
        score: number;
        grade: string;
        negative_points: number;
        positive_points: number;
        count_proteins: number;
        count_proteins_reason: string;
        proteins_points_limited_reason?: string;
        flags: Record<string, number>;
        points: Record<string, number>;
        also_expected?: { additives_original_tags: string[] };
      };
      expected_2021: { score: number; grade: string };
    }
    const file = load(FILES[1]) as { vectors: V2023[] };

    it('has the 5 cases of the file', () => {
      expect(file.vectors).toHaveLength(5);
    });

    function inputFor(v: V2023, version: NutriScoreVersion): NutriScoreInput {
      const n = (v.input.per_100g ?? v.input.per_100ml)!;
      const category = nutriScoreCategoryFromTags(v.input.categories_tags, version);
      // The 2023 inputs give the fruit/vegetable/legume share; in 2021 rapeseed oil counts as 100 %.
      const fv =
        version === '2023'
          ? n.fruits_vegetables_legumes_pct
          : (fruitsVegetablesFromCategory(v.input.categories_tags, '2021') ??
            n.fruits_vegetables_legumes_pct);
      return {
        energyKj: n.energy_kj,
        fat: n.fat_g ?? null,
        saturatedFat: n.saturated_fat_g,
        sugars: n.sugars_g,
        salt: n.salt_g ?? null,
        sodium: n.sodium_g ?? (typeof n.sodium_mg === 'number' ? n.sodium_mg / 1000 : null),
        fibre: n.fiber_g ?? null,
        proteins: n.proteins_g,
        fruitsVegetablesPercent: fv ?? null,
        nonNutritiveSweeteners: (n.non_nutritive_sweeteners_count ?? 0) > 0,
        category,
      };
    }

    it.each(file.vectors.map((v) => [v.id, v] as const))('%s (2023)', (_id, v) => {
      const input = inputFor(v, '2023');
      const e = v.expected_2023;
      const c = input.category!;
      expect({
        is_beverage: Number(!!c.beverage),
        is_cheese: Number(!!c.cheese),
        is_fat_oil_nuts_seeds: Number(!!c.fatOilNutsSeeds),
        is_red_meat_product: Number(!!c.redMeat),
        is_water: Number(!!c.water),
      }).toEqual(e.flags);
      const r = computeNutriScore(input, '2023');
      expect(r.score).toBe(e.score);
      expect(r.grade).toBe(e.grade);
      expect(r.negativePoints).toBe(e.negative_points);
      expect(r.positivePoints).toBe(e.positive_points);
      expect(Number(r.proteinsCounted)).toBe(e.count_proteins);
      expect(r.proteinsReason.split(';')[0]).toBe(e.count_proteins_reason);
      if (e.proteins_points_limited_reason)
        expect(r.proteinsReason).toContain(e.proteins_points_limited_reason);
      const names: Record<string, string> = {
        energy: 'energy',
        sugars: 'sugars',
        saturated_fat: 'saturatedFat',
        salt: 'salt',
        fiber: 'fibre',
        fruits_vegetables_legumes: 'fruitsVegetables',
        proteins: 'proteins',
        energy_from_saturated_fat: 'energyFromSaturatedFat',
        saturated_fat_ratio: 'saturatedFatRatio',
        non_nutritive_sweeteners: 'nonNutritiveSweeteners',
      };
      for (const [k, expected] of Object.entries(e.points))
        expect([k, r.points[names[k]]]).toEqual([k, expected]);
    });

    it.each(file.vectors.map((v) => [v.id, v] as const))('%s (2021 for comparison)', (_id, v) => {
      const r = computeNutriScore(inputFor(v, '2021'), '2021');
      expect(r.score).toBe(v.expected_2021.score);
      expect(r.grade).toBe(v.expected_2021.grade);
    });

    it('finds the additives and the sweetener of the ice-tea ingredient list', () => {
      const v = file.vectors.find((x) => x.id === 'fr-ice-tea-with-sweetener')!;
      const shares = ingredientShares(kb, matcher, v.input.ingredients_text!, 'fr');
      expect(shares.nonNutritiveSweeteners).toBe(v.input.per_100ml!.non_nutritive_sweeteners_count);
      const r = analyzeIngredients(v.input.ingredients_text!, { lang: 'fr' });
      const expected = v.expected_2023.also_expected!.additives_original_tags.map((t) =>
        t.replace('en:e', 'E'),
      );
      expect([...r.additives].sort()).toEqual([...expected].sort());
    });
  });

  describe('q-m/nutriscore-ruby vectors (French 2017/2021 and UK FSA 2011 schemes)', () => {
    interface QmVector {
      scheme: string;
      name: string;
      nutrients_per_100g: Record<string, number | number[]>;
      expected_score: number;
      expected_class: string | null;
    }
    const vectors = load(FILES[2]) as QmVector[];

    it('has the 13 cases of the file', () => {
      expect(vectors).toHaveLength(13);
    });

    // The ruby schemes sum only the components they are given, so an absent nutrient is 0 here.
    function inputs(v: QmVector): NutriScoreInput[] {
      const n = v.nutrients_per_100g;
      const num = (k: string) => (typeof n[k] === 'number' ? n[k] : 0);
      // `fvnp: [0, 40]` is a range (a manual estimate): the result must hold at both ends.
      const fvRange = Array.isArray(n.fvnp) ? n.fvnp : [num('fvnp')];
      return fvRange.map((fv) => ({
        energyKj: num('energy'),
        fat: num('fat_total'),
        saturatedFat: num('fat_saturated'),
        sugars: num('sugar'),
        sodium: num('sodium'),
        fibre: num('fibres'),
        proteins: num('proteins'),
        fruitsVegetablesPercent: fv,
        // FatsScore is the French saturated-fat-ratio component for fats and oils. The UK model
        // scores drinks on the food grid (its drinks rule only changes the "less healthy" cut-off),
        // so the UK vectors are general foods; the UK model has no letter grade.
        category: v.scheme === 'Nutriscore::FR::FatsScore' ? { fat: true } : {},
      }));
    }

    it.each(vectors.map((v) => [`${v.scheme} ${v.name}`, v] as const))('%s', (_name, v) => {
      for (const input of inputs(v)) {
        const r = computeNutriScore(input, '2021');
        expect(r.score).toBe(v.expected_score);
        if (v.scheme.startsWith('Nutriscore::UK::')) {
          // Inapplicable part, asserted: the UK FSA scheme defines a score, not a letter.
          expect(v.expected_class).toBeNull();
        } else {
          expect(r.grade!.toUpperCase()).toBe(v.expected_class);
        }
      }
    });
  });
});
