import type { DietStatus, OverallSafety, RiskLevel } from '../types';

/** Score caps (docs/method.md, "Overall score"): the worst ingredient caps the product. */
export const HAZARDOUS_CAP = 3.5;
export const MODERATE_CAP = 6.5;
/** Each further hazardous (moderate) ingredient lowers the cap by this much. */
export const HAZARDOUS_STEP = 0.5;
export const MODERATE_STEP = 0.25;
export const MIN_HAZARDOUS_CAP = 1;
export const MIN_MODERATE_CAP = 4;

/** Rating from a product score: ≥ 7 low_risk, ≥ 4 moderate, below 4 hazardous. */
export function ratingForScore(score: number | null): RiskLevel {
  if (score === null) return 'unknown';
  if (score >= 7) return 'low_risk';
  if (score >= 4) return 'moderate';
  return 'hazardous';
}

/**
 * Below this share of recognised ingredients a list gets no score (docs/method.md, "Coverage").
 * 60 % is the level at which Open Food Facts' Robotoff accepts an ingredient list as read: under
 * it, most of what the score would rest on is unknown, and unknown must never pass as safe.
 */
export const MIN_SCORED_COVERAGE = 0.6;

/** Whether `recognised` of `total` ingredients are enough to score (exact integer comparison). */
export function hasEnoughCoverage(recognised: number, total: number): boolean {
  // recognised / total >= 3/5 without floating-point rounding at the boundary (6 of 10 passes).
  return total > 0 && recognised * 5 >= total * 3;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * Overall product safety out of 10: the mean safety score of the recognised ingredients, capped
 * by the worst one (3.5 when any is hazardous, 6.5 when any is moderate; each further one lowers
 * the cap). Unrecognised ingredients are left out of the mean and reported through `coverage`;
 * when fewer than `MIN_SCORED_COVERAGE` of the ingredients are recognised there is no score at
 * all (`enoughKnown: false`), so a list of unknown words can never look safe.
 */
export function overallSafety(
  ingredients: { name?: string; riskLevel: RiskLevel; safetyScore: number | null }[],
): OverallSafety {
  const counts = { low_risk: 0, moderate: 0, hazardous: 0, unknown: 0 };
  const scores: number[] = [];
  const unrecognised: string[] = [];
  for (const i of ingredients) {
    counts[i.riskLevel]++;
    if (i.safetyScore !== null && i.riskLevel !== 'unknown') scores.push(i.safetyScore);
    else if (i.name !== undefined && !unrecognised.includes(i.name)) unrecognised.push(i.name);
  }
  const total = ingredients.length;
  const recognised = total - counts.unknown;
  const coverage = total === 0 ? 0 : round1((recognised / total) * 100) / 100;
  const enoughKnown = hasEnoughCoverage(recognised, total);
  const base = { coverage, counts, recognised, total, enoughKnown, unrecognised };
  if (scores.length === 0 || !enoughKnown) return { score: null, rating: 'unknown', ...base };
  let score = scores.reduce((a, b) => a + b, 0) / scores.length;
  if (counts.hazardous > 0) {
    score = Math.min(
      score,
      Math.max(MIN_HAZARDOUS_CAP, HAZARDOUS_CAP - HAZARDOUS_STEP * (counts.hazardous - 1)),
    );
  } else if (counts.moderate > 0) {
    score = Math.min(
      score,
      Math.max(MIN_MODERATE_CAP, MODERATE_CAP - MODERATE_STEP * (counts.moderate - 1)),
    );
  }
  const rounded = round1(score);
  return { score: rounded, rating: ratingForScore(rounded), ...base };
}

/** Product diet status: any `no` → no; else any `maybe` → maybe; else any unknown → unknown. */
export function combineDiet(values: DietStatus[]): DietStatus {
  if (values.length === 0) return 'unknown';
  if (values.includes('no')) return 'no';
  if (values.includes('maybe')) return 'maybe';
  if (values.includes('unknown')) return 'unknown';
  return 'yes';
}
