import type {
  Allergen,
  ChooseInstead,
  Ingredient,
  NutritionAnalysis,
  NutritionData,
  PersonalVerdict,
} from '@labellens/web-api-client';
import {
  formatScore,
  isMeaningfulText,
  ratingDots,
  ratingLabel,
  ratingTone,
  recommendationLabel,
  recommendationTone,
  type RatingTone,
} from '../../results/utils/safety-rating';
import {
  cardTone,
  NOT_ENOUGH_KNOWN,
  toWatchCount,
  verdictTone,
  watchList,
  type Coverage,
} from '../../results/utils/verdict';

/** Dialog types of Share Analysis (spec 01 §2). */
export type ShareType = 'full' | 'ingredient' | 'allergen' | 'summary' | 'nutrition';

/** Choices offered for a full analysis. */
export type ShareOption = 'full' | 'summary' | 'concerning';

export interface ShareAnalysis {
  productName: string;
  rating: string | null | undefined;
  score: number | null | undefined;
  ingredients: Ingredient[];
  allergens: Allergen[];
  /** The person's verdict: shown above the score and counted in "to watch". */
  personal?: PersonalVerdict | null;
  /** Below the threshold there is no score on the card either. */
  coverage?: Coverage | null;
  /** "Choose instead" advice (issue 18): its own card after the summary or the watch list. */
  guidance?: ChooseInstead[];
}

export type ShareRequest =
  | { type: 'full' | 'summary'; analysis: ShareAnalysis }
  | { type: 'ingredient'; productName: string; ingredient: Ingredient }
  | { type: 'allergen'; productName: string; allergen: Allergen }
  | { type: 'nutrition'; productName: string; data: NutritionData; analysis: NutritionAnalysis };

export const CARD_SIZE = 1080;
/** The nutrition card is taller: 1080×1400. */
export const NUTRITION_CARD_HEIGHT = 1400;

export interface CardSize {
  width: number;
  height: number;
}

interface CardBase extends CardSize {
  productName: string;
}

