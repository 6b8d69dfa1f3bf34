// The input of an analysis on the device, and the text analysed (no library import: the page
// loads this, the worker does the analysis).
import type { IngredientPreference, UserProfile } from '@labellens/ingredient-analysis';

export interface OfflineAnalysisInput {
  /** The list as the page split it on commas (joined back, as the server does). */
  ingredients: string[];
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
  const list = input.ingredients.join(', ');
  return [list, ...input.containsStatements].filter(Boolean).join('. ');
}
