import { isKjKcalPair, toGrams, type Token } from './figures';
import { GRAM_FIELDS, SALT_PER_SODIUM } from './values';
import type { Field, NutritionValues } from './values';

/**
 * A figure read without its decimal separator (`9,4 g` read `94g`) still looks like a number; the
 * rules (saturates ≤ fat, sugars ≤ carbohydrate, ≤ 100 g, energy from the macronutrients) tell.
 * When the figures as read break a rule, readings with the separator put back before the last
 * digit are tried, and the one breaking no rule with fewest repairs is kept.
 */
export function chooseByRules(
  v: NutritionValues,
  pairs: { field: keyof NutritionValues; toks: Token[] }[],
): void {
  const options: { field: keyof NutritionValues; value: number }[] = [];
  for (const { field, toks } of pairs) {
    const t = toks.at(0);
    // Salt is in no rule but the 100 g limit: a figure over it stays uncertain, never re-read.
    if (!t || field === 'salt' || field === 'sodium' || v[field] !== (toGrams(t) ?? t.value))
      continue;
    if (/^\d{2,3}$/.test(t.raw) && (t.unit === 'g' || t.unit === ''))
      options.push({ field, value: Number(`${t.raw.slice(0, -1)}.${t.raw.slice(-1)}`) });
  }
  if (options.length === 0 || options.length > 6 || violations(v) === 0) return;
  let best: NutritionValues = v;
  let bestKey = [violations(v), 0];
  for (let mask = 1; mask < 1 << options.length; mask++) {
    const c = { ...v };
    let repairs = 0;
    options.forEach((o, i) => {
      if (mask & (1 << i)) {
        c[o.field] = o.value;
        repairs += 1;
      }
    });
    const key = [violations(c), repairs];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = c;
      bestKey = key;
    }
  }
  // Only a reading the rules fully confirm replaces the figures as read: no rule broken, and the
  // energy printed as a matching kJ/kcal pair agreeing with the macronutrients.
  const confirmed =
    bestKey[0] === 0 &&
    isKjKcalPair(best.energyKj ?? undefined, best.energyKcal ?? undefined) &&
    energyAgrees(best) === true;
  if (confirmed) Object.assign(v, best);
}

export function fillFrom(a: NutritionValues, b: NutritionValues): NutritionValues {
  const out = { ...a };
  for (const k of Object.keys(out) as (keyof NutritionValues)[]) if (out[k] === null) out[k] = b[k];
  return out;
}

/**
 * The least energy (kcal per gram) each nutrient carries: carbohydrate at that of polyols (2.4,
 * a sugar-free sweet is 97 g of them in 239 kcal); fibre, which may carry none, is left out.
 */
const LEAST_ENERGY: [keyof NutritionValues, number][] = [
  ['fat', 9],
  ['saturatedFat', 9],
  ['carbohydrates', 2.4],
  ['sugars', 4],
  ['protein', 4],
];

/** Energy from the macronutrients (kcal): 9 fat, 4 carbohydrate, 4 protein, 2 fibre. */
export function energyFromMacros(v: NutritionValues): number | null {
  if (v.fat === null || v.carbohydrates === null || v.protein === null) return null;
  return 9 * v.fat + 4 * v.carbohydrates + 4 * v.protein + 2 * (v.fibre ?? 0);
}

/** Whether kcal agrees with the macronutrients (alcohol and polyols make labels run higher). */
export function energyAgrees(v: NutritionValues): boolean | null {
  const est = energyFromMacros(v);
  const kcal = v.energyKcal ?? (v.energyKj !== null ? v.energyKj / 4.184 : null);
  if (est === null || kcal === null) return null;
  return Math.abs(kcal - est) <= Math.max(20, 0.2 * kcal);
}

/** Broken rules of a per-100 reading; the fewer, the likelier the reading. */
export function violations(v: NutritionValues): number {
  let n = 0;
  for (const f of GRAM_FIELDS) if ((v[f] ?? 0) > 100) n += 1;
  if (v.saturatedFat !== null && v.fat !== null && v.saturatedFat > v.fat + 0.05) n += 1;
  if (v.sugars !== null && v.carbohydrates !== null && v.sugars > v.carbohydrates + 0.05) n += 1;
  const total = (v.fat ?? 0) + (v.carbohydrates ?? 0) + (v.protein ?? 0) + (v.fibre ?? 0);
  if (total > 105) n += 1;
  if (energyAgrees(v) === false) n += 2;
  return n;
}

/**
 * Picks the candidate reading with the most fields, the fewest broken rules and an energy that
 * agrees with its macronutrients; among equals, the one whose energy is closest (then the first).
 */
