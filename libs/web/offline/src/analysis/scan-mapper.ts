// The scan result as the server sends it (services/scan/src/scans/dto/scan.mapper.ts), built from
// the library's analysis on the device. The web may not import the service, so the few pure
// mapping functions are repeated here; test/offline-analysis.spec.ts checks that an analysis on
// the device equals the server's for a corpus of lists, so the two cannot drift apart unseen.
import {
  MIN_SCORED_COVERAGE,
  type AllergenFinding,
  type IngredientAnalysis,
  type OverallSafety,
  type PersonalAnalysis,
} from '@labellens/ingredient-analysis';
import type {
  Allergen,
  Ingredient,
  OverallSafety as OverallSafetyDto,
  PersonalVerdict,
} from '@labellens/web-api-client';

type SafetyRating = 'low_risk' | 'moderate' | 'hazardous' | 'unknown';

const RISK_WORDS: Record<SafetyRating, string> = {
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
): Ingredient {
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
  } as Ingredient;
}

export function toAllergenDto(f: AllergenFinding): Allergen {
  return {
    id: f.id,
    name: f.name,
    presence: f.presence,
    sourceStatement: f.sourceStatements.join('; '),
    safetyRating: f.safetyRating,
    safetyScore: f.safetyScore,
    explanation: f.explanation,
    personalizedWarnings: f.personalizedWarnings,
  } as Allergen;
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

export function toPersonalVerdictDto(p: PersonalAnalysis | null): PersonalVerdict | null {
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
