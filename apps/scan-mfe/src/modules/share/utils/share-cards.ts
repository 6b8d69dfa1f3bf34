import type {
  Allergen,
  Ingredient,
  NutritionAnalysis,
  NutritionData,
} from '@labellens/web-api-client';
import { resultsText, type ResultsLanguage, type ResultsText } from '../../common/i18n/index';
import {
  isMeaningfulText,
  ratingDots,
  ratingKey,
  ratingTone,
  recommendationKey,
  recommendationTone,
} from '../../results/utils/safety-rating';
import { cardTone, toWatchCount, watchList } from '../../results/utils/verdict';
import {
  CARD_SIZE,
  NUTRITION_CARD_HEIGHT,
  type AllergenShareCard,
  type CardLocale,
  type CardSize,
  type ChooseInsteadCard,
  type ConcerningCard,
  type IngredientShareCard,
  type NutritionShareCard,
  type ShareCardModel,
  type SummaryCard,
} from './share-card-model';
import {
  allergenNames,
  localScore,
  nutritionAnalysisText,
  personalLine,
  truncateForShare,
} from './share-format';
import type { ShareAnalysis, ShareOption, ShareRequest } from './share-model';
import { nutritionRows } from '../../results/utils/nutrition-rows';

function locale(tx: ResultsText): CardLocale {
  return { lang: tx.lang, dir: tx.dir };
}

/** Size and language of a square card. */
function square(tx: ResultsText): CardSize & CardLocale {
  return { width: CARD_SIZE, height: CARD_SIZE, ...locale(tx) };
}

function summaryCard(analysis: ShareAnalysis, tx: ResultsText): SummaryCard {
  const noScore = !analysis.coverage.enoughKnown;
  const { contains, mayContain } = allergenNames(analysis.allergens);
  return {
    kind: 'summary',
    ...square(tx),
    productName: analysis.productName,
    ratingLabel: noScore ? tx.t('overall.notEnough') : tx.t(ratingKey(analysis.rating)),
    tone: cardTone(analysis.rating, analysis.personal),
    score: noScore ? '–' : localScore(tx, analysis.score),
    scoreValue: noScore ? null : analysis.score,
    dots: noScore ? 0 : ratingDots(analysis.rating),
    ingredientCount: analysis.ingredients.length,
    allergenNames: contains,
    traceNames: mayContain,
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
    ...square(tx),
    productName,
    position,
    name: ingredient.name,
    ratingLabel: tx.t(ratingKey(ingredient.safetyRating)),
    tone: ratingTone(ingredient.safetyRating),
    explanation: truncateForShare(ingredient.explanation.trim()),
    concerns: ingredient.concerns.filter(isMeaningfulText).slice(0, 3),
  };
}

function allergenCard(productName: string, allergen: Allergen, tx: ResultsText): AllergenShareCard {
  return {
    kind: 'allergen',
    ...square(tx),
    productName,
    name: allergen.name,
    mayContain: allergen.presence === 'may-contain',
    source: isMeaningfulText(allergen.sourceStatement) ? allergen.sourceStatement : null,
    ratingLabel: tx.t(ratingKey(allergen.safetyRating)),
    tone: ratingTone(allergen.safetyRating),
    score: localScore(tx, allergen.safetyScore),
    scoreValue: allergen.safetyScore,
    explanation: truncateForShare(allergen.explanation.trim()),
    warnings: allergen.personalizedWarnings.filter(isMeaningfulText).slice(0, 3),
  };
}

/** The "Choose instead" card, or nothing when there is no advice. */
function chooseInsteadCards(analysis: ShareAnalysis, tx: ResultsText): ChooseInsteadCard[] {
  const { guidance } = analysis;
  if (guidance.length === 0) return [];
  return [
    {
      kind: 'choose-instead',
      ...square(tx),
      productName: analysis.productName,
      items: guidance.map((g) => ({
        text: g.text,
        tone: g.severity === 'high' ? 'danger' : 'warning',
      })),
    },
  ];
}

/** The watch list, the "Choose instead" advice, then one card for each ingredient to watch. */
function concerningCards(analysis: ShareAnalysis, tx: ResultsText): ShareCardModel[] {
  const watch = watchList(analysis.ingredients, analysis.personal);
  const list: ConcerningCard = {
    kind: 'concerning',
    ...square(tx),
    productName: analysis.productName,
    items: watch.map((w) => ({
      name: w.ingredient.name,
      ratingLabel: tx.t(w.label),
      tone: w.tone,
    })),
  };
  return [
    list,
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

/** The summary, the advice, one card per ingredient and the closing promotional card. */
function fullCards(analysis: ShareAnalysis, tx: ResultsText): ShareCardModel[] {
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
    { kind: 'promo', ...square(tx) },
  ];
}

function nutritionCard(
  productName: string,
  data: NutritionData,
  analysis: NutritionAnalysis,
  tx: ResultsText,
): NutritionShareCard {
  const rows = nutritionRows(data, analysis).map(({ label, unit, value }) => {
    // Numbers in the language's digits; a text (a serving size as printed) as it is.
    const text = typeof value === 'number' ? tx.number(value) : value;
    return { label: tx.t(label), value: unit && !text.endsWith(unit) ? `${text} ${unit}` : text };
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
    analysis: truncateForShare(nutritionAnalysisText(analysis).trim()),
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
    case 'allergen':
      return [allergenCard(request.productName, request.allergen, tx)];
    case 'nutrition':
      return [nutritionCard(request.productName, request.data, request.analysis, tx)];
    case 'summary':
      return [summaryCard(request.analysis, tx)];
    case 'full':
      if (option === 'summary') return [summaryCard(request.analysis, tx)];
      if (option === 'concerning') return concerningCards(request.analysis, tx);
      return fullCards(request.analysis, tx);
  }
}

/** labellens-card-1.png, labellens-card-2.png, … (files are named with the card number). */
export function shareFileName(index: number): string {
  return `labellens-card-${index + 1}.png`;
}
