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

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * Overall product safety out of 10: the mean safety score of the recognised ingredients, capped
 * by the worst one (3.5 when any is hazardous, 6.5 when any is moderate; each further one lowers
 * the cap). Unrecognised ingredients are left out of the mean and reported through `coverage`.
 */
export function overallSafety(
  ingredients: { riskLevel: RiskLevel; safetyScore: number | null }[],
): OverallSafety {
  const counts = { low_risk: 0, moderate: 0, hazardous: 0, unknown: 0 };
  const scores: number[] = [];
  for (const i of ingredients) {
    counts[i.riskLevel]++;
    if (i.safetyScore !== null && i.riskLevel !== 'unknown') scores.push(i.safetyScore);
  }
  const coverage =
    ingredients.length === 0
      ? 0
      : round1(((ingredients.length - counts.unknown) / ingredients.length) * 100) / 100;
  if (scores.length === 0) return { score: null, rating: 'unknown', coverage, counts };
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
  return { score: rounded, rating: ratingForScore(rounded), coverage, counts };
}

/** Product diet status: any `no` → no; else any `maybe` → maybe; else any unknown → unknown. */
export function combineDiet(values: DietStatus[]): DietStatus {
  if (values.length === 0) return 'unknown';
  if (values.includes('no')) return 'no';
  if (values.includes('maybe')) return 'maybe';
  if (values.includes('unknown')) return 'unknown';
  return 'yes';
}
