/**
 * Nutri-Score, both algorithms:
 * - `2023`: the revised algorithm (Santé publique France, foods 2022 / beverages 2023);
 * - `2021`: the previous algorithm (2017, as updated to 2021), itself derived from the UK FSA
 *   nutrient profiling model.
 * Thresholds are the published ones; values are compared with "greater than" except the saturated
 * fat ratio, which uses "greater than or equal".
 */

export type NutriScoreVersion = '2023' | '2021';
export type NutriScoreGrade = 'a' | 'b' | 'c' | 'd' | 'e';

export interface NutriScoreCategory {
  beverage?: boolean;
  /** Plain water (mineral, spring): always grade A as a beverage. */
  water?: boolean;
  cheese?: boolean;
  /** 2021: fats and oils (saturated-fat ratio replaces saturated fat). */
  fat?: boolean;
  /** 2023: fats, oils, nuts and seeds (energy from saturates and the ratio are used). */
  fatOilNutsSeeds?: boolean;
  /** 2023: beef, pork, lamb, veal, game… (protein points capped at 2). */
  redMeat?: boolean;
  /** Alcoholic drinks are out of the Nutri-Score's scope. */
  alcoholic?: boolean;
}

export interface NutriScoreInput {
  /** Per 100 g or 100 ml. */
  energyKj?: number | null;
  sugars?: number | null;
  saturatedFat?: number | null;
  /** Total fat, needed for the saturated-fat ratio of fats and oils. */
  fat?: number | null;
  /** Salt in g; sodium (g) × 2.5 is used when salt is absent. */
  salt?: number | null;
  sodium?: number | null;
  fibre?: number | null;
  proteins?: number | null;
  /**
   * 2021: % fruits, vegetables, nuts and rapeseed / walnut / olive oils.
   * 2023: % fruits, vegetables and legumes.
   */
  fruitsVegetablesPercent?: number | null;
  /** 2023 beverages: contains non-nutritive sweeteners. */
  nonNutritiveSweeteners?: boolean;
  category?: NutriScoreCategory;
}

export interface NutriScoreResult {
  version: NutriScoreVersion;
  /** False for out-of-scope products (alcoholic drinks) or missing data. */
  computed: boolean;
  notApplicable?: 'alcoholic-beverage';
  /** Nutrients required but missing. */
  missing: string[];
  score: number | null;
  grade: NutriScoreGrade | null;
  negativePoints: number;
  positivePoints: number;
  /** Points per component (`energy`, `sugars`, `saturatedFat`, `saturatedFatRatio`, `salt` or `sodium`…). */
  points: Record<string, number>;
  proteinsCounted: boolean;
  proteinsReason: string;
  /** Values actually compared with the thresholds (after the rounding of the algorithm). */
  values: Record<string, number>;
}

const T2021 = {
  energy: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350],
  energyBeverages: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270],
  sugars: [4.5, 9, 13.5, 18, 22.5, 27, 31, 36, 40, 45],
  sugarsBeverages: [0, 1.5, 3, 4.5, 6, 7.5, 9, 10.5, 12, 13.5],
  saturatedFat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  saturatedFatRatio: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  sodium: [90, 180, 270, 360, 450, 540, 630, 720, 810, 900],
  fruitsVegetables: [40, 60, 80, 80, 80],
  fruitsVegetablesBeverages: [40, 40, 60, 60, 80, 80, 80, 80, 80, 80],
  fibre: [0.9, 1.9, 2.8, 3.7, 4.7],
  proteins: [1.6, 3.2, 4.8, 6.4, 8.0],
};

const T2023 = {
  energy: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350],
  energyBeverages: [30, 90, 150, 210, 240, 270, 300, 330, 360, 390],
  sugars: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  sugarsBeverages: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11],
  saturatedFat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  salt: [
    0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4,
  ],
  energyFromSaturatedFat: [120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200],
  saturatedFatRatio: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  fruitsVegetables: [40, 60, 80, 80, 80],
  fruitsVegetablesBeverages: [40, 40, 60, 60, 80, 80],
  fibre: [3.0, 4.1, 5.2, 6.3, 7.4],
  proteins: [2.4, 4.8, 7.2, 9.6, 12, 14, 17],
  proteinsBeverages: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0],
};

function points(value: number, thresholds: number[], orEqual = false): number {
  let p = 0;
  for (const t of thresholds) if (orEqual ? value >= t : value > t) p++;
  return p;
}

/** Round half up at `digits` decimals (the 2021 algorithm rounds before comparing). */
function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.floor(value * f + 0.5 + 1e-9) / f;
}

function saltOf(input: NutriScoreInput): number | null {
  if (input.salt !== undefined && input.salt !== null) return input.salt;
  if (input.sodium !== undefined && input.sodium !== null) return input.sodium * 2.5;
  return null;
}

