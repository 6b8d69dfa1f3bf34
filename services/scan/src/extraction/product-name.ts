import { median, type OcrPage } from '../ocr/ocr-engine';
import type { IngredientSection } from './ingredient-section';
import { isStatementStart, isStopLine } from './label-lexicon';

/**
 * The product name: the largest type above the list (or anywhere when there is no list), if it is
 * clearly larger than the body text and reads as words; consecutive lines of that size join.
 */
export function guessProductName(page: OcrPage, section: IngredientSection | null): string | null {
  const lines = page.lines;
  const limit = section && section.header !== null ? section.lines[0] : lines.length;
  const exclude = new Set(section?.lines ?? []);
  const body = median(lines.map((l) => l.height));
  let best = -1;
  for (let i = 0; i < limit; i++) {
    if (exclude.has(i)) continue;
    const l = lines[i];
    const letters = l.text.match(/\p{L}/gu)?.length ?? 0;
    if (letters < 3 || letters / l.text.replace(/\s/g, '').length < 0.6) continue;
    if (isStopLine(l.text) || isStatementStart(l.text) || l.confidence < 40) continue;
    if (best < 0 || l.height > lines[best].height) best = i;
  }
  if (best < 0 || lines[best].height < 1.25 * body) return null;
  const parts = [lines[best].text];
  for (let j = best + 1; j < limit; j++) {
    const l = lines[j];
    if (
      l.block !== lines[best].block ||
      Math.abs(l.height - lines[best].height) > 0.15 * lines[best].height
    )
      break;
    parts.push(l.text);
  }
  const name = parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\d]+|[^\p{L}\d)!%]+$/gu, '')
    .trim();
  return name.length >= 2 ? name : null;
}
