import type { ExtractIngredientsResponse, ExtractionHint } from '@labellens/contracts';
import { analyzeIngredients } from '@labellens/ingredient-analysis';
import type { OcrPage } from '../ocr/ocr-engine';
import { uncertainWords, type IngredientSection } from './ingredient-section';
import {
  repairedUncertainWords,
  repairLetterConfusions,
  repairStatementConfusions,
} from './letter-confusions';

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
  hint: ExtractionHint | null = read ? null : 'no-list',
): ExtractIngredientsResponse {
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
    // Found in the texts as read, then carried over to the repaired spelling.
    uncertainWords:
      read && section
        ? repairedUncertainWords(
            uncertainWords(page, read),
            [...read.items, ...read.statements],
            [...section.items, ...section.statements],
          )
        : [],
    hint: section && section.items.length > 0 ? null : hint,
  };
}
