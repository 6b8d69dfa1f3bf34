import { resultsText, type ResultsLanguage, type ResultsText } from '../../common/i18n/index';
import {
  ratingKey,
  ratingTone,
  recommendationKey,
  recommendationTone,
  type RatingTone,
} from '../../results/utils/safety-rating';
import { cardTone, watchList } from '../../results/utils/verdict';
import {
  allergenNames,
  listSeparator,
  localScore,
  nutritionAnalysisText,
  personalLine,
  truncateForShare,
} from './share-format';
import type { ShareOption, ShareRequest, ShareType } from './share-model';

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
      return ratingTone(request.allergen.safetyRating);
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
        i.explanation,
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
        a.explanation,
      ];
    }
    case 'nutrition':
      return [
        `${request.productName}: ${t(recommendationKey(request.analysis.recommendation))}`,
        nutritionAnalysisText(request.analysis),
      ];
    case 'summary':
    case 'full': {
      const a = request.analysis;
      const verdict = personalLine(a);
      // The person's verdict leads, as it does on screen; no number when too little is known.
      const headline = [
        verdict ? `${verdict.text}.` : null,
        !a.coverage.enoughKnown
          ? `${a.productName}: ${t('overall.notEnough')}`
          : `${a.productName}: ${t(ratingKey(a.rating))} (${localScore(tx, a.score)}/${tx.number(10)})`,
      ]
        .filter(Boolean)
        .join(' ');
      const concerning = watchList(a.ingredients, a.personal);
      const sep = listSeparator(tx);
      const watch = concerning.map((w) => `${w.ingredient.name} (${t(w.label)})`).join(sep);
      const n = a.ingredients.length;
      if (request.type === 'summary' || option === 'summary') {
        return [headline, tx.plural('text.summary', n, { n })];
      }
      if (option === 'concerning') return [headline, t('text.toWatch', { list: watch })];
      const parts = [tx.plural('text.analysed', n, { n })];
      const { contains, mayContain } = allergenNames(a.allergens);
      if (contains.length > 0) parts.push(`${t('history.contains')} ${contains.join(sep)}.`);
      if (mayContain.length > 0) parts.push(`${t('history.mayContain')} ${mayContain.join(sep)}.`);
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
