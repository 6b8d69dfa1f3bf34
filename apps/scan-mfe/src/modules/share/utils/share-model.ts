import type {
  Allergen,
  ChooseInstead,
  Ingredient,
  NutritionAnalysis,
  NutritionData,
  PersonalVerdict,
  SafetyRating,
  ScanDetail,
  ScanResult,
} from '@labellens/web-api-client';
import type { ResultsTextKey } from '../../common/i18n/en';
import { resultsText, type ResultsLanguage } from '../../common/i18n/index';
import { watchList, type Coverage } from '../../results/utils/verdict';

/** Dialog types of Share Analysis (spec 01 §2). */
export type ShareType = 'full' | 'ingredient' | 'allergen' | 'summary' | 'nutrition';

/** Choices offered for a full analysis. */
export type ShareOption = 'full' | 'summary' | 'concerning';

export interface ShareAnalysis {
  productName: string;
  rating: SafetyRating;
  /** Null when too little is known to score. */
  score: number | null;
  ingredients: Ingredient[];
  allergens: Allergen[];
  /** The person's verdict: shown above the score and counted in "to watch". */
  personal: PersonalVerdict | null;
  /** Below the threshold there is no score on the card either. */
  coverage: Coverage;
  /** "Choose instead" advice (issue 18): its own card after the summary or the watch list. */
  guidance: ChooseInstead[];
}

/** The full analysis of a fresh or a saved scan, as its results show it and as it is shared. */
export function scanAnalysis(scan: ScanResult | ScanDetail, productName: string): ShareAnalysis {
  const { overallSafety } = scan;
  return {
    productName,
    rating: overallSafety.rating,
    score: overallSafety.score,
    ingredients: scan.ingredients,
    allergens: scan.allergens,
    personal: scan.personal,
    coverage: overallSafety,
    guidance: scan.guidance,
  };
}

export type ShareRequest =
  | { type: 'full' | 'summary'; analysis: ShareAnalysis }
  | { type: 'ingredient'; productName: string; ingredient: Ingredient }
  | { type: 'allergen'; productName: string; allergen: Allergen }
  | { type: 'nutrition'; productName: string; data: NutritionData; analysis: NutritionAnalysis };

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
