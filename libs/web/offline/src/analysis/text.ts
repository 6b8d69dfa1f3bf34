// The input of an analysis on the device, and the text analysed (no library import: the page
// loads this, the worker does the analysis).
import type { IngredientPreference, UserProfile } from '@labellens/ingredient-analysis';

export interface OfflineAnalysisInput {
  /** The person's ingredients text, parsed by the engine as the server parses it. */
  ingredients: string;
  containsStatements: string[];
  /** Display language code (`en`, `fr`). */
  displayLanguage: string;
  productName: string | null;
}

export interface OfflinePersonal {
  profile: UserProfile | null;
  preferences: IngredientPreference[];
}

/** The text analysed, as the server composes it: the list, then the statements. */
export function analysedText(
  input: Pick<OfflineAnalysisInput, 'ingredients' | 'containsStatements'>,
): string {
  return [input.ingredients.trim(), ...input.containsStatements].filter(Boolean).join('. ');
}
