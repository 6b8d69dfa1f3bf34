import { loadKnowledgeBase, parseIngredientList } from '@labellens/ingredient-analysis';
import type { OcrLine } from '../ocr/ocr-engine';
import { HEADER_WORDS, headerWord } from './label-lexicon';

/** An ingredient header found on the page, and where its list begins. */
export interface HeaderHit {
  line: number;
  /** Offset in the line's text where the list begins (after the colon). */
  start: number;
  printed: string;
  word: string;
}

const TOKEN = /[\p{L}|!10]+/gu;

/** The first ingredient header on the page: `Ingredients:`, `INGRÉDIENTS :`, or a header alone on its line. */
export function findHeader(lines: OcrLine[]): HeaderHit | null {
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].text;
    TOKEN.lastIndex = 0;
    let first = true;
    for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
      const after = text.slice(m.index + m[0].length);
      // `Zutaten/Ingrédients` on a multilingual pack: the second header word ends the header.
      const pair = /^\s*\/\s*([\p{L}\p{M}]+)\s*[:：;!|]?/u.exec(after);
      // A note in brackets (`Zutaten (pro 100 g):`) or a batch code printed between the header
      // and its colon (`INGREDIENTS 10-1.05:`) still leaves a header.
      const colon =
        /^\s*(?:\([^)]{0,20}\)|\d[\d.,/-]{0,11})?\s*[:：;]/.exec(after) ??
        // At a line start a colon read as a full stop (`Zutaten. Zucker`) still ends a header.
        (first && m.index <= 2 ? /^\s*\.(?=\s*\p{L})/u.exec(after) : null) ??
        (pair && headerWord(pair[1], false) ? pair : null);
      const alone = first && /^\W*$/.test(after);
      const lineStart = first && m.index <= 2;
      first = false;
      if (!colon && !alone) continue;
      const word = headerWord(m[0], !colon, lineStart);
      if (!word) continue;
      return {
        line: i,
        start: m.index + m[0].length + (colon ? colon[0].length : after.length),
        printed: m[0],
        word,
      };
    }
  }
  return null;
}

/** Language of a list from its header; ambiguous headers are settled by the words of the list. */
export function languageOf(hit: HeaderHit | null, listText: string): string | undefined {
  const guessed = (): string | undefined => {
    const parsed = parseIngredientList(listText, loadKnowledgeBase());
    return parsed.languageSource === 'guessed' ? parsed.language : undefined;
  };
  if (!hit) return guessed();
  const langs = HEADER_WORDS[hit.word] ?? [];
  if (hit.word === 'ingredients') return /[éÉ]/.test(hit.printed) ? 'fr' : (guessed() ?? 'en');
  if (langs.length === 1) return langs[0];
  const g = guessed();
  return g && langs.includes(g) ? g : langs[0];
}
