import type {
  Ingredient,
  OverallSafety,
  PersonalVerdict,
  SafetyRating,
} from '@labellens/web-api-client';
import type { ResultsTextKey } from '../../common/i18n/en';
import { ratingKey, ratingTone, type RatingTone } from './safety-rating';

/** How bad a tone is: unknown sits above low risk, since unknown is never shown as safe. */
const TONE_RANK: Record<RatingTone, number> = { success: 0, neutral: 1, warning: 2, danger: 3 };

export function verdictTone(personal: PersonalVerdict | null): RatingTone | null {
  if (personal?.verdict === 'avoid') return 'danger';
  if (personal?.verdict === 'caution') return 'warning';
  return null;
}

/**
 * The colour of a card: the worse of the product rating and the person's verdict, so a
 * "Low Risk" product that contains the person's allergen is never green. The score itself stays
 * the product's.
 */
export function cardTone(rating: SafetyRating, personal: PersonalVerdict | null): RatingTone {
  const product = ratingTone(rating);
  const own = verdictTone(personal);
  return own && TONE_RANK[own] > TONE_RANK[product] ? own : product;
}

/** What a score rests on: the part of the API's overall safety the results and shares show. */
export type Coverage = Pick<OverallSafety, 'recognised' | 'total' | 'enoughKnown' | 'unrecognised'>;

/** "Based on 8 of 10 ingredients". */
export function basedOnText(recognised: number, total: number): string {
  return `Based on ${recognised} of ${total} ${total === 1 ? 'ingredient' : 'ingredients'}`;
}

export const NOT_ENOUGH_KNOWN = 'Not enough known to score';

export interface WatchItem {
  ingredient: Ingredient;
  /** Text key of the product rating, or of the person's verdict when that is worse ("Not for you"). */
  label: ResultsTextKey;
  tone: RatingTone;
}

/**
 * The ingredients "to watch": moderate and hazardous ones, plus every ingredient behind the
 * person's verdict (a low-risk milk powder is one to watch for someone allergic to milk). Each
 * name once, in list order.
 */
export function watchList(
  ingredients: readonly Ingredient[],
  personal: PersonalVerdict | null,
): WatchItem[] {
  const mine = new Set(
    personal && personal.verdict !== 'ok' ? personal.ingredients.map((n) => n.toLowerCase()) : [],
  );
  const seen = new Set<string>();
  const items: WatchItem[] = [];
  for (const ingredient of ingredients) {
    const key = ingredient.name.toLowerCase();
    if (seen.has(key)) continue;
    const product = ratingTone(ingredient.safetyRating);
    const concerning = product === 'warning' || product === 'danger';
    const own: RatingTone | null = mine.has(key)
      ? ingredient.personalRiskLevel === 'moderate'
        ? 'warning'
        : ingredient.personalRiskLevel === 'high'
          ? 'danger'
          : verdictTone(personal)
      : null;
    if (!concerning && !own) continue;
    seen.add(key);
    const ownWorse = own !== null && TONE_RANK[own] > TONE_RANK[product];
    items.push({
      ingredient,
      label: ownWorse
        ? own === 'danger'
          ? 'badge.notForYou'
          : 'badge.takeCare'
        : ratingKey(ingredient.safetyRating),
      tone: ownWorse ? own : product,
    });
  }
  return items;
}

/**
 * "To watch" on a share card: the watch list, plus reasons of the person's verdict that name no
 * ingredient (a `may contain` statement of their allergen).
 */
export function toWatchCount(
  ingredients: readonly Ingredient[],
  personal: PersonalVerdict | null,
): number {
  const statements =
    personal && personal.verdict !== 'ok'
      ? personal.reasons.filter((r) => r.ingredients.length === 0).length
      : 0;
  return watchList(ingredients, personal).length + statements;
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
