// The engine's analysis as the scan result shows it (spec 01 §3): one ingredient, allergen,
// overall safety and personal verdict. Pure, so the scan service (services/scan/src/scans/dto/
// scan.mapper.ts) and the device (libs/web/offline) map an analysis the same way.
import { MIN_SCORED_COVERAGE } from '../analysis/overall';
import type { RiskLevel } from '../rating/rater';
import type {
  AllergenFinding,
  IngredientAnalysis,
  OverallSafety,
  PersonalAnalysis,
} from '../types';

export type UserPreferenceValue = 'none' | 'concern' | 'allergy';

/** An opinion of the language model on an ingredient the knowledge base does not know. Never a rating. */
export interface AiEstimateDto {
  label: 'AI-estimated';
  riskLevel: 'low_risk' | 'moderate' | 'hazardous';
  reason: string;
  model: string;
}

/** Spec 01 §3 "Ingredient", plus where the rating comes from. */
export interface IngredientDto {
  id: number;
  name: string;
  safetyRating: RiskLevel;
  safe: boolean;
  /** low / medium / high / unknown. */
  riskLevel: string;
  /** 0–10 from the knowledge base; null when the ingredient is not recognised. */
  safetyScore: number | null;
  explanation: string;
  concerns: string[];
  potentialRisks: string;
  /** Allergen names, comma-separated, or None. */
  allergens: string;
  /** What concerns this person about it, or None. */
  personalRisk: string;
  personalRiskLevel: 'none' | 'moderate' | 'high';
  userPreference: UserPreferenceValue;
  matchedName: string | null;
  matchedId: string | null;
  additive: string | null;
  sources: string[];
  percent: number | null;
  parent: string | null;
  /** `knowledge-base`, or `ai` once the language model rewrote the explanation in plain language. */
  explanationSource: 'knowledge-base' | 'ai';
  aiEstimate: AiEstimateDto | null;
}

/** Spec 01 §3 "Allergen". */
export interface AllergenDto {
  id: string;
  name: string;
  presence: 'contains' | 'may-contain';
  sourceStatement: string;
  safetyRating: AllergenFinding['safetyRating'];
  safetyScore: number;
  explanation: string;
  personalizedWarnings: string[];
}

export interface OverallSafetyDto {
  /** Null when no score can be given: too few ingredients recognised (`enoughKnown: false`). */
  score: number | null;
  rating: RiskLevel;
  /** Share of the ingredients the knowledge base recognised (0–1). */
  coverage: number;
  /** The score rests on `recognised` of `total` ingredients. */
  recognised: number;
  total: number;
  /** False below `minCoverage`: "Not enough known to score", never a number. */
  enoughKnown: boolean;
  minCoverage: number;
  /** Printed names the knowledge base did not recognise, for the person to correct. */
  unrecognised: string[];
}

/**
 * The personal verdict of one scan for the person who made it, as it was when scanned: the
 * headline above the score (`Not for you: contains milk (your allergy)`) and the ingredients
 * behind it. Null when the person had no profile and no marked ingredients.
 */
export interface PersonalVerdictDto {
  verdict: 'avoid' | 'caution' | 'ok';
  headline: string | null;
  reasons: { type: string; severity: 'high' | 'moderate'; text: string; ingredients: string[] }[];
  ingredients: string[];
}

const RISK_WORDS: Record<RiskLevel, string> = {
  low_risk: 'low',
  moderate: 'medium',
  hazardous: 'high',
  unknown: 'unknown',
};
const NONE = 'None';

export function toIngredientDto(
  a: IngredientAnalysis,
  index: number,
  allergenNames: Map<string, string>,
): IngredientDto {
  const rating = a.riskLevel;
  const concerns = a.concerns.filter((c) => c.trim().length > 0);
  const allergens = a.allergens.map((id) => allergenNames.get(id) ?? id);
  return {
    id: index + 1,
    name: a.name,
    safetyRating: rating,
    safe: rating === 'low_risk',
    riskLevel: RISK_WORDS[rating],
    safetyScore: a.safetyScore,
    explanation: a.explanation,
    concerns,
    potentialRisks: concerns.length > 0 ? concerns.join('; ') : 'None identified',
    allergens: allergens.length > 0 ? allergens.join(', ') : NONE,
    personalRisk: a.personalAlerts.length > 0 ? a.personalAlerts.join(' ') : NONE,
    personalRiskLevel: a.personalRisk,
    userPreference:
      a.userPreference === 'concern' || a.userPreference === 'allergy' ? a.userPreference : 'none',
    matchedName: a.matched,
    matchedId: a.matchedId,
    additive: a.additive,
    sources: a.sources,
    percent: a.percent,
    parent: a.parent,
    explanationSource: 'knowledge-base',
    aiEstimate: null,
  };
}

export function toAllergenDto(f: AllergenFinding): AllergenDto {
  return {
    id: f.id,
    name: f.name,
    presence: f.presence,
    sourceStatement: f.sourceStatements.join('; '),
    safetyRating: f.safetyRating,
    safetyScore: f.safetyScore,
    explanation: f.explanation,
    personalizedWarnings: f.personalizedWarnings,
  };
}

export function toOverallSafetyDto(o: OverallSafety): OverallSafetyDto {
  return {
    score: o.score,
    rating: o.rating,
    coverage: o.coverage,
    recognised: o.recognised,
    total: o.total,
    enoughKnown: o.enoughKnown,
    minCoverage: MIN_SCORED_COVERAGE,
    unrecognised: o.unrecognised,
  };
}

export function toPersonalVerdictDto(p: PersonalAnalysis | null): PersonalVerdictDto | null {
  if (!p) return null;
  return {
    verdict: p.verdict,
    headline: p.headline?.text ?? null,
    reasons: (p.headline?.reasons ?? []).map((r) => ({
      type: r.type,
      severity: r.severity,
      text: r.text,
      ingredients: r.ingredients,
    })),
    ingredients: p.headline?.ingredients ?? [],
  };
}
