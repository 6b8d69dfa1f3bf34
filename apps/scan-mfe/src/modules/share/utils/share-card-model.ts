import type { ResultsLanguage } from '../../common/i18n/index';
import type { RatingTone } from '../../results/utils/safety-rating';

export const CARD_SIZE = 1080;
/** The nutrition card is taller: 1080×1400. */
export const NUTRITION_CARD_HEIGHT = 1400;

export interface CardSize {
  width: number;
  height: number;
}

/** The display language a card is drawn in: its fixed texts, digits and text direction. */
export interface CardLocale {
  lang: ResultsLanguage;
  dir: 'ltr' | 'rtl';
}

interface CardBase extends CardSize, CardLocale {
  productName: string;
}

export interface SummaryCard extends CardBase {
  kind: 'summary';
  ratingLabel: string;
  tone: RatingTone;
  /** The score in the language's digits ("5,5"), or a dash. */
  score: string;
  /** The score as a number for the ring, null when unknown. */
  scoreValue: number | null;
  /** Filled dots of the 5-dot scale. */
  dots: number;
  ingredientCount: number;
  /** Allergens the product contains. */
  allergenNames: string[];
  /** Allergens it may contain (traces): listed under "May contain", never as contained. */
  traceNames: string[];
  /** Concerning ingredients plus those behind the person's verdict. */
  concerningCount: number;
  /** `Not for you: contains milk (your allergy)`, or null. */
  verdict: { text: string; tone: RatingTone } | null;
}

export interface IngredientShareCard extends CardBase {
  kind: 'ingredient';
  /** "Ingredient 3 of 12", or null when shared on its own. */
  position: string | null;
  name: string;
  ratingLabel: string;
  tone: RatingTone;
  explanation: string;
  concerns: string[];
}

export interface ConcerningCard extends CardBase {
  kind: 'concerning';
  items: { name: string; ratingLabel: string; tone: RatingTone }[];
}

export interface AllergenShareCard extends CardBase {
  kind: 'allergen';
  name: string;
  /** A trace ("May contain peanuts"), not a contained allergen. */
  mayContain: boolean;
  source: string | null;
  ratingLabel: string;
  tone: RatingTone;
  score: string;
  scoreValue: number | null;
  explanation: string;
  warnings: string[];
}

export interface NutritionShareCard extends CardBase {
  kind: 'nutrition';
  recommendation: string;
  tone: RatingTone;
  rows: { label: string; value: string }[];
  analysis: string;
}

/** "Choose instead": what to look for on the next label, strongest first. */
export interface ChooseInsteadCard extends CardBase {
  kind: 'choose-instead';
  items: { text: string; tone: RatingTone }[];
}

export interface PromoCard extends CardSize, CardLocale {
  kind: 'promo';
}

export type ShareCardModel =
  | SummaryCard
  | IngredientShareCard
  | ConcerningCard
  | AllergenShareCard
  | NutritionShareCard
  | ChooseInsteadCard
  | PromoCard;
