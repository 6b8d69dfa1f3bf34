import { median, type OcrPage } from '../ocr/ocr-engine';
import type { IngredientSection } from './ingredient-section';
import { isStatementStart, isStopLine } from './label-lexicon';

/**
 * A word the engine was unsure of (0–100): a logo or a bent title read as `AunarurA` (3) or
 * `panne` (39). A name holding one is no name: none is shown rather than a guess.
 */
const NAME_WORD_MIN_CONFIDENCE = 50;

/** Whether every word of three letters or more in the line was read with some confidence. */
function readsSurely(line: OcrPage['lines'][number]): boolean {
  return (line.words ?? []).every(
    (w) => (w.text.match(/\p{L}/gu)?.length ?? 0) < 3 || w.confidence >= NAME_WORD_MIN_CONFIDENCE,
  );
}

/** A badge in large type (`NEU`, `Nouveau`, `Aktion`, `Family pack`) is no product name. */
const BADGE =
  /^\W*(?:new|neu|nouveau|nouvelle|nuovo|nuova|nuevo|nueva|nowo[śs][ćc]|nieuw|novo|nova|aktion|promo(?:tion)?|angebot|offre|offerta|oferta|family\s*pa[cdk]k?|maxi|xxl|sale)\W*$/iu;

/** A web or e-mail address (`www.example.com`, `info@…`) is no product name either. */
const ADDRESS = /@|\bwww\b|\.(?:com|net|org|ch|de|fr|it|es|pl|at|eu|co\.uk)\b/iu;

/** A name has a word of four letters or more: `rom` or `Ha ep` is a fragment, not a name. */
const NAME_WORD = /\p{L}{4,}/u;

/**
 * The product name: the largest type above the list (or anywhere when there is no list), if it is
 * clearly larger than the body text and reads as words; consecutive lines of that size join. A
 * line with a word the engine was unsure of is passed over.
 */
export function guessProductName(page: OcrPage, section: IngredientSection | null): string | null {
  const lines = page.lines;
  // A line running off the photo's edge is cut (`Akti` of a badge `Aktion`): no whole name.
  const margin = 0.005 * Math.max(page.width, page.height);
  const cut = (l: OcrPage['lines'][number]) =>
    l.box.x <= margin ||
    l.box.y <= margin ||
    l.box.x + l.box.w >= page.width - margin ||
    l.box.y + l.box.h >= page.height - margin;
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
    if (!readsSurely(l) || BADGE.test(l.text) || ADDRESS.test(l.text) || cut(l)) continue;
    if (best < 0 || l.height > lines[best].height) best = i;
  }
  if (best < 0 || lines[best].height < 1.25 * body) return null;
  const parts = [lines[best].text];
  for (let j = best + 1; j < limit; j++) {
    const l = lines[j];
    if (
      l.block !== lines[best].block ||
      Math.abs(l.height - lines[best].height) > 0.15 * lines[best].height ||
      !readsSurely(l)
    )
      break;
    parts.push(l.text);
  }
  const name = parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\d]+|[^\p{L}\d)!%]+$/gu, '')
    .trim();
  return NAME_WORD.test(name) ? name : null;
}