function emptyResult(version: NutriScoreVersion, missing: string[]): NutriScoreResult {
  return {
    version,
    computed: false,
    missing,
    score: null,
    grade: null,
    negativePoints: 0,
    positivePoints: 0,
    points: {},
    proteinsCounted: false,
    proteinsReason: '',
    values: {},
  };
}

function missingNutrients(input: NutriScoreInput, needsFat: boolean): string[] {
  const missing: string[] = [];
  if (input.energyKj === undefined || input.energyKj === null) missing.push('energy');
  if (needsFat && (input.fat === undefined || input.fat === null)) missing.push('fat');
  if (input.saturatedFat === undefined || input.saturatedFat === null) missing.push('saturatedFat');
  if (input.sugars === undefined || input.sugars === null) missing.push('sugars');
  if (saltOf(input) === null) missing.push('salt');
  if (input.proteins === undefined || input.proteins === null) missing.push('proteins');
  return missing;
}

/** Grade letter from a score, for the product's category. */
export function nutriScoreGrade(
  score: number,
  version: NutriScoreVersion,
  category: NutriScoreCategory = {},
): NutriScoreGrade {
  if (category.beverage) {
    if (category.water) return 'a';
    const limits = version === '2023' ? [2, 6, 9] : [1, 5, 9];
    return score <= limits[0] ? 'b' : score <= limits[1] ? 'c' : score <= limits[2] ? 'd' : 'e';
  }
  if (version === '2023') {
    const aMax = category.fatOilNutsSeeds ? -6 : 0;
    return score <= aMax ? 'a' : score <= 2 ? 'b' : score <= 10 ? 'c' : score <= 18 ? 'd' : 'e';
  }
  return score <= -1 ? 'a' : score <= 2 ? 'b' : score <= 10 ? 'c' : score <= 18 ? 'd' : 'e';
}

function compute2021(input: NutriScoreInput): NutriScoreResult {
  const c = input.category ?? {};
  const bev = !!c.beverage;
  // Values are rounded as the 2021 algorithm specifies: one decimal for energy, saturated fat
  // (or ratio), sodium and fruits/vegetables; two for sugars, fibre and proteins, except sugars
  // close to a whole number, rounded to one.
  const energy = round(input.energyKj ?? 0, 1);
  const satFat = round(input.saturatedFat ?? 0, 1);
  const fat = input.fat ?? 0;
  const ratioRaw =
    fat > 0 ? ((input.saturatedFat ?? 0) / fat) * 100 : (input.saturatedFat ?? 0) > 0 ? 100 : 0;
  const ratio = round(ratioRaw, 1);
  const sodiumMg = round((saltOf(input) ?? 0) * 400, 1);
  const fv = round(input.fruitsVegetablesPercent ?? 0, 1);
  let sugars = round(input.sugars ?? 0, 2);
  const frac = sugars - Math.trunc(sugars);
  if (frac > 0.9 || frac < 0.1) sugars = round(input.sugars ?? 0, 1);
  const fibre = round(input.fibre ?? 0, 2);
  const proteins = round(input.proteins ?? 0, 2);

  const p: Record<string, number> = {
    energy: points(energy, bev ? T2021.energyBeverages : T2021.energy),
    sugars: points(sugars, bev ? T2021.sugarsBeverages : T2021.sugars),
    sodium: points(sodiumMg, T2021.sodium),
    fruitsVegetables: points(fv, bev ? T2021.fruitsVegetablesBeverages : T2021.fruitsVegetables),
    fibre: points(fibre, T2021.fibre),
    proteins: points(proteins, T2021.proteins),
  };
  if (c.fat) p.saturatedFatRatio = points(ratio, T2021.saturatedFatRatio, true);
  else p.saturatedFat = points(satFat, T2021.saturatedFat);
  const negative = p.energy + p.sugars + (c.fat ? p.saturatedFatRatio : p.saturatedFat) + p.sodium;
  const fvMax = bev ? 10 : 5;
  let reason: string;
  let countProteins: boolean;
  if (negative < 11) [countProteins, reason] = [true, 'negative_points_less_than_11'];
  else if (c.cheese) [countProteins, reason] = [true, 'cheese'];
  else if (p.fruitsVegetables === fvMax)
    [countProteins, reason] = [true, 'maximum_fruits_vegetables_points'];
  else [countProteins, reason] = [false, 'negative_points_greater_than_or_equal_to_11'];
  const positive = p.fruitsVegetables + p.fibre + (countProteins ? p.proteins : 0);
  const score = negative - positive;
  return {
    version: '2021',
    computed: true,
    missing: [],
    score,
    grade: nutriScoreGrade(score, '2021', c),
    negativePoints: negative,
    positivePoints: positive,
    points: p,
    proteinsCounted: countProteins,
    proteinsReason: reason,
    values: {
      energy,
      sugars,
      saturatedFat: satFat,
      saturatedFatRatio: ratio,
      sodium: sodiumMg,
      fruitsVegetables: fv,
      fibre,
      proteins,
    },
  };
}

