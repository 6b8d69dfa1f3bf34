import type { Ingredient, OverallSafety, PersonalVerdict } from '@labellens/web-api-client';
import { ratingTone, type RatingTone } from './safety-rating';

/** How bad a tone is: unknown sits above low risk, since unknown is never shown as safe. */
const TONE_RANK: Record<RatingTone, number> = { success: 0, neutral: 1, warning: 2, danger: 3 };

export function verdictTone(personal: PersonalVerdict | null | undefined): RatingTone | null {
  if (personal?.verdict === 'avoid') return 'danger';
  if (personal?.verdict === 'caution') return 'warning';
  return null;
}

/**
 * The colour of a card: the worse of the product rating and the person's verdict, so a
 * "Low Risk" product that contains the person's allergen is never green. The score itself stays
 * the product's.
 */
export function cardTone(
  rating: string | null | undefined,
  personal: PersonalVerdict | null | undefined,
): RatingTone {
  const product = ratingTone(rating);
  const own = verdictTone(personal);
  return own && TONE_RANK[own] > TONE_RANK[product] ? own : product;
}

/** What a score rests on, from the API's overall safety (older responses may lack it). */
export interface Coverage {
  recognised: number;
  total: number;
  enoughKnown: boolean;
  unrecognised: string[];
}

export function coverageOf(overall: OverallSafety | null | undefined): Coverage | null {
  if (!overall || typeof overall.recognised !== 'number' || typeof overall.total !== 'number') {
    return null;
  }
  return {
    recognised: overall.recognised,
    total: overall.total,
    enoughKnown: overall.enoughKnown ?? overall.score !== null,
    unrecognised: overall.unrecognised ?? [],
  };
}

/** "Based on 8 of 10 ingredients". */
export function basedOnText(recognised: number, total: number): string {
  return `Based on ${recognised} of ${total} ${total === 1 ? 'ingredient' : 'ingredients'}`;
}

export const NOT_ENOUGH_KNOWN = 'Not enough known to score';

/**
 * "To watch" on a share card: the moderate and hazardous ingredients plus every ingredient behind
 * the person's verdict, each counted once, plus reasons that name no ingredient (a `may contain`
 * statement of their allergen).
 */
export function toWatchCount(
  ingredients: readonly Ingredient[],
  personal: PersonalVerdict | null | undefined,
): number {
  const names = new Set(
    ingredients
      .filter((i) => ['warning', 'danger'].includes(ratingTone(i.safetyRating)))
      .map((i) => i.name.toLowerCase()),
  );
  let statements = 0;
  if (personal && personal.verdict !== 'ok') {
    for (const name of personal.ingredients) names.add(name.toLowerCase());
    statements = personal.reasons.filter((r) => r.ingredients.length === 0).length;
  }
  return names.size + statements;
}

/**
 * The list as typed again from analysed ingredients: `chocolate (sugar, cocoa), salt`, so a
 * correction starts from what was read rather than from an empty box.
 */
export function listText(ingredients: readonly Ingredient[]): string {
  const children = new Map<string, string[]>();
  for (const i of ingredients) {
    if (!i.parent) continue;
    children.set(i.parent, [...(children.get(i.parent) ?? []), i.name]);
  }
  return ingredients
    .filter((i) => !i.parent)
    .map((i) => {
      const sub = children.get(i.name);
      return sub ? `${i.name} (${sub.join(', ')})` : i.name;
    })
    .join(', ');
}
