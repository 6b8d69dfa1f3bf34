import type { BadgeVariant } from '@labellens/web-ui';
import { en } from '../../common/i18n/en';

export type RatingTone = 'success' | 'warning' | 'danger' | 'neutral';

function normalise(rating: string | null | undefined): string {
  return (rating ?? '').trim().toLowerCase();
}

export type RatingKey = 'risk.low' | 'risk.moderate' | 'risk.high' | 'risk.unknown';

/** How a rating is shown: its key in the results text table, its tone, its dots out of five. */
interface RatingView {
  key: RatingKey;
  tone: RatingTone;
  dots: number;
}

const LOW: RatingView = { key: 'risk.low', tone: 'success', dots: 4 };
const HIGH: RatingView = { key: 'risk.high', tone: 'danger', dots: 1 };
/** low_risk (safe), moderate, hazardous (high_risk); anything else is Unknown (spec 01 §4). */
const RATINGS = new Map<string, RatingView>([
  ['low_risk', LOW],
  ['safe', LOW],
  ['moderate', { key: 'risk.moderate', tone: 'warning', dots: 2 }],
  ['hazardous', HIGH],
  ['high_risk', HIGH],
]);
const UNKNOWN: RatingView = { key: 'risk.unknown', tone: 'neutral', dots: 0 };

function ratingView(rating: string | null | undefined): RatingView {
  return RATINGS.get(normalise(rating)) ?? UNKNOWN;
}

/** The one key of the results text table for a rating: ingredient, allergen and overall badges. */
export function ratingKey(rating: string | null | undefined): RatingKey {
  return ratingView(rating).key;
}

/** The rating's label in English (Low Risk, Moderate Risk, High Risk, Unknown). */
export function ratingLabel(rating: string | null | undefined): string {
  return en[ratingKey(rating)];
}

export function ratingTone(rating: string | null | undefined): RatingTone {
  return ratingView(rating).tone;
}

/** An ingredient the analysis did not recognise: its rating is none of the known ones. */
export function isUnrecognised(rating: string | null | undefined): boolean {
  return ratingTone(rating) === 'neutral';
}

/** Badge variant used for a rating tone. */
export function toneBadge(tone: RatingTone): BadgeVariant {
  return tone === 'danger' ? 'danger-soft' : tone;
}

/** Filled dots of the 5-dot overall scale: 4 for low_risk, 2 for moderate, 1 for hazardous. */
export function ratingDots(rating: string | null | undefined): number {
  return ratingView(rating).dots;
}

/** Allergen Safety Rating: safe → default, moderate → secondary, anything else → destructive. */
export function allergenBadgeVariant(rating: string | null | undefined): BadgeVariant {
  const value = normalise(rating);
  if (value === 'safe') return 'default';
  if (value === 'moderate') return 'secondary';
  return 'destructive';
}

export type RecommendationKey =
  'rec.recommended' | 'rec.notRecommended' | 'rec.caution' | 'rec.moderate' | 'rec.neutral';

interface RecommendationView {
  key: RecommendationKey;
  tone: RatingTone;
}

const CAUTION: RecommendationView = { key: 'rec.caution', tone: 'warning' };
const RECOMMENDATIONS = new Map<string, RecommendationView>([
  ['recommended', { key: 'rec.recommended', tone: 'success' }],
  ['not-recommended', { key: 'rec.notRecommended', tone: 'danger' }],
  ['caution', CAUTION],
  ['use-caution', CAUTION],
  ['moderate', { key: 'rec.moderate', tone: 'warning' }],
]);
const NEUTRAL: RecommendationView = { key: 'rec.neutral', tone: 'neutral' };

function recommendationView(recommendation: string | null | undefined): RecommendationView {
  return RECOMMENDATIONS.get(normalise(recommendation)) ?? NEUTRAL;
}

/** Nutrition recommendation value → its key in the results text table; other values are Neutral. */
export function recommendationKey(recommendation: string | null | undefined): RecommendationKey {
  return recommendationView(recommendation).key;
}

/** Nutrition recommendation value → English label; other values are Neutral. */
export function recommendationLabel(recommendation: string | null | undefined): string {
  return en[recommendationKey(recommendation)];
}

export function recommendationTone(recommendation: string | null | undefined): RatingTone {
  return recommendationView(recommendation).tone;
}

/** Allergen and potential-risk texts are shown only when non-empty and not None / None identified. */
export function isMeaningfulText(text: string | null | undefined): text is string {
  const value = (text ?? '').trim();
  return value !== '' && !/^none( identified)?\.?$/i.test(value);
}

/** "8.5" style score out of 10, or a dash when unknown. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '–';
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
