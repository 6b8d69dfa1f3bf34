import type { BadgeVariant } from '@labellens/web-ui';
import { en } from '../../common/i18n/en';

export type RatingTone = 'success' | 'warning' | 'danger' | 'neutral';

function normalise(rating: string | null | undefined): string {
  return (rating ?? '').trim().toLowerCase();
}

export type RatingKey = 'risk.low' | 'risk.moderate' | 'risk.high' | 'risk.unknown';

/**
 * low_risk (safe), moderate, hazardous (high_risk); anything else is Unknown (spec 01 §4). The one
 * key of the results text table for a rating: ingredient, allergen and overall badges all use it.
 */
export function ratingKey(rating: string | null | undefined): RatingKey {
  switch (normalise(rating)) {
    case 'low_risk':
    case 'safe':
      return 'risk.low';
    case 'moderate':
      return 'risk.moderate';
    case 'hazardous':
    case 'high_risk':
      return 'risk.high';
    default:
      return 'risk.unknown';
  }
}

/** The rating's label in English (Low Risk, Moderate Risk, High Risk, Unknown). */
export function ratingLabel(rating: string | null | undefined): string {
  return en[ratingKey(rating)];
}

export function ratingTone(rating: string | null | undefined): RatingTone {
  switch (normalise(rating)) {
    case 'low_risk':
    case 'safe':
      return 'success';
    case 'moderate':
      return 'warning';
    case 'hazardous':
    case 'high_risk':
      return 'danger';
    default:
      return 'neutral';
  }
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
  switch (normalise(rating)) {
    case 'low_risk':
    case 'safe':
      return 4;
    case 'moderate':
      return 2;
    case 'hazardous':
    case 'high_risk':
      return 1;
    default:
      return 0;
  }
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

/** Nutrition recommendation value → its key in the results text table; other values are Neutral. */
export function recommendationKey(recommendation: string | null | undefined): RecommendationKey {
  switch (normalise(recommendation)) {
    case 'recommended':
      return 'rec.recommended';
    case 'not-recommended':
      return 'rec.notRecommended';
    case 'caution':
    case 'use-caution':
      return 'rec.caution';
    case 'moderate':
      return 'rec.moderate';
    default:
      return 'rec.neutral';
  }
}

/** Nutrition recommendation value → English label; other values are Neutral. */
export function recommendationLabel(recommendation: string | null | undefined): string {
  return en[recommendationKey(recommendation)];
}

export function recommendationTone(recommendation: string | null | undefined): RatingTone {
  switch (normalise(recommendation)) {
    case 'recommended':
      return 'success';
    case 'not-recommended':
      return 'danger';
    case 'caution':
    case 'use-caution':
    case 'moderate':
      return 'warning';
    default:
      return 'neutral';
  }
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
