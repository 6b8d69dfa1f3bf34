import type { ScanDetail, ScanHistoryItem, ScanResult } from '@labellens/contracts';
import {
  hasEnoughCoverage,
  MIN_SCORED_COVERAGE,
  type ChooseInstead,
  type IngredientDto,
  type OverallSafetyDto,
} from '@labellens/ingredient-analysis';
import type { ScanEntity } from '../entities/scan.entity';

// The ingredient, allergen, overall-safety and personal-verdict parts of a scan are mapped by the
// library (ingredient-analysis dto/scan-dto.ts), so the device maps an analysis the same way.
export {
  toAllergenDto,
  toIngredientDto,
  toOverallSafetyDto,
  toPersonalVerdictDto,
  type AllergenDto,
  type IngredientDto,
  type OverallSafetyDto,
  type PersonalVerdictDto,
} from '@labellens/ingredient-analysis';

/**
 * "Choose instead" (issue 18): what to look for on the next label for a moderate or hazardous
 * ingredient or a personal conflict, with the reason and its source. Never a brand.
 */
export type ChooseInsteadDto = ChooseInstead;

/** Current preferences apply to a saved scan: the page re-reads the scan after a change (spec 01 §7). */
export function withPreferences(
  ingredients: IngredientDto[],
  preferences: Map<string, string>,
  key: (name: string) => string,
): IngredientDto[] {
  return ingredients.map((i) => {
    const p =
      preferences.get(key(i.name)) ??
      (i.matchedName ? preferences.get(key(i.matchedName)) : undefined);
    return { ...i, userPreference: p === 'concern' || p === 'allergy' ? p : 'none' };
  });
}

/** The product part of a scan result (the full result's, and a nutrition update's). */
export function toScanProductDto(scan: ScanEntity): ScanResult['product'] {
  return {
    id: scan.id,
    productName: scan.productName,
    containsStatements: scan.containsStatements,
    displayLanguage: scan.displayLanguage,
  };
}

export function toScanResultDto(scan: ScanEntity): ScanResult {
  return {
    product: toScanProductDto(scan),
    ingredients: scan.ingredients,
    overallSafety: overallOf(scan),
    personal: scan.personal ?? null,
    guidance: scan.guidance ?? [],
    allergens: scan.allergens,
    nutrition: { data: scan.nutritionData, analysis: scan.nutritionAnalysis },
  };
}

/**
 * Coverage of a saved scan, from its stored ingredients. The threshold applies on read too, so a
 * scan saved before it existed (a 10 for four made-up words) is shown without a score.
 */
function coverageOf(scan: ScanEntity) {
  const total = scan.ingredients.length;
  const unknown = scan.ingredients.filter((i) => i.safetyRating === 'unknown');
  const recognised = total - unknown.length;
  return {
    recognised,
    total,
    enoughKnown: hasEnoughCoverage(recognised, total),
    unrecognised: [...new Set(unknown.map((i) => i.name))],
  };
}

function scoreOf(scan: ScanEntity, enoughKnown: boolean) {
  return enoughKnown
    ? { score: scan.overallSafetyScore, rating: scan.overallSafetyRating }
    : { score: null, rating: 'unknown' as const };
}

function overallOf(scan: ScanEntity): OverallSafetyDto {
  const c = coverageOf(scan);
  return {
    ...scoreOf(scan, c.enoughKnown),
    coverage: c.total ? Math.round((c.recognised / c.total) * 100) / 100 : 0,
    recognised: c.recognised,
    total: c.total,
    enoughKnown: c.enoughKnown,
    minCoverage: MIN_SCORED_COVERAGE,
    unrecognised: c.unrecognised,
  };
}

export function toScanDetailDto(scan: ScanEntity, ingredients: IngredientDto[]): ScanDetail {
  const overall = overallOf(scan);
  return {
    product: {
      id: scan.id,
      productName: scan.productName,
      scannedAt: scan.scannedAt.toISOString(),
      overallSafetyRating: overall.rating,
      overallSafetyScore: overall.score,
      containsStatements: scan.containsStatements,
      nutritionData: scan.nutritionData,
      nutritionAnalysis: scan.nutritionAnalysis,
      displayLanguage: scan.displayLanguage,
    },
    ingredients,
    allergens: scan.allergens,
    overallSafety: overall,
    personal: scan.personal ?? null,
    guidance: scan.guidance ?? [],
  };
}

/** Contained allergens and traces apart; scans stored before `presence` count as contained. */
function containedAndTraces(scan: ScanEntity): { allergens: string[]; traces: string[] } {
  if (!scan.allergens.some((a) => a.presence === 'may-contain'))
    return { allergens: scan.allergenNames, traces: [] };
  return {
    allergens: scan.allergens.filter((a) => a.presence !== 'may-contain').map((a) => a.name),
    traces: scan.allergens.filter((a) => a.presence === 'may-contain').map((a) => a.name),
  };
}

export function toHistoryItemDto(scan: ScanEntity): ScanHistoryItem {
  const c = coverageOf(scan);
  const { score, rating } = scoreOf(scan, c.enoughKnown);
  return {
    id: scan.id,
    productName: scan.productName,
    ingredientCount: scan.ingredientCount,
    allergenCount: scan.allergenCount,
    overallSafetyScore: score,
    overallSafetyRating: rating,
    ...containedAndTraces(scan),
    scannedAt: scan.scannedAt.toISOString(),
    coverage: { recognised: c.recognised, total: c.total, enoughKnown: c.enoughKnown },
    personal: scan.personal ?? null,
    displayLanguage: scan.displayLanguage,
  };
}
