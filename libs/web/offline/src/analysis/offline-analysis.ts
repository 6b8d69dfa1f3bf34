// The analysis of one list on the device (issue 17): the same library, knowledge base and steps
// as the server's ScanAnalyzer (services/scan/src/scans/scan-analysis.service.ts), giving the
// scan result the server would send, mapped by the library's DTO mapping the service uses too
// (ingredient-analysis dto/scan-dto.ts). Pure: runs in the analysis worker and in Node (tests).
import {
  iterateIngredientAnalysis,
  KnowledgeBase,
  resolveLanguage,
  toAllergenDto,
  toIngredientDto,
  toOverallSafetyDto,
  toPersonalVerdictDto,
  type RawKnowledgeBase,
} from '@labellens/ingredient-analysis';
import type { Ingredient, ScanResult } from '@labellens/web-api-client';
import { analysedText, type OfflineAnalysisInput, type OfflinePersonal } from './text';

export type { OfflineAnalysisInput, OfflinePersonal };

/** A knowledge base from the downloaded asset (indexes built here, in a few hundred ms). */
export function knowledgeBaseFrom(raw: RawKnowledgeBase): KnowledgeBase {
  return new KnowledgeBase(raw, null);
}

export function analyseOffline(
  kb: KnowledgeBase,
  input: OfflineAnalysisInput,
  personal: OfflinePersonal,
  id: string,
): ScanResult {
  const display = resolveLanguage(input.displayLanguage).display;
  const allergenNames = new Map(
    kb.allergens.map((a) => [a.id, (a.names[display] ?? a.names.en ?? a.id).toLowerCase()]),
  );
  const iterator = iterateIngredientAnalysis(analysedText(input), {
    displayLanguage: display,
    profile: personal.profile,
    preferences: personal.preferences,
    kb,
  });
  const ingredients: Ingredient[] = [];
  for (;;) {
    const step = iterator.next();
    if (step.done) {
      const result = step.value;
      return {
        product: {
          id,
          productName: input.productName,
          containsStatements: input.containsStatements,
          displayLanguage: display,
        },
        ingredients,
        overallSafety: toOverallSafetyDto(result.overallSafety),
        personal: toPersonalVerdictDto(result.personal),
        guidance: result.guidance,
        allergens: result.allergenFindings.map(toAllergenDto),
        nutrition: { data: null, analysis: null },
      };
    }
    ingredients.push(toIngredientDto(step.value, ingredients.length, allergenNames));
  }
}