export function chooseReading(candidates: NutritionValues[]): NutritionValues {
  let best = candidates[0];
  let bestScore = -Infinity;
  let bestOff = Infinity;
  for (const c of candidates) {
    const filled = Object.values(c).filter((x) => x !== null).length;
    const score = filled - 3 * violations(c) + (energyAgrees(c) === true ? 2 : 0);
    const off = energyOffOf(c) ?? Infinity;
    if (score > bestScore || (score === bestScore && off < bestOff)) {
      best = c;
      bestScore = score;
      bestOff = off;
    }
  }
  return { ...best };
}

/** How far (kcal) the energy printed is from the macronutrients' energy; null when unknown. */
export function energyOffOf(v: NutritionValues): number | null {
  const est = energyFromMacros(v);
  const kcal = v.energyKcal ?? (v.energyKj !== null ? v.energyKj / 4.184 : null);
  return est === null || kcal === null ? null : Math.abs(kcal - est);
}

/**
 * Energy printed in kJ and in kcal that do not pair (`2248 kJ 640 kcal`, `734 kJ 590 kcal`): one
 * of the two is misread. The one the macronutrients confirm (within 10 %, or 20 kcal), where they
 * confirm it at least twice as closely as the other, stands, and the other is left empty to be
 * derived from it.
 */
function settleEnergyPair(v: NutritionValues): void {
  if (v.energyKj === null || v.energyKcal === null || isKjKcalPair(v.energyKj, v.energyKcal))
    return;
  const est = energyFromMacros(v);
  if (est === null) return;
  const fromKj = Math.abs(v.energyKj / 4.184 - est);
  const fromKcal = Math.abs(v.energyKcal - est);
  const close = Math.max(20, 0.1 * est);
  if (fromKj <= close && 2 * fromKj <= fromKcal) v.energyKcal = null;
  else if (fromKcal <= close && 2 * fromKcal <= fromKj) v.energyKj = null;
}

/**
 * Values that break a physical rule are taken out of the reading and named: a field that cannot
 * be right is unknown, never shown as a fact. Returns the fields so marked.
 */
export function markUncertain(v: NutritionValues, limit: number | null): Field[] {
  const out: Field[] = [];
  const drop = (f: keyof NutritionValues) => {
    if (v[f] === null) return;
    v[f] = null;
    out.push(f);
  };
  if (limit !== null) for (const f of GRAM_FIELDS) if ((v[f] ?? 0) > limit) drop(f);
  if (limit !== null && v.sodium !== null && v.sodium * SALT_PER_SODIUM > limit) drop('sodium');
  // Pure fat is 900 kcal (3,766 kJ) per 100 g: nothing eaten holds more. A figure over it beside
  // one within is the misread one (`1464 kJ - 3531 kcal`), derived from the other; a figure over
  // it alone, or both over, go.
  if (limit !== null) {
    const kcalOver = v.energyKcal !== null && v.energyKcal > 9 * limit;
    const kjOver = v.energyKj !== null && v.energyKj > 9 * 4.184 * limit;
    if (kcalOver && v.energyKj !== null && !kjOver) v.energyKcal = null;
    else if (kjOver && v.energyKcal !== null && !kcalOver) v.energyKj = null;
    else if (kcalOver || kjOver) {
      drop('energyKcal');
      drop('energyKj');
    }
  }
  settleEnergyPair(v);
  if (v.saturatedFat !== null && v.fat !== null && v.saturatedFat > v.fat + 0.05)
    drop('saturatedFat');
  if (v.sugars !== null && v.carbohydrates !== null && v.sugars > v.carbohydrates + 0.05)
    drop('sugars');
  if (v.sodium !== null && v.salt === null) v.salt = null;
  // Energy printed as a kJ/kcal pair that agree with each other is trusted over the macronutrients
  // (one misread macronutrient is likelier than two matching misread energy figures).
  const printedPair = isKjKcalPair(v.energyKj ?? undefined, v.energyKcal ?? undefined);
  if (!printedPair && energyAgrees(v) === false) {
    drop('energyKcal');
    drop('energyKj');
  }
  // Against such a pair, one nutrient alone cannot hold more energy than the food
  // (`Eiweiss 90` on a 76 kcal yoghurt: the reference intake of sugars read as its value).
  if (printedPair && v.energyKcal !== null) {
    const most = v.energyKcal + Math.max(20, 0.2 * v.energyKcal);
    for (const [f, kcalPerGram] of LEAST_ENERGY) if ((v[f] ?? 0) * kcalPerGram > most) drop(f);
  }
  return out;
}
