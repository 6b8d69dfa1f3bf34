import type {
  Allergen,
  ExtractIngredientsResponse,
  Ingredient,
  OverallSafety,
  SafetyRating,
  ScanDetail,
  ScanHistoryItem,
  ScanResult,
} from '@labellens/web-api-client';

/** The server's words and scores for each rating (ingredient-analysis dto/scan-dto.ts). */
const RISK_WORDS: Record<SafetyRating, string> = {
  low_risk: 'low',
  moderate: 'medium',
  hazardous: 'high',
  unknown: 'unknown',
};
const SCORES: Record<SafetyRating, number | null> = {
  low_risk: 8,
  moderate: 5,
  hazardous: 2,
  unknown: null,
};

/**
 * One analysed ingredient as the server sends it: recognised by the knowledge base, with nothing
 * to say about it. The fields that follow from the rating (`safe`, `riskLevel`, `safetyScore`,
 * and the match of an unknown one) follow the rating given.
 */
export function anIngredient(overrides: Partial<Ingredient> = {}): Ingredient {
  const name = overrides.name ?? 'sugar';
  const safetyRating = overrides.safetyRating ?? 'low_risk';
  const known = safetyRating !== 'unknown';
  return {
    id: 1,
    name,
    safetyRating,
    safe: safetyRating === 'low_risk',
    riskLevel: RISK_WORDS[safetyRating],
    safetyScore: SCORES[safetyRating],
    explanation: '',
    concerns: [],
    potentialRisks: 'None identified',
    allergens: 'None',
    personalRisk: 'None',
    personalRiskLevel: 'none',
    userPreference: 'none',
    matchedName: known ? name : null,
    matchedId: known ? name : null,
    additive: null,
    sources: [],
    percent: null,
    parent: null,
    explanationSource: 'knowledge-base',
    aiEstimate: null,
    ...overrides,
  };
}

/** An allergen the product contains, found in its ingredient list. */
export function anAllergen(overrides: Partial<Allergen> = {}): Allergen {
  const name = overrides.name ?? 'milk';
  return {
    id: name.toLowerCase(),
    name,
    presence: 'contains',
    sourceStatement: '',
    safetyRating: 'moderate',
    safetyScore: 5,
    explanation: '',
    personalizedWarnings: [],
    ...overrides,
  };
}

/** The overall safety of a list whose every ingredient was recognised. */
export function anOverallSafety(overrides: Partial<OverallSafety> = {}): OverallSafety {
  return {
    score: 8,
    rating: 'low_risk',
    coverage: 1,
    recognised: 1,
    total: 1,
    enoughKnown: true,
    minCoverage: 0.6,
    unrecognised: [],
    ...overrides,
  };
}

/** POST /api/scan (and the stream's complete event) for one low-risk ingredient, in English. */
export function aScanResult(overrides: Partial<ScanResult> = {}): ScanResult {
  return {
    product: {
      id: '7d1f9a52-3c4b-4e8f-a6d2-5b9c0e1f2a3b',
      productName: 'Oat Cookies',
      containsStatements: [],
      displayLanguage: 'en',
    },
    ingredients: [anIngredient()],
    overallSafety: anOverallSafety(),
    personal: null,
    guidance: [],
    allergens: [],
    nutrition: { data: null, analysis: null },
    ...overrides,
  };
}

/**
 * GET /api/scan/{id}: a saved scan; its product's rating and score are those of the overall safety
 * given.
 */
export function aScanDetail(
  overrides: Omit<Partial<ScanDetail>, 'product'> & {
    product?: Partial<ScanDetail['product']>;
  } = {},
): ScanDetail {
  const { product, ...rest } = overrides;
  const overallSafety = rest.overallSafety ?? anOverallSafety();
  return {
    ingredients: [anIngredient()],
    allergens: [],
    overallSafety,
    personal: null,
    guidance: [],
    ...rest,
    product: {
      id: '7d1f9a52-3c4b-4e8f-a6d2-5b9c0e1f2a3b',
      productName: 'Oat Cookies',
      scannedAt: '2026-03-01T09:30:00.000Z',
      overallSafetyRating: overallSafety.rating,
      overallSafetyScore: overallSafety.score,
      containsStatements: [],
      nutritionData: null,
      nutritionAnalysis: null,
      displayLanguage: 'en',
      ...product,
    },
  };
}

/** One row of GET /api/scan-history: a scored product without allergens, in English. */
export function aHistoryItem(overrides: Partial<ScanHistoryItem> = {}): ScanHistoryItem {
  return {
    id: '7d1f9a52-3c4b-4e8f-a6d2-5b9c0e1f2a3b',
    productName: 'Oat Cookies',
    ingredientCount: 4,
    allergenCount: 0,
    overallSafetyScore: 8,
    overallSafetyRating: 'low_risk',
    allergens: [],
    traces: [],
    scannedAt: '2026-03-01T09:30:00.000Z',
    coverage: { recognised: 4, total: 4, enoughKnown: true },
    personal: null,
    displayLanguage: 'en',
    ...overrides,
  };
}

/** POST /api/extract-ingredients of a photo in which a list was read, every word with confidence. */
export function anExtraction(
  overrides: Partial<ExtractIngredientsResponse> = {},
): ExtractIngredientsResponse {
  return {
    ingredients: ['oat flour', 'sugar'],
    productName: null,
    containsStatements: [],
    allergens: [],
    uncertainWords: [],
    hint: null,
    ...overrides,
  };
}
