import type { Allergen, NutritionAnalysis } from '@labellens/web-api-client';
import { en, type ResultsTextKey } from '../../common/i18n/en';
import type { ResultsText } from '../../common/i18n/index';
import { ratingTone, type RatingTone } from '../../results/utils/safety-rating';
import { verdictTone } from '../../results/utils/verdict';
import type { SummaryCard } from './share-card-model';
import type { ShareAnalysis } from './share-model';

export const SHARE_TEXT_LIMIT = 200;

/** Cuts analysis text to its first 200 characters plus an ellipsis (spec 01 §5). */
export function truncateForShare(text: string, limit = SHARE_TEXT_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** A score out of 10 in the language's digits (one decimal at most), or a dash when unknown. */
export function localScore(tx: ResultsText, score: number | null | undefined): string {
  const n = scoreNumber(score);
  return n === null ? '–' : tx.number(n, 1);
}

/** Scores are numbers in the API; a numeric text (older stored scans) is read as one too. */
export function scoreNumber(score: number | string | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isFinite(Number(score))) return null;
  return Number(score);
}

/** List separator of the language ("، " in Arabic and Farsi, "、" in Chinese and Japanese). */
export function listSeparator(tx: ResultsText): string {
  if (tx.dir === 'rtl') return '، ';
  return tx.lang === 'zh' || tx.lang === 'ja' ? '、' : ', ';
}

/** English label of the watch list ("Not for you", "High Risk") → the display language's. */
export function localLabel(tx: ResultsText, label: string): string {
  const key = (Object.keys(en) as ResultsTextKey[]).find(
    (k) => (k.startsWith('badge.') || k.startsWith('risk.')) && en[k] === label,
  );
  return key ? tx.t(key) : label;
}

/** Too little is known to score the product: the share carries no score either. */
export function unscored(analysis: ShareAnalysis): boolean {
  return analysis.coverage ? !analysis.coverage.enoughKnown : false;
}

/** The person's verdict as a line in its tone, or null when there is none. */
export function personalLine(analysis: ShareAnalysis): SummaryCard['verdict'] {
  const tone = verdictTone(analysis.personal);
  return tone && analysis.personal?.headline ? { text: analysis.personal.headline, tone } : null;
}

/** Allergens the product contains; scans stored before `presence` count as contained. */
export function contained(allergens: readonly Allergen[]): Allergen[] {
  return allergens.filter((a) => a.presence !== 'may-contain');
}

/** Allergens the product may contain (traces). */
export function traces(allergens: readonly Allergen[]): Allergen[] {
  return allergens.filter((a) => a.presence === 'may-contain');
}

/** An allergen's tone; "safe" reads as low risk. */
export function allergenTone(allergen: Allergen): RatingTone {
  return ratingTone(allergen.safetyRating === 'safe' ? 'low_risk' : allergen.safetyRating);
}

/** A nutrition share's text: the analysis, else the recommendation's reason, else the package's. */
export function nutritionAnalysisText(analysis: NutritionAnalysis): string {
  return analysis.analysis || analysis.recommendationReason || analysis.wholePackageAnalysis || '';
}
