import type { KnowledgeBase } from '../kb/knowledge-base';
import type { Matcher } from '../match/matcher';
import { parseIngredientList, type ParsedIngredient } from '../parse/parse-ingredients';
import type { NutriScoreCategory, NutriScoreVersion } from './nutriscore';

/**
 * Nutri-Score category flags from Open Food Facts category tags (`en:beverages`, `en:cheeses`…).
 * The tag lists follow the Nutri-Score rules: waters are beverages graded A; alcoholic drinks are
 * out of scope; in 2021 milks and dairy drinks with at least 80 % milk are not beverages; in 2023
 * fats, oils, nuts and seeds form one group and red meat has capped protein points.
 */
const BEVERAGES = ['en:beverages'];
const WATERS = ['en:waters', 'en:spring-waters', 'en:mineral-waters'];
const FLAVOURED_WATERS = ['en:flavored-waters', 'en:flavoured-waters'];
const ALCOHOLIC = ['en:alcoholic-beverages'];
const NOT_BEVERAGES_2021 = [
  'en:milks',
  'en:beverage-preparations',
  'en:instant-beverages',
  'en:cocoa-and-chocolate-powders',
];
const CHEESES = ['en:cheeses'];
const FATS_2021 = ['en:fats'];
const FATS_NUTS_SEEDS_2023 = [
  'en:fats',
  'en:vegetable-oils',
  'en:nuts',
  'en:seeds',
  'en:nut-butters',
  'en:oilseed-purees',
];
const RED_MEAT_2023 = [
  'en:beef',
  'en:pork',
  'en:lamb',
  'en:veal',
  'en:mutton',
  'en:game-meats',
  'en:horse-meat',
  'en:beef-and-its-products',
  'en:pork-and-its-products',
];

/** Categories whose fruit / vegetable / nut share is 100 % by definition (2021: the three oils). */
const FV_CATEGORIES_2021 = [
  'en:olive-oils',
  'en:rapeseed-oils',
  'en:walnut-oils',
  'en:fruit-juices',
  'en:vegetable-juices',
];
const FV_CATEGORIES_2023 = ['en:fruit-juices', 'en:vegetable-juices'];

function has(tags: string[], list: string[]): boolean {
  return tags.some((t) => list.includes(t));
}

export interface CategoryContext {
  /** Share of milk estimated from the ingredients (%), for the 2021 dairy-drink rule. */
  milkPercent?: number | null;
}

export function nutriScoreCategoryFromTags(
  tags: string[],
  version: NutriScoreVersion,
  ctx: CategoryContext = {},
): NutriScoreCategory {
  const c: NutriScoreCategory = {};
  if (has(tags, ALCOHOLIC)) c.alcoholic = true;
  let beverage = has(tags, BEVERAGES);
  if (version === '2021' && beverage) {
    if (has(tags, NOT_BEVERAGES_2021)) beverage = false;
    if (ctx.milkPercent !== undefined && ctx.milkPercent !== null && ctx.milkPercent >= 80)
      beverage = false;
  }
  if (beverage) c.beverage = true;
  if (beverage && has(tags, WATERS) && !has(tags, FLAVOURED_WATERS)) c.water = true;
  if (has(tags, CHEESES)) c.cheese = true;
  if (version === '2021' && has(tags, FATS_2021)) c.fat = true;
  if (version === '2023' && has(tags, FATS_NUTS_SEEDS_2023)) c.fatOilNutsSeeds = true;
  if (version === '2023' && has(tags, RED_MEAT_2023)) c.redMeat = true;
  return c;
}

export function fruitsVegetablesFromCategory(
  tags: string[],
  version: NutriScoreVersion,
): number | null {
  return has(tags, version === '2021' ? FV_CATEGORIES_2021 : FV_CATEGORIES_2023) ? 100 : null;
}

/**
 * Estimated percentage of each top-level ingredient. Printed percentages are kept; the others are
 * bounded by the label order (each ingredient weighs at most as much as the one before) and the
 * 100 % total, then estimated at the middle of their range, the last taking what remains.
 */
export function estimatePercents(items: ParsedIngredient[]): number[] {
  const n = items.length;
  if (n === 0) return [];
  const min = items.map((i) => i.percent ?? 0);
  const max = items.map((i, idx) => i.percent ?? Math.min(i.percentMax ?? 100, 100 / (idx + 1)));
  for (let round = 0; round < 6; round++) {
    for (let i = 1; i < n; i++)
      if (items[i].percent === undefined) max[i] = Math.min(max[i], max[i - 1]);
    for (let i = n - 2; i >= 0; i--)
      if (items[i].percent === undefined) min[i] = Math.max(min[i], min[i + 1]);
    const sumMin = min.reduce((a, b) => a + b, 0);
    const sumMax = max.reduce((a, b) => a + b, 0);
    for (let i = 0; i < n; i++) {
      if (items[i].percent !== undefined) continue;
      max[i] = Math.min(max[i], 100 - (sumMin - min[i]));
      min[i] = Math.max(min[i], 100 - (sumMax - max[i]));
    }
  }
  const out: number[] = [];
  let remaining = 100;
  for (let i = 0; i < n; i++) {
    const p = items[i].percent;
    let est: number;
    if (p !== undefined) est = p;
    else if (i === n - 1) est = remaining;
    else est = Math.min(remaining, (min[i] + max[i]) / 2);
    est = Math.max(0, est);
    out.push(est);
    remaining -= est;
  }
  return out;
}

export interface IngredientShares {
  /** Declared or estimated fruit / vegetable / nut share (%), null without ingredients. */
  fruitsVegetablesPercent: number | null;
  /** Estimated milk share (%). */
  milkPercent: number | null;
  /** Number of non-nutritive sweeteners (2023 beverage rule). */
  nonNutritiveSweeteners: number;
}

const NON_NUTRITIVE_SWEETENERS = /^E9(?:5[0-9]|6[0-2]|69)/;

/** Fruit / vegetable and milk shares and sweeteners, from an ingredient list. */
export function ingredientShares(
  kb: KnowledgeBase,
  matcher: Matcher,
  ingredientsText: string,
  lang?: string,
): IngredientShares {
  const label = parseIngredientList(ingredientsText, kb, { lang });
  const items = label.ingredients;
  if (items.length === 0)
    return {
      fruitsVegetablesPercent: label.declaredFruitVegetablePercent ?? null,
      milkPercent: null,
      nonNutritiveSweeteners: 0,
    };
  const percents = estimatePercents(items);
  let fv = 0;
  let milk = 0;
  items.forEach((item, i) => {
    const e = item.code
      ? matcher.matchCode(item.code).entity
      : item.name
        ? matcher.matchName(item.name, label.language).entity
        : null;
    if (e?.fvn) fv += percents[i];
    if (e?.groups?.includes('milk')) milk += percents[i];
  });
  let sweeteners = 0;
  const count = (list: ParsedIngredient[]) => {
    for (const item of list) {
      const e = item.code
        ? matcher.matchCode(item.code).entity
        : item.name
          ? matcher.matchName(item.name, label.language).entity
          : null;
      const code = e?.code ?? item.code ?? '';
      if (NON_NUTRITIVE_SWEETENERS.test(code) && !(e?.groups ?? []).includes('polyol'))
        sweeteners++;
      count(item.children);
    }
  };
  count(items);
  return {
    fruitsVegetablesPercent: label.declaredFruitVegetablePercent ?? Math.round(fv * 10) / 10,
    milkPercent: Math.round(milk * 10) / 10,
    nonNutritiveSweeteners: sweeteners,
  };
}