export interface SummaryCard extends CardBase {
  kind: 'summary';
  ratingLabel: string;
  tone: RatingTone;
  score: string;
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

export interface PromoCard extends CardSize {
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

export const SHARE_TEXT_LIMIT = 200;

/** Cuts analysis text to its first 200 characters plus an ellipsis (spec 01 §5). */
export function truncateForShare(text: string, limit = SHARE_TEXT_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/**
 * Options of the dialog: Concerning Ingredients only when at least one ingredient is to watch
 * (concerning, or behind the person's verdict).
 */
export function shareOptions(request: ShareRequest): ShareOption[] {
  if (request.type === 'summary') return ['summary'];
  if (request.type !== 'full') return [];
  return watchList(request.analysis.ingredients, request.analysis.personal).length > 0
    ? ['full', 'summary', 'concerning']
    : ['full', 'summary'];
}

export const SHARE_OPTION_LABELS: Record<ShareOption, string> = {
  full: 'Full Analysis',
  summary: 'Safety Summary',
  concerning: 'Concerning Ingredients',
};

const SQUARE: CardSize = { width: CARD_SIZE, height: CARD_SIZE };

function unscored(analysis: ShareAnalysis): boolean {
  return analysis.coverage ? !analysis.coverage.enoughKnown : false;
}

function personalLine(analysis: ShareAnalysis): SummaryCard['verdict'] {
  const tone = verdictTone(analysis.personal);
  return tone && analysis.personal?.headline ? { text: analysis.personal.headline, tone } : null;
}

/** Allergens the product contains; scans stored before `presence` count as contained. */
function contained(allergens: readonly Allergen[]): Allergen[] {
  return allergens.filter((a) => a.presence !== 'may-contain');
}

/** Allergens the product may contain (traces). */
function traces(allergens: readonly Allergen[]): Allergen[] {
  return allergens.filter((a) => a.presence === 'may-contain');
}

function summaryCard(analysis: ShareAnalysis): SummaryCard {
  const noScore = unscored(analysis);
  return {
    kind: 'summary',
    ...SQUARE,
    productName: analysis.productName,
    ratingLabel: noScore ? NOT_ENOUGH_KNOWN : ratingLabel(analysis.rating),
    tone: cardTone(analysis.rating, analysis.personal),
    score: noScore ? formatScore(null) : formatScore(analysis.score),
    dots: noScore ? 0 : ratingDots(analysis.rating),
    ingredientCount: analysis.ingredients.length,
    allergenNames: contained(analysis.allergens).map((a) => a.name),
    traceNames: traces(analysis.allergens).map((a) => a.name),
    concerningCount: toWatchCount(analysis.ingredients, analysis.personal),
    verdict: personalLine(analysis),
  };
}

function ingredientCard(
  productName: string,
  ingredient: Ingredient,
  position: string | null,
): IngredientShareCard {
  return {
    kind: 'ingredient',
    ...SQUARE,
    productName,
    position,
    name: ingredient.name,
    ratingLabel: ratingLabel(ingredient.safetyRating),
    tone: ratingTone(ingredient.safetyRating),
    explanation: truncateForShare((ingredient.explanation ?? '').trim()),
    concerns: (ingredient.concerns ?? []).filter(isMeaningfulText).slice(0, 3),
  };
}

const PROMO: PromoCard = { kind: 'promo', ...SQUARE };

/** The "Choose instead" card, or nothing when there is no advice. */
function chooseInsteadCards(analysis: ShareAnalysis): ChooseInsteadCard[] {
  const guidance = analysis.guidance ?? [];
  if (guidance.length === 0) return [];
  return [
    {
      kind: 'choose-instead',
      ...SQUARE,
      productName: analysis.productName,
      items: guidance.map((g) => ({
        text: g.text,
        tone: g.severity === 'high' ? 'danger' : 'warning',
      })),
    },
  ];
}

const NUTRITION_ROWS: { key: keyof NutritionData; label: string; unit: string }[] = [
  { key: 'servingSize', label: 'Serving size', unit: '' },
  { key: 'calories', label: 'Calories', unit: '' },
  { key: 'totalFat', label: 'Total fat', unit: 'g' },
  { key: 'saturatedFat', label: 'Saturated fat', unit: 'g' },
  { key: 'carbohydrates', label: 'Carbohydrates', unit: 'g' },
  { key: 'sugars', label: 'Sugars', unit: 'g' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
];

function nutritionCard(
  productName: string,
  data: NutritionData,
  analysis: NutritionAnalysis,
): NutritionShareCard {
  const values = { ...data, ...analysis.parsedNutrition };
  const rows = NUTRITION_ROWS.flatMap(({ key, label, unit }) => {
    const value = values[key];
    if (value === null || value === undefined || value === '') return [];
    const text = String(value);
    return [{ label, value: unit && !text.endsWith(unit) ? `${text} ${unit}` : text }];
  });
  return {
    kind: 'nutrition',
    width: CARD_SIZE,
    height: NUTRITION_CARD_HEIGHT,
    productName,
    recommendation: recommendationLabel(analysis.recommendation),
    tone: recommendationTone(analysis.recommendation),
    rows,
    analysis: truncateForShare(
      (
        analysis.analysis ||
        analysis.recommendationReason ||
        analysis.wholePackageAnalysis ||
        ''
      ).trim(),
    ),
  };
}

/**
 * The cards of one share: Full Analysis is a summary card, one card per ingredient and a closing
 * promotional card; Safety Summary is the overall rating only; Concerning Ingredients lists the
 * moderate and hazardous ones, then one card for each.
 */
export function shareCards(request: ShareRequest, option: ShareOption = 'full'): ShareCardModel[] {
  switch (request.type) {
    case 'ingredient':
      return [ingredientCard(request.productName, request.ingredient, null)];
    case 'allergen': {
      const { allergen } = request;
      return [
        {
          kind: 'allergen',
          ...SQUARE,
          productName: request.productName,
          name: allergen.name,
          mayContain: allergen.presence === 'may-contain',
          source: isMeaningfulText(allergen.sourceStatement) ? allergen.sourceStatement : null,
          ratingLabel: allergen.safetyRating || 'Unknown',
          tone: ratingTone(allergen.safetyRating === 'safe' ? 'low_risk' : allergen.safetyRating),
          score: formatScore(allergen.safetyScore),
          explanation: truncateForShare((allergen.explanation ?? '').trim()),
          warnings: (allergen.personalizedWarnings ?? []).filter(isMeaningfulText).slice(0, 3),
        },
      ];
    }
    case 'nutrition':
      return [nutritionCard(request.productName, request.data, request.analysis)];
    case 'summary':
      return [summaryCard(request.analysis)];
    case 'full': {
      const { analysis } = request;
      if (option === 'summary') return [summaryCard(analysis)];
      if (option === 'concerning') {
        const watch = watchList(analysis.ingredients, analysis.personal);
        return [
          {
            kind: 'concerning',
            ...SQUARE,
            productName: analysis.productName,
            items: watch.map((w) => ({
              name: w.ingredient.name,
              ratingLabel: w.label,
              tone: w.tone,
            })),
          },
          ...chooseInsteadCards(analysis),
          ...watch.map((w, index) =>
            ingredientCard(
              analysis.productName,
              w.ingredient,
              `Ingredient to watch ${index + 1} of ${watch.length}`,
            ),
          ),
        ];
      }
      const total = analysis.ingredients.length;
      return [
        summaryCard(analysis),
        ...chooseInsteadCards(analysis),
        ...analysis.ingredients.map((i, index) =>
          ingredientCard(analysis.productName, i, `Ingredient ${index + 1} of ${total}`),
        ),
        PROMO,
      ];
    }
  }
}

/** labellens-card-1.png, labellens-card-2.png, … (files are named with the card number). */
export function shareFileName(index: number): string {
  return `labellens-card-${index + 1}.png`;
}

const TYPE_TAGS: Record<ShareType | 'concerning', string[]> = {
  full: ['#IngredientCheck', '#KnowYourLabels'],
  summary: ['#SafetyScore', '#IngredientCheck'],
  concerning: ['#ReadTheLabel', '#IngredientWatch'],
  ingredient: ['#IngredientSpotlight', '#KnowYourLabels'],
  allergen: ['#AllergyAwareness', '#FoodAllergies'],
  nutrition: ['#Nutrition', '#HealthyEating'],
};

const RATING_TAGS: Record<RatingTone, string[]> = {
  success: ['#CleanLabel'],
  warning: ['#ModerationMatters'],
  danger: ['#IngredientAlert'],
  neutral: [],
};

const NUTRITION_TAGS: Record<RatingTone, string[]> = {
  success: ['#HealthyChoice'],
  warning: ['#EatMindfully'],
  danger: ['#ThinkTwice'],
  neutral: [],
};

/** The tone a share is rated by: overall rating, ingredient or allergen rating, recommendation. */
function shareTone(request: ShareRequest): RatingTone {
  switch (request.type) {
    case 'full':
    case 'summary':
      return cardTone(request.analysis.rating, request.analysis.personal);
    case 'ingredient':
      return ratingTone(request.ingredient.safetyRating);
    case 'allergen':
      return ratingTone(
        request.allergen.safetyRating === 'safe' ? 'low_risk' : request.allergen.safetyRating,
      );
    case 'nutrition':
      return recommendationTone(request.analysis.recommendation);
  }
}

/** Hashtags by share type and rating, always starting with #LabelLens. */
export function shareHashtags(request: ShareRequest, option: ShareOption = 'full'): string[] {
  const kind = request.type === 'full' && option !== 'full' ? option : request.type;
  const tone = shareTone(request);
  const byRating = request.type === 'nutrition' ? NUTRITION_TAGS[tone] : RATING_TAGS[tone];
  return [...new Set(['#LabelLens', ...TYPE_TAGS[kind], ...byRating])];
}

/** Headline and analysis body of the share text, before truncation and hashtags. */
function textParts(request: ShareRequest, option: ShareOption): [string, string] {
  switch (request.type) {
    case 'ingredient': {
      const i = request.ingredient;
      return [
        `${i.name} in ${request.productName}: ${ratingLabel(i.safetyRating)}`,
        i.explanation ?? '',
      ];
    }
    case 'allergen': {
      const a = request.allergen;
      return [
        a.presence === 'may-contain'
          ? `Allergen alert: ${request.productName} may contain ${a.name} (safety score ${formatScore(a.safetyScore)}/10)`
          : `Allergen alert: ${a.name} in ${request.productName} (safety score ${formatScore(a.safetyScore)}/10)`,
        a.explanation ?? '',
      ];
    }
    case 'nutrition':
      return [
        `${request.productName}: ${recommendationLabel(request.analysis.recommendation)}`,
        request.analysis.analysis ||
          request.analysis.recommendationReason ||
          request.analysis.wholePackageAnalysis ||
          '',
      ];
    case 'summary':
    case 'full': {
      const a = request.analysis;
      const verdict = personalLine(a);
      // The person's verdict leads, as it does on screen; no number when too little is known.
      const headline = [
        verdict ? `${verdict.text}.` : null,
        unscored(a)
          ? `${a.productName}: ${NOT_ENOUGH_KNOWN}`
          : `${a.productName}: ${ratingLabel(a.rating)} (${formatScore(a.score)}/10)`,
      ]
        .filter(Boolean)
        .join(' ');
      const concerning = watchList(a.ingredients, a.personal);
      const watch = concerning.map((w) => `${w.ingredient.name} (${w.label})`).join(', ');
      if (request.type === 'summary' || option === 'summary') {
        return [
          headline,
          `Overall safety score across ${a.ingredients.length} ingredients, analysed by LabelLens.`,
        ];
      }
      if (option === 'concerning') return [headline, `Ingredients to watch: ${watch}`];
      const parts = [`${a.ingredients.length} ingredients analysed by LabelLens.`];
      const contains = contained(a.allergens);
      const mayContain = traces(a.allergens);
      if (contains.length > 0) parts.push(`Contains: ${contains.map((x) => x.name).join(', ')}.`);
      if (mayContain.length > 0)
        parts.push(`May contain: ${mayContain.map((x) => x.name).join(', ')}.`);
      if (concerning.length > 0) parts.push(`Ingredients to watch: ${watch}.`);
      return [headline, parts.join(' ')];
    }
  }
}

/**
 * Text for Share and Copy Text: a headline, the analysis text cut at 200 characters with an
 * ellipsis, and the hashtags.
 */
export function shareText(request: ShareRequest, option: ShareOption = 'full'): string {
  const [headline, body] = textParts(request, option);
  const lines = [headline];
  const trimmed = body.trim();
  if (trimmed) lines.push(truncateForShare(trimmed));
  lines.push(shareHashtags(request, option).join(' '));
  return lines.join('\n');
}

/** Dialog title of each type. */
export function shareTitle(request: ShareRequest): string {
  switch (request.type) {
    case 'ingredient':
      return `Share ${request.ingredient.name}`;
    case 'allergen':
      return `Share ${request.allergen.name} alert`;
    case 'nutrition':
      return 'Share Nutrition Analysis';
    case 'full':
    case 'summary':
      return 'Share Analysis';
  }
}

/** The product a share is about. */
export function shareProductName(request: ShareRequest): string {
  return 'analysis' in request && request.type !== 'nutrition'
    ? request.analysis.productName
    : request.productName;
}
