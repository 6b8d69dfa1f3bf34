import type { Allergen, Ingredient } from '@labellens/web-api-client';
import { formatScore, ratingLabel } from '../../results/utils/safety-rating';

export const SHARE_TEXT_LIMIT = 200;

/** Cuts analysis text to its first 200 characters plus an ellipsis (spec 01 §5). */
export function truncateForShare(text: string, limit = SHARE_TEXT_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

export interface ShareSummaryInput {
  productName: string;
  rating: string | null | undefined;
  score: number | null | undefined;
  ingredients: Ingredient[];
  allergens: Allergen[];
}

/** Plain-text summary used by Share / Copy Text. */
export function buildShareText(input: ShareSummaryInput): string {
  const concerning = input.ingredients.filter((i) =>
    ['moderate', 'hazardous', 'high_risk'].includes((i.safetyRating ?? '').toLowerCase()),
  );
  const lines = [
    `${input.productName}: ${ratingLabel(input.rating)} (${formatScore(input.score)}/10)`,
    `${input.ingredients.length} ingredients analysed by LabelLens.`,
  ];
  if (input.allergens.length > 0) {
    lines.push(`Allergens: ${input.allergens.map((a) => a.name).join(', ')}`);
  }
  if (concerning.length > 0) {
    lines.push(
      `Ingredients to watch: ${concerning.map((i) => `${i.name} (${ratingLabel(i.safetyRating)})`).join(', ')}`,
    );
  }
  lines.push('Informational only, not medical advice.');
  return lines.join('\n');
}
