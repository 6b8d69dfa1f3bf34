import { analyzeIngredients } from '@labellens/ingredient-analysis';
import type { OcrPage } from '../ocr/ocr-engine';
import { uncertainWords, type IngredientSection } from './ingredient-section';
import { repairLetterConfusions, repairStatementConfusions } from './letter-confusions';

/** Spec 01 §3 "Extract-ingredients response". */
export interface ExtractIngredientsResponseDto {
  ingredients: string[];
  productName: string | null;
  /** Allergen statements as printed (`Contains: milk, soya`, `May contain nuts`). */
  containsStatements: string[];
  /** Declared allergens (from the ingredients and the `contains` statements), English names. */
  allergens: string[];
  /** Words of the list read with low confidence, as printed in `ingredients`: to be checked. */
  uncertainWords: string[];
  /**
   * Why no list was found, when none was: `no-text` (nothing legible), `blurry` (hold steady),
   * `too-small` (move closer), `glare` (tilt away from the light), `no-list` (text, but no
   * ingredient list in it).
   */
  hint: ReadingHint | null;
}

export type ReadingHint = 'no-text' | 'blurry' | 'too-small' | 'glare' | 'no-list';

export type ExtractionMode = 'ingredients' | 'nutrition';

export interface ExtractionMeta {
  engine: string;
  /** Languages of each OCR pass (`eng`, then `pol` for a Polish list). */
  passes: string[];
  labelLanguage: string | null;
}

export function pageText(page: OcrPage): string {
  return page.lines.map((l) => l.text).join('\n');
}

/** Declared allergens the analysis finds in the extracted list and statements, by English name. */
function declaredAllergens(section: IngredientSection): string[] {
  if (section.items.length === 0 && section.statements.length === 0) return [];
  const text = [section.items.join(', '), ...section.statements].join('. ');
  const result = analyzeIngredients(text, { lang: section.lang, displayLanguage: 'en' });
  return result.allergenFindings.filter((f) => f.presence === 'contains').map((f) => f.name);
}

export function resultOf(
  page: OcrPage,
  read: IngredientSection | null,
  productName: string | null,
  hint: ReadingHint | null = read ? null : 'no-list',
): ExtractIngredientsResponseDto {
  const section = read && {
    ...read,
    items: repairLetterConfusions(read.items, read.lang),
    statements: repairStatementConfusions(read.statements, read.lang),
  };
  return {
    ingredients: section?.items ?? [],
    productName,
    containsStatements: section?.statements ?? [],
    allergens: section ? declaredAllergens(section) : [],
    uncertainWords: section ? uncertainWords(page, section) : [],
    hint: section && section.items.length > 0 ? null : hint,
  };
}
