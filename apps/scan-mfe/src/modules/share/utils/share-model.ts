import type {
  Allergen,
  ChooseInstead,
  Ingredient,
  NutritionAnalysis,
  NutritionData,
  PersonalVerdict,
} from '@labellens/web-api-client';
import { en, type ResultsTextKey } from '../../common/i18n/en';
import { resultsText, type ResultsLanguage, type ResultsText } from '../../common/i18n/index';
import {
  isMeaningfulText,
  ratingDots,
  ratingKey,
  ratingTone,
  recommendationKey,
  recommendationTone,
  type RatingTone,
} from '../../results/utils/safety-rating';
import {
  cardTone,
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

const OPTION_KEYS: Record<ShareOption, ResultsTextKey> = {
  full: 'share.optionFull',
  summary: 'share.optionSummary',
  concerning: 'share.optionConcerning',
};

/** The dialog's name of an option (Full Analysis, Safety Summary, …) in the display language. */
export function shareOptionLabel(option: ShareOption, lang: ResultsLanguage = 'en'): string {
  return resultsText(lang).t(OPTION_KEYS[option]);
}

const SQUARE: CardSize = { width: CARD_SIZE, height: CARD_SIZE };

function locale(tx: ResultsText): CardLocale {
  return { lang: tx.lang, dir: tx.dir };
}

/** A score out of 10 in the language's digits (one decimal at most), or a dash when unknown. */
export function localScore(tx: ResultsText, score: number | null | undefined): string {
  const n = scoreNumber(score);
  return n === null ? '–' : tx.number(n, 1);
}

/** Scores are numbers in the API; a numeric text (older stored scans) is read as one too. */
function scoreNumber(score: number | string | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isFinite(Number(score))) return null;
  return Number(score);
}

/** List separator of the language ("، " in Arabic and Farsi, "、" in Chinese and Japanese). */
export function listSeparator(tx: ResultsText): string {
  if (tx.dir === 'rtl') return '، ';
  return tx.lang === 'zh' || tx.lang === 'ja' ? '、' : ', ';
}

/** English label of the watch list ("Not for you", "High Risk") → the display language's. */
function localLabel(tx: ResultsText, label: string): string {
  const key = (Object.keys(en) as ResultsTextKey[]).find(
    (k) => (k.startsWith('badge.') || k.startsWith('risk.')) && en[k] === label,
  );
  return key ? tx.t(key) : label;
}

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