function compute2023(input: NutriScoreInput): NutriScoreResult {
  const c = input.category ?? {};
  const bev = !!c.beverage;
  const fats = !bev && !!c.fatOilNutsSeeds;
  // The 2023 algorithm compares the declared values without rounding.
  const energy = input.energyKj ?? 0;
  const satFat = input.saturatedFat ?? 0;
  const fat = input.fat ?? 0;
  const salt = saltOf(input) ?? 0;
  const sugars = input.sugars ?? 0;
  const fibre = input.fibre ?? 0;
  const proteins = input.proteins ?? 0;
  const fv = input.fruitsVegetablesPercent ?? 0;
  const energyFromSatFat = Math.round(satFat * 37 * 10) / 10;
  const ratio = fat > 0 ? (satFat / fat) * 100 : 0;

  const p: Record<string, number> = {};
  if (fats) {
    p.energyFromSaturatedFat = points(energyFromSatFat, T2023.energyFromSaturatedFat);
    p.saturatedFatRatio = points(ratio, T2023.saturatedFatRatio, true);
  } else {
    p.energy = points(energy, bev ? T2023.energyBeverages : T2023.energy);
    p.saturatedFat = points(satFat, T2023.saturatedFat);
  }
  p.sugars = points(sugars, bev ? T2023.sugarsBeverages : T2023.sugars);
  p.salt = points(salt, T2023.salt);
  if (bev) p.nonNutritiveSweeteners = input.nonNutritiveSweeteners ? 4 : 0;
  p.fibre = points(fibre, T2023.fibre);
  p.fruitsVegetables = points(fv, bev ? T2023.fruitsVegetablesBeverages : T2023.fruitsVegetables);
  p.proteins = points(proteins, bev ? T2023.proteinsBeverages : T2023.proteins);
  let proteinsLimited = '';
  if (c.redMeat && p.proteins > 2) {
    p.proteins = 2;
    proteinsLimited = 'red_meat_product';
  }
  const negative =
    (fats ? p.energyFromSaturatedFat + p.saturatedFatRatio : p.energy + p.saturatedFat) +
    p.sugars +
    p.salt +
    ('nonNutritiveSweeteners' in p ? p.nonNutritiveSweeteners : 0);
  let countProteins: boolean;
  let reason: string;
  if (bev) [countProteins, reason] = [true, 'beverage'];
  else if (c.cheese) [countProteins, reason] = [true, 'cheese'];
  else if (fats)
    [countProteins, reason] =
      negative < 7
        ? [true, 'negative_points_less_than_7']
        : [false, 'negative_points_greater_than_or_equal_to_7'];
  else
    [countProteins, reason] =
      negative < 11
        ? [true, 'negative_points_less_than_11']
        : [false, 'negative_points_greater_than_or_equal_to_11'];
  const positive = p.fibre + p.fruitsVegetables + (countProteins ? p.proteins : 0);
  const score = negative - positive;
  const values: Record<string, number> = { sugars, salt, fibre, proteins, fruitsVegetables: fv };
  if (fats)
    Object.assign(values, {
      energyFromSaturatedFat: energyFromSatFat,
      saturatedFatRatio: Math.round(ratio * 10) / 10,
    });
  else Object.assign(values, { energy, saturatedFat: satFat });
  return {
    version: '2023',
    computed: true,
    missing: [],
    score,
    grade: nutriScoreGrade(score, '2023', { ...c, fatOilNutsSeeds: fats }),
    negativePoints: negative,
    positivePoints: positive,
    points: p,
    proteinsCounted: countProteins,
    proteinsReason: proteinsLimited ? `${reason}; proteins_limited_${proteinsLimited}` : reason,
    values,
  };
}

/**
 * Nutri-Score of a product from its values per 100 g / 100 ml. Waters score 0 (grade A) without
 * nutrients; alcoholic drinks are not applicable; otherwise energy, saturated fat, sugars, salt
 * (or sodium) and proteins are required (fibre and fruit/vegetable share count as 0 when absent).
 */
export function computeNutriScore(
  input: NutriScoreInput,
  version: NutriScoreVersion = '2023',
): NutriScoreResult {
  const c = input.category ?? {};
  if (c.alcoholic) return { ...emptyResult(version, []), notApplicable: 'alcoholic-beverage' };
  if (c.water && c.beverage) {
    const r = version === '2023' ? compute2023({ category: c }) : compute2021({ category: c });
    return { ...r, score: 0, grade: 'a' };
  }
  const needsFat = version === '2023' ? !!c.fatOilNutsSeeds && !c.beverage : !!c.fat;
  const missing = missingNutrients(input, needsFat);
  if (missing.length > 0) return emptyResult(version, missing);
  return version === '2023' ? compute2023(input) : compute2021(input);
}
