import { DISPLAY_LANGUAGE_NAMES } from '@labellens/contracts/vocabulary';

/**
 * Whether the ingredients text names anything (not only commas and spaces). The text itself goes
 * to the analysis as typed: the engine parses it (a deviation from spec 01 §5's comma split, see
 * the README's design notes).
 */
export function hasIngredientText(text: string): boolean {
  return /[^\s,]/.test(text);
}

/** Extra allergen text is split on periods. */
export function parseAllergenText(text: string): string[] {
  return text
    .split('.')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Extraction statements and typed statements merged, without duplicates. */
export function mergeStatements(...lists: (readonly string[] | undefined)[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const item of lists.flatMap((l) => l ?? [])) {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    merged.push(item.trim());
  }
  return merged;
}

/** Trimmed product name, or undefined when empty (it is then omitted from the request). */
export function cleanProductName(name: string): string | undefined {
  const trimmed = name.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** "Success! Found N ingredients (and M allergy statement(s)) from the image". */
export function extractionSuccessText(ingredients: number, statements: number): string {
  const allergyPart =
    statements > 0
      ? ` and ${statements} allergy ${statements === 1 ? 'statement' : 'statements'}`
      : '';
  return `Found ${ingredients} ingredients${allergyPart} from the image`;
}

/** The select's language names, in its order. */
export const DISPLAY_LANGUAGES = Object.values(DISPLAY_LANGUAGE_NAMES);

/**
 * Adds a streamed item, or replaces the one with the same id: AI enrichment re-sends an ingredient
 * with its plain-language explanation under the id it already has.
 */
export function upsertById<T extends { id: unknown }>(items: T[], item: T): T[] {
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index < 0) return [...items, item];
  const next = items.slice();
  next[index] = item;
  return next;
}

/**
 * The ingredient list with a misread name replaced wherever it stands as a whole name or word
 * (also inside a compound's brackets); null when the list does not hold it.
 */
export function replaceIngredient(text: string, from: string, to: string): string | null {
  const name = from.trim();
  if (!name) return null;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'giu',
  );
  if (!pattern.test(text)) return null;
  pattern.lastIndex = 0;
  return text.replace(pattern, () => to.trim());
}
