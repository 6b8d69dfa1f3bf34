import type { Allergen, NutritionAnalysis } from '@labellens/web-api-client';
import type { ResultsText } from '../../common/i18n/index';
import { verdictTone } from '../../results/utils/verdict';
import type { SummaryCard } from './share-card-model';
import type { ShareAnalysis } from './share-model';

export const SHARE_TEXT_LIMIT = 200;

/** Cuts analysis text to its first 200 characters plus an ellipsis (spec 01 §5). */
export function truncateForShare(text: string, limit = SHARE_TEXT_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** A score out of 10 in the language's digits (one decimal at most), or a dash when unknown. */
export function localScore(tx: ResultsText, score: number | null): string {
  return score === null ? '–' : tx.number(score, 1);
}

/** List separator of the language ("، " in Arabic and Farsi, "、" in Chinese and Japanese). */
export function listSeparator(tx: ResultsText): string {
  if (tx.dir === 'rtl') return '، ';
  return tx.lang === 'zh' || tx.lang === 'ja' ? '、' : ', ';
}

/** The person's verdict as a line in its tone, or null when there is none. */
export function personalLine(analysis: ShareAnalysis): SummaryCard['verdict'] {
  const tone = verdictTone(analysis.personal);
  return tone && analysis.personal?.headline ? { text: analysis.personal.headline, tone } : null;
}

/**
 * Names of the allergens the product contains, and apart from them those it may contain (traces):
 * a trace is never listed as contained.
 */
export function allergenNames(allergens: readonly Allergen[]): {
  contains: string[];
  mayContain: string[];
} {
  const named = (presence: Allergen['presence']) =>
    allergens.filter((a) => a.presence === presence).map((a) => a.name);
  return { contains: named('contains'), mayContain: named('may-contain') };
}

/** A nutrition share's text: the analysis, else the recommendation's reason, else the package's. */
export function nutritionAnalysisText(analysis: NutritionAnalysis): string {
  return analysis.analysis || analysis.recommendationReason || analysis.wholePackageAnalysis || '';
}