function summaryCard(analysis: ShareAnalysis, tx: ResultsText): SummaryCard {
  const noScore = unscored(analysis);
  return {
    kind: 'summary',
    ...SQUARE,
    ...locale(tx),
    productName: analysis.productName,
    ratingLabel: noScore ? tx.t('overall.notEnough') : tx.t(ratingKey(analysis.rating)),
    tone: cardTone(analysis.rating, analysis.personal),
    score: noScore ? '–' : localScore(tx, analysis.score),
    scoreValue: noScore ? null : scoreNumber(analysis.score),
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
  tx: ResultsText,
): IngredientShareCard {
  return {
    kind: 'ingredient',
    ...SQUARE,
    ...locale(tx),
    productName,
    position,
    name: ingredient.name,
    ratingLabel: tx.t(ratingKey(ingredient.safetyRating)),
    tone: ratingTone(ingredient.safetyRating),
    explanation: truncateForShare((ingredient.explanation ?? '').trim()),
    concerns: (ingredient.concerns ?? []).filter(isMeaningfulText).slice(0, 3),
  };
}

/** The "Choose instead" card, or nothing when there is no advice. */
function chooseInsteadCards(analysis: ShareAnalysis, tx: ResultsText): ChooseInsteadCard[] {
  const guidance = analysis.guidance ?? [];
  if (guidance.length === 0) return [];
  return [
    {
      kind: 'choose-instead',
      ...SQUARE,
      ...locale(tx),
      productName: analysis.productName,
      items: guidance.map((g) => ({
        text: g.text,
        tone: g.severity === 'high' ? 'danger' : 'warning',
      })),
    },
  ];
}

const NUTRITION_ROWS: { key: keyof NutritionData; label: ResultsTextKey; unit: string }[] = [
  { key: 'servingSize', label: 'nutrition.servingSize', unit: '' },
  { key: 'calories', label: 'nutrition.calories', unit: '' },
  { key: 'totalFat', label: 'nutrition.totalFat', unit: 'g' },
  { key: 'saturatedFat', label: 'nutrition.saturatedFat', unit: 'g' },
  { key: 'carbohydrates', label: 'nutrition.carbohydrates', unit: 'g' },
  { key: 'sugars', label: 'nutrition.sugars', unit: 'g' },
  { key: 'protein', label: 'nutrition.protein', unit: 'g' },
  { key: 'sodium', label: 'nutrition.sodium', unit: 'mg' },
];

function nutritionCard(
  productName: string,
  data: NutritionData,
  analysis: NutritionAnalysis,
  tx: ResultsText,
): NutritionShareCard {
  const values = { ...data, ...analysis.parsedNutrition };
  const rows = NUTRITION_ROWS.flatMap(({ key, label, unit }) => {
    const value = values[key];
    if (value === null || value === undefined || value === '') return [];
    // Numbers in the language's digits; a text (a serving size as printed) as it is.
    const text = typeof value === 'number' ? tx.number(value) : value;
    return [{ label: tx.t(label), value: unit && !text.endsWith(unit) ? `${text} ${unit}` : text }];
  });
  return {
    kind: 'nutrition',
    width: CARD_SIZE,
    height: NUTRITION_CARD_HEIGHT,
    ...locale(tx),
    productName,
    recommendation: tx.t(recommendationKey(analysis.recommendation)),
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
export function shareCards(
  request: ShareRequest,
  option: ShareOption = 'full',
  lang: ResultsLanguage = 'en',
): ShareCardModel[] {
  const tx = resultsText(lang);
  switch (request.type) {
    case 'ingredient':
      return [ingredientCard(request.productName, request.ingredient, null, tx)];
    case 'allergen': {
      const { allergen } = request;
      return [
        {
          kind: 'allergen',
          ...SQUARE,
          ...locale(tx),
          productName: request.productName,
          name: allergen.name,
          mayContain: allergen.presence === 'may-contain',
          source: isMeaningfulText(allergen.sourceStatement) ? allergen.sourceStatement : null,
          ratingLabel: tx.t(ratingKey(allergen.safetyRating)),
          tone: ratingTone(allergen.safetyRating === 'safe' ? 'low_risk' : allergen.safetyRating),
          score: localScore(tx, allergen.safetyScore),
          scoreValue: scoreNumber(allergen.safetyScore),
          explanation: truncateForShare((allergen.explanation ?? '').trim()),
          warnings: (allergen.personalizedWarnings ?? []).filter(isMeaningfulText).slice(0, 3),
        },
      ];
    }
    case 'nutrition':
      return [nutritionCard(request.productName, request.data, request.analysis, tx)];
    case 'summary':
      return [summaryCard(request.analysis, tx)];
    case 'full': {
      const { analysis } = request;
      if (option === 'summary') return [summaryCard(analysis, tx)];
      if (option === 'concerning') {
        const watch = watchList(analysis.ingredients, analysis.personal);
        return [
          {
            kind: 'concerning',
            ...SQUARE,
            ...locale(tx),
            productName: analysis.productName,
            items: watch.map((w) => ({
              name: w.ingredient.name,
              ratingLabel: localLabel(tx, w.label),
              tone: w.tone,
            })),
          },
          ...chooseInsteadCards(analysis, tx),
          ...watch.map((w, index) =>
            ingredientCard(
              analysis.productName,
              w.ingredient,
              tx.t('card.watchPosition', { index: index + 1, total: watch.length }),
              tx,
            ),
          ),
        ];
      }
      const total = analysis.ingredients.length;
      return [
        summaryCard(analysis, tx),
        ...chooseInsteadCards(analysis, tx),
        ...analysis.ingredients.map((i, index) =>
          ingredientCard(
            analysis.productName,
            i,
            tx.t('card.position', { index: index + 1, total }),
            tx,
          ),
        ),
        { kind: 'promo', ...SQUARE, ...locale(tx) },
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
function textParts(request: ShareRequest, option: ShareOption, tx: ResultsText): [string, string] {
  const { t } = tx;
  switch (request.type) {
    case 'ingredient': {
      const i = request.ingredient;
      return [
        t('text.ingredient', {
          name: i.name,
          product: request.productName,
          rating: t(ratingKey(i.safetyRating)),
        }),
        i.explanation ?? '',
      ];
    }
    case 'allergen': {
      const a = request.allergen;
      const params = {
        name: a.name,
        product: request.productName,
        score: localScore(tx, a.safetyScore),
        max: 10,
      };
      return [
        t(a.presence === 'may-contain' ? 'text.allergenTrace' : 'text.allergen', params),
        a.explanation ?? '',
      ];
    }
    case 'nutrition':
      return [
        `${request.productName}: ${t(recommendationKey(request.analysis.recommendation))}`,
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
          ? `${a.productName}: ${t('overall.notEnough')}`
          : `${a.productName}: ${t(ratingKey(a.rating))} (${localScore(tx, a.score)}/${tx.number(10)})`,
      ]
        .filter(Boolean)
        .join(' ');
      const concerning = watchList(a.ingredients, a.personal);
      const sep = listSeparator(tx);
      const watch = concerning
        .map((w) => `${w.ingredient.name} (${localLabel(tx, w.label)})`)
        .join(sep);
      const n = a.ingredients.length;
      if (request.type === 'summary' || option === 'summary') {
        return [headline, tx.plural('text.summary', n, { n })];
      }
      if (option === 'concerning') return [headline, t('text.toWatch', { list: watch })];
      const parts = [tx.plural('text.analysed', n, { n })];
      const contains = contained(a.allergens);
      const mayContain = traces(a.allergens);
      if (contains.length > 0)
        parts.push(`${t('history.contains')} ${contains.map((x) => x.name).join(sep)}.`);
      if (mayContain.length > 0)
        parts.push(`${t('history.mayContain')} ${mayContain.map((x) => x.name).join(sep)}.`);
      if (concerning.length > 0) parts.push(`${t('text.toWatch', { list: watch })}.`);
      return [headline, parts.join(' ')];
    }
  }
}

/**
 * Text for Share and Copy Text: a headline, the analysis text cut at 200 characters with an
 * ellipsis, and the hashtags.
 */
export function shareText(
  request: ShareRequest,
  option: ShareOption = 'full',
  lang: ResultsLanguage = 'en',
): string {
  const [headline, body] = textParts(request, option, resultsText(lang));
  const lines = [headline];
  const trimmed = body.trim();
  if (trimmed) lines.push(truncateForShare(trimmed));
  lines.push(shareHashtags(request, option).join(' '));
  return lines.join('\n');
}

/** Dialog title of each type. */
export function shareTitle(request: ShareRequest, lang: ResultsLanguage = 'en'): string {
  const { t } = resultsText(lang);
  switch (request.type) {
    case 'ingredient':
      return t('share.titleIngredient', { name: request.ingredient.name });
    case 'allergen':
      return t('share.titleAllergen', { name: request.allergen.name });
    case 'nutrition':
      return t('share.titleNutrition');
    case 'full':
    case 'summary':
      return t('share.title');
  }
}

/** The product a share is about. */
export function shareProductName(request: ShareRequest): string {
  return 'analysis' in request && request.type !== 'nutrition'
    ? request.analysis.productName
    : request.productName;
}
