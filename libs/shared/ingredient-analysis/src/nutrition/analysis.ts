import { matcherFor } from '../match/matcher-for';
import {
  joinClauses,
  joinComma,
  joinSentences,
  resolveLanguage,
  t,
  withoutStop,
} from '../i18n/i18n';
import type { MessageKey, TemplateLanguage } from '../i18n/messages';
import type { KnowledgeBase } from '../kb/knowledge-base';
import { loadKnowledgeBase } from '../kb/load';
import { dailyEnergyNeeds, parseHealthConcerns } from '../personal/profile';
import type { UserProfile } from '../types';
import {
  fruitsVegetablesFromCategory,
  ingredientShares,
  nutriScoreCategoryFromTags,
} from './categories';
import {
  computeNutriScore,
  type NutriScoreCategory,
  type NutriScoreResult,
  type NutriScoreVersion,
} from './nutriscore';
import type { NutritionTable, NutritionValues } from './reader';
import { emptyValues } from './values';

export type NutritionCategory =
  'food' | 'beverage' | 'water' | 'cheese' | 'fat' | 'red-meat' | 'alcoholic';
export type Level = 'low' | 'medium' | 'high';

export interface NutritionAnalysisOptions {
  profile?: UserProfile | null;
  displayLanguage?: string;
  /** Simple category, or Open Food Facts category tags (`en:beverages`…). Default: food. */
  category?: NutritionCategory | { tags: string[] };
  /** Ingredient list, used for the fruit/vegetable share and sweeteners of the Nutri-Score. */
  ingredientsText?: string;
  lang?: string;
  /** Net quantity of the package; defaults to the one read from the label. */
  packageQuantity?: { value: number; unit: 'g' | 'ml' } | null;
  nutriScoreVersion?: NutriScoreVersion;
  kb?: KnowledgeBase;
}

export interface NutritionAnalysis {
  recommendation: 'recommended' | 'not-recommended' | 'neutral';
  /** One sentence explaining the recommendation. */
  recommendationReason: string;
  /** Every reason, most important first. */
  reasons: string[];
  /** Plain-language summary of the levels and the Nutri-Score. */
  analysis: string;
  wholePackageAnalysis: string;
  explanationLanguage: string;
  /** Front-of-pack levels per 100 g / 100 ml (UK Department of Health 2016 criteria). */
  levels: Record<'fat' | 'saturatedFat' | 'sugars' | 'salt', Level | null>;
  nutriScore: NutriScoreResult;
  packageTotals: {
    quantity: string;
    energyKcal: number | null;
    sugars: number | null;
    salt: number | null;
    percentOfDailyEnergy: number | null;
  } | null;
  dailyEnergyNeedsKcal: number | null;
  /** Spec field names, per serving when the label has a serving column, else per 100. */
  parsedNutrition: {
    servingSize: string | null;
    calories: number | null;
    protein: number | null;
    totalFat: number | null;
    saturatedFat: number | null;
    carbohydrates: number | null;
    sugars: number | null;
    /** mg */
    sodium: number | null;
  };
}

/** [low ≤, high >] per 100 g for foods and per 100 ml for drinks. */
const LEVELS_FOOD = {
  fat: [3, 17.5],
  saturatedFat: [1.5, 5],
  sugars: [5, 22.5],
  salt: [0.3, 1.5],
} as const;
const LEVELS_DRINK = {
  fat: [1.5, 8.75],
  saturatedFat: [0.75, 2.5],
  sugars: [2.5, 11.25],
  salt: [0.3, 0.75],
} as const;

function level(v: number | null, [low, high]: readonly [number, number]): Level | null {
  if (v === null) return null;
  return v <= low ? 'low' : v > high ? 'high' : 'medium';
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function resolveCategory(
  opt: NutritionAnalysisOptions['category'],
  version: NutriScoreVersion,
  milkPercent: number | null,
): { category: NutriScoreCategory; tags: string[] } {
  if (opt && typeof opt === 'object')
    return {
      category: nutriScoreCategoryFromTags(opt.tags, version, { milkPercent }),
      tags: opt.tags,
    };
  switch (opt) {
    case 'beverage':
      return { category: { beverage: true }, tags: [] };
    case 'water':
      return { category: { beverage: true, water: true }, tags: [] };
    case 'cheese':
      return { category: { cheese: true }, tags: [] };
    case 'fat':
      return { category: { fat: true, fatOilNutsSeeds: true }, tags: [] };
    case 'red-meat':
      return { category: { redMeat: true }, tags: [] };
    case 'alcoholic':
      return { category: { alcoholic: true, beverage: true }, tags: [] };
    case 'food':
    case undefined:
      return { category: {}, tags: [] };
  }
}

/**
 * Analyses nutrition facts: front-of-pack levels, Nutri-Score, a recommendation with its reasons
 * (adjusted to the profile: blood pressure, diabetes, cholesterol, diet, weight goal) and what the
 * whole package represents against the user's daily energy needs.
 */
export function analyzeNutrition(
  input: NutritionTable | NutritionValues,
  options: NutritionAnalysisOptions = {},
): NutritionAnalysis {
  const table: NutritionTable =
    'per100' in input
      ? input
      : {
          per100: input,
          perServing: emptyValues(),
          per100Unit: 'g',
          servingSize: null,
          servingQuantity: null,
          packageQuantity: null,
        };
  const lang = resolveLanguage(options.displayLanguage);
  const L: TemplateLanguage = lang.explanation;
  const version = options.nutriScoreVersion ?? '2023';
  const kb = options.kb ?? loadKnowledgeBase();

  // Values per 100: printed, or derived from the serving column and the serving size.
  const per100 = { ...table.per100 };
  if (table.servingQuantity) {
    const f = 100 / table.servingQuantity.value;
    for (const k of Object.keys(per100) as (keyof NutritionValues)[]) {
      const s = table.perServing[k];
      if (per100[k] === null && s !== null) per100[k] = Math.round(s * f * 100) / 100;
    }
  }

  const shares = options.ingredientsText
    ? ingredientShares(kb, matcherFor(kb), options.ingredientsText, options.lang)
    : null;
  const { category, tags } = resolveCategory(
    options.category,
    version,
    shares?.milkPercent ?? null,
  );
  const drink = !!category.beverage || table.per100Unit === 'ml';
  const unit = table.per100Unit;
  const fv = shares?.fruitsVegetablesPercent ?? fruitsVegetablesFromCategory(tags, version) ?? 0;
  const nutriScore = computeNutriScore(
    {
      energyKj: per100.energyKj,
      sugars: per100.sugars,
      saturatedFat: per100.saturatedFat,
      fat: per100.fat,
      salt: per100.salt,
      fibre: per100.fibre,
      proteins: per100.protein,
      fruitsVegetablesPercent: fv,
      nonNutritiveSweeteners: (shares?.nonNutritiveSweeteners ?? 0) > 0,
      category,
    },
    version,
  );

  const thresholds = drink ? LEVELS_DRINK : LEVELS_FOOD;
  const levels = {
    fat: level(per100.fat, thresholds.fat),
    saturatedFat: level(per100.saturatedFat, thresholds.saturatedFat),
    sugars: level(per100.sugars, thresholds.sugars),
    salt: level(per100.salt, thresholds.salt),
  };
  const levelSentences: string[] = [];
  const highs: string[] = [];
  for (const k of ['fat', 'saturatedFat', 'sugars', 'salt'] as const) {
    const l = levels[k];
    const v = per100[k];
    if (!l || v === null) continue;
    const nutrient = t(L, `nutrient.${k}` as MessageKey);
    levelSentences.push(t(L, `nutrition.${l}` as MessageKey, { nutrient, value: fmt(v), unit }));
    if (l === 'high')
      highs.push(withoutStop(t(L, 'nutrition.high', { nutrient, value: fmt(v), unit })));
  }
  const lows = Object.values(levels).filter((l) => l === 'low').length;
  if (per100.fibre !== null && per100.fibre >= 6)
    levelSentences.push(
      t(L, 'nutrition.good', { nutrient: t(L, 'nutrient.fibre'), value: fmt(per100.fibre), unit }),
    );
  if (
    per100.protein !== null &&
    per100.energyKcal &&
    (per100.protein * 4) / per100.energyKcal >= 0.12
  ) {
    levelSentences.push(
      t(L, 'nutrition.good', {
        nutrient: t(L, 'nutrient.protein'),
        value: fmt(per100.protein),
        unit,
      }),
    );
  }
  const nsSentence =
    nutriScore.grade !== null && nutriScore.score !== null
      ? t(L, 'nutrition.nutriscore', {
          grade: nutriScore.grade.toUpperCase(),
          version,
          score: nutriScore.score,
        })
      : nutriScore.missing.length > 0
        ? t(L, 'nutrition.nutriscoreMissing', {
            missing: joinComma(
              nutriScore.missing.map((m) =>
                t(
                  L,
                  `nutrient.${m === 'proteins' ? 'protein' : m === 'energy' ? 'energy' : m}` as MessageKey,
                ),
              ),
              L,
            ),
          })
        : '';

  // Recommendation: the Nutri-Score grade when known, the traffic lights otherwise.
  let recommendation: NutritionAnalysis['recommendation'] = 'neutral';
  const grade = nutriScore.grade;
  if (grade === 'a' || grade === 'b') recommendation = highs.length > 0 ? 'neutral' : 'recommended';
  else if (grade === 'd' || grade === 'e') recommendation = 'not-recommended';
  else if (grade === 'c') recommendation = highs.length >= 2 ? 'not-recommended' : 'neutral';
  else if (highs.length >= 2) recommendation = 'not-recommended';
  else if (highs.length === 0 && lows >= 2) recommendation = 'recommended';

  const reasons: string[] = [];
  const profile = options.profile ?? null;
  const concerns = parseHealthConcerns(profile?.healthConcerns);
  const personal: string[] = [];
  if (concerns.includes('hypertension') && per100.salt !== null && levels.salt !== 'low')
    personal.push(t(L, 'nutrition.personalSalt', { value: fmt(per100.salt), unit }));
  if (concerns.includes('diabetes') && per100.sugars !== null && levels.sugars === 'high')
    personal.push(t(L, 'nutrition.personalSugar', { value: fmt(per100.sugars), unit }));
  if (
    concerns.includes('high-cholesterol') &&
    per100.saturatedFat !== null &&
    levels.saturatedFat === 'high'
  )
    personal.push(t(L, 'nutrition.personalSatFat', { value: fmt(per100.saturatedFat), unit }));
  const diet = profile?.diet;
  const carbLimit = diet === 'keto' ? 10 : diet === 'low-carb' ? 25 : null;
  if (carbLimit !== null && per100.carbohydrates !== null && per100.carbohydrates > carbLimit) {
    personal.push(
      t(L, 'nutrition.personalCarbs', {
        diet: String(diet),
        value: fmt(per100.carbohydrates),
        unit,
      }),
    );
  }
  if (personal.length > 0) recommendation = 'not-recommended';
  if (profile?.goal === 'lose' && per100.energyKcal !== null && per100.energyKcal > 400) {
    personal.push(t(L, 'nutrition.personalEnergy', { value: fmt(per100.energyKcal), unit }));
    if (recommendation === 'recommended') recommendation = 'neutral';
  }
  if (profile?.goal === 'gain' && per100.protein !== null && per100.protein >= 10)
    personal.push(t(L, 'nutrition.personalProtein', { value: fmt(per100.protein), unit }));
  reasons.push(...personal, ...highs);
  if (nsSentence) reasons.push(nsSentence);

  const recommendationReason =
    recommendation === 'recommended'
      ? t(L, 'nutrition.recommended')
      : recommendation === 'not-recommended'
        ? t(L, 'nutrition.notRecommended', {
            reasons:
              joinClauses([...personal.map(withoutStop), ...highs].slice(0, 3), L) ||
              withoutStop(nsSentence),
          })
        : t(L, 'nutrition.neutral');

  // Whole package and daily needs.
  const needs = profile ? dailyEnergyNeeds(profile) : null;
  const pkg = options.packageQuantity ?? table.packageQuantity;
  let packageTotals: NutritionAnalysis['packageTotals'] = null;
  let wholePackageAnalysis: string;
  if (pkg) {
    const f = pkg.value / 100;
    const kcal = per100.energyKcal !== null ? Math.round(per100.energyKcal * f) : null;
    const sugars = per100.sugars !== null ? Math.round(per100.sugars * f * 10) / 10 : null;
    const salt = per100.salt !== null ? Math.round(per100.salt * f * 100) / 100 : null;
    const pct = kcal !== null ? Math.round((kcal / (needs ?? 2000)) * 100) : null;
    const size = `${pkg.value} ${pkg.unit}`;
    packageTotals = { quantity: size, energyKcal: kcal, sugars, salt, percentOfDailyEnergy: pct };
    wholePackageAnalysis = t(L, needs ? 'nutrition.package' : 'nutrition.packageNoProfile', {
      size,
      kcal: kcal ?? '?',
      pct: pct ?? '?',
      sugars: sugars ?? '?',
      salt: salt ?? '?',
    });
  } else if (table.servingQuantity && per100.energyKcal !== null) {
    const kcal = Math.round((per100.energyKcal * table.servingQuantity.value) / 100);
    wholePackageAnalysis = `${t(L, 'nutrition.serving', { size: table.servingSize ?? `${table.servingQuantity.value} ${table.servingQuantity.unit}`, kcal, pct: Math.round((kcal / (needs ?? 2000)) * 100) })} ${t(L, 'nutrition.noPackage', { unit })}`;
  } else {
    wholePackageAnalysis = t(L, 'nutrition.noPackage', { unit });
  }

  const useServing =
    table.servingQuantity !== null && Object.values(table.perServing).some((v) => v !== null);
  const src = useServing ? table.perServing : per100;
  return {
    recommendation,
    recommendationReason,
    reasons,
    analysis: joinSentences([...levelSentences, nsSentence].filter(Boolean), L),
    wholePackageAnalysis,
    explanationLanguage: L,
    levels,
    nutriScore,
    packageTotals,
    dailyEnergyNeedsKcal: needs,
    parsedNutrition: {
      servingSize: table.servingSize,
      calories: src.energyKcal,
      protein: src.protein,
      totalFat: src.fat,
      saturatedFat: src.saturatedFat,
      carbohydrates: src.carbohydrates,
      sugars: src.sugars,
      sodium: src.sodium !== null ? Math.round(src.sodium * 1000) : null,
    },
  };
}
