import {
  analyzeIngredients,
  parseIngredientList,
  loadKnowledgeBase,
} from '@labellens/ingredient-analysis';
import { median, type OcrLine, type OcrPage } from '../ocr/ocr-engine';
import { fold, HEADER_WORDS, headerWord, isStatementStart, isStopLine } from './label-lexicon';

/** The ingredient list found among the other text of a pack. */
export interface IngredientSection {
  /** Header as printed (`Zutaten`), null when the list was recognised without one. */
  header: string | null;
  /** ISO 639-1 language of the list (from its header or its words), when known. */
  lang: string | undefined;
  /** Other languages the header could be (`Ingredientes`: es or pt). */
  langCandidates: string[];
  /** Top-level ingredients as printed: `milk chocolate (sugar, cocoa butter) 30%`. */
  items: string[];
  /** Allergen statements as printed: `Contains: milk, soya`, `May contain nuts`. */
  statements: string[];
  /** Indexes of the page lines the section came from. */
  lines: number[];
}

interface HeaderHit {
  line: number;
  /** Offset in the line's text where the list begins (after the colon). */
  start: number;
  printed: string;
  word: string;
}

const TOKEN = /[\p{L}|!10]+/gu;

/** The first ingredient header on the page: `Ingredients:`, `INGRÉDIENTS :`, or a header alone on its line. */
function findHeader(lines: OcrLine[]): HeaderHit | null {
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].text;
    TOKEN.lastIndex = 0;
    let first = true;
    for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
      const after = text.slice(m.index + m[0].length);
      // `Zutaten/Ingrédients` on a multilingual pack: the second header word ends the header.
      const pair = /^\s*\/\s*([\p{L}\p{M}]+)\s*[:：;!|]?/u.exec(after);
      const colon =
        /^\s*(?:\([^)]{0,20}\))?\s*[:：;]/.exec(after) ??
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
function languageOf(hit: HeaderHit | null, listText: string): string | undefined {
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

/** Whether the next line still belongs to the list: same paragraph, or an unfinished sentence that wraps. */
function continues(prev: OcrLine, next: OcrLine, gathered: string): boolean {
  if (isStopLine(next.text) || findHeader([next])) return false;
  const sentenceEnded = /[.!]\s*$/.test(gathered);
  if (sentenceEnded && !isStatementStart(next.text)) return false;
  if (next.block === prev.block) return true;
  if (sentenceEnded) return false;
  const gap = next.box.y - (prev.box.y + prev.box.h);
  const ratio = next.height / Math.max(1, prev.height);
  // A list cut after a comma or inside brackets goes on (word boxes of a skewed photo vary in height).
  const open =
    /[,;(]\s*$/.test(gathered) ||
    (gathered.match(/\(/g)?.length ?? 0) > (gathered.match(/\)/g)?.length ?? 0);
  if (open) return gap < 2.5 * Math.max(prev.height, next.height) && ratio > 0.5 && ratio < 2;
  return gap < 2 * Math.max(prev.height, next.height) && ratio > 0.6 && ratio < 1.7;
}

/**
 * Bullets between items (`Oat flakes 40% • Sugar • Salt`, or `*`/`-` standing alone between
 * spaces): separators like commas. A marker stuck to a word (`Reis*`) is not a bullet.
 */
const BULLET = /\s[•·●▪◦*‣-]\s/g;

/** Splits at top-level commas and semicolons; an unclosed bracket from OCR does not swallow the rest. */
export function splitTopLevel(text: string): string[] {
  // A list set as bullets has more bullets than commas.
  const bullets = text.match(BULLET)?.length ?? 0;
  const list =
    bullets >= 2 && bullets > (text.match(/,/g)?.length ?? 0) ? text.replace(BULLET, ', ') : text;
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    // `sugar. salt`: OCR read a comma as a full stop.
    const misreadComma = c === '.' && depth === 0 && /^\s+\p{Ll}/u.test(list.slice(i + 1));
    // `13,6%`: a decimal comma, not a separator.
    const decimal = c === ',' && /\d/.test(list[i - 1] ?? '') && /\d/.test(list[i + 1] ?? '');
    if (depth === 0 && !decimal && (c === ',' || c === ';' || misreadComma)) {
      items.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  items.push(current);
  const tidy = items.map(tidyItem).filter((s) => s.length > 0);
  // An unbalanced `(` kept everything after it in one item: split that one ignoring brackets.
  return tidy.flatMap((item) =>
    item.length > 150 && (item.match(/\(/g)?.length ?? 0) > (item.match(/\)/g)?.length ?? 0)
      ? item.split(/[,;]/).map(tidyItem).filter(Boolean)
      : [item],
  );
}

function tidyItem(item: string): string {
  return item
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+([,;])/g, '$1')
    .replace(/^[\s.:;*•!|-]+|[\s.;*•|]+$/g, '')
    .trim();
}

/** Where the list ends inside the gathered text: at a full stop before a new sentence, or at a statement. */
function listEnd(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    if (c === '.' && !(/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))) {
      const rest = text.slice(i + 1);
      if (/^\s*$/.test(rest) || /^\s+\p{Lu}/u.test(rest) || isStatementStart(rest)) return i;
    }
    // A footnote after the list: `Reis* 93%, Wasser *aus biologischer Landwirtschaft`. The
    // marker stands before a lower-case word, where an ingredient's own marker follows its name.
    if (c === ' ' && /^[*‘'“"°]+\s?\p{Ll}{2,}/u.test(text.slice(i + 1))) return i;
    // Another section of the pack begins mid-line: `…, Zucker Lagerung: kühl und trocken`.
    if (c === ' ' && /^\p{Lu}\p{L}+\s*:/u.test(text.slice(i + 1)) && isStopLine(text.slice(i + 1)))
      return i;
    // A statement right after the list when OCR lost the full stop: `…, salt Contains: milk`.
    if (
      (c === ' ' || c === ',') &&
      /^\s*\p{Lu}/u.test(text.slice(i + 1)) &&
      isStatementStart(text.slice(i + 1))
    )
      return i;
  }
  return text.length;
}

/** Sentences of the text after the list, kept while they are allergen statements. */
function statementsIn(rest: string): string[] {
  const out: string[] = [];
  const sentences = rest.split(/(?<!\d)\.(?!\d)|\n/);
  for (const raw of sentences) {
    const s = raw.replace(/\s+/g, ' ').trim();
    if (!s) continue;
    if (!isStatementStart(s)) break;
    out.push(s.replace(/[\s.;,]+$/, ''));
  }
  return out;
}

function joinLines(parts: string[]): string {
  return (
    parts
      .join('\n')
      .replace(/[{[]/g, '(')
      .replace(/[}\]]/g, ')')
      // A word broken at the line end: `emulsi-\nfier`; a compound's own hyphen before a capital
      // stays (`Birnensaft-\nKonzentrat`), and so does one before a capitalised allergen
      // (`SELLERIE-\nsaft` joins, the case is kept).
      .replace(/(\p{L})[-‐‑]\s*\n\s*(\p{Ll})/gu, '$1$2')
      .replace(/(\p{L})[-‐‑]\s*\n\s*(\p{Lu})/gu, '$1-$2')
      .replace(/\s*\n\s*/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}

function sectionFrom(lines: OcrLine[], hit: HeaderHit): IngredientSection {
  const used = [hit.line];
  const parts = [lines[hit.line].text.slice(hit.start)];
  let prev = lines[hit.line];
  for (let j = hit.line + 1; j < lines.length; j++) {
    const next = lines[j];
    if (!continues(prev, next, parts.join(' '))) break;
    parts.push(next.text);
    used.push(j);
    prev = next;
  }
  // Statements set apart (bold lines, another paragraph) right below the list.
  const last = used[used.length - 1] ?? hit.line;
  for (let j = last + 1; j < Math.min(lines.length, last + 4); j++) {
    if (!isStatementStart(lines[j].text)) break;
    parts.push(`. ${lines[j].text}`);
    used.push(j);
  }
  const text = joinLines(parts);
  const end = listEnd(text);
  const listText = text.slice(0, end);
  return {
    header: hit.printed,
    lang: languageOf(hit, listText),
    langCandidates: HEADER_WORDS[hit.word] ?? [],
    items: splitTopLevel(listText),
    statements: statementsIn(text.slice(end).replace(/^[\s.,]+/, '')),
    lines: used,
  };
}

/**
 * No header was read: the paragraph with the most ingredients the knowledge base recognises,
 * if it looks like a list at all (at least three recognised, comma-separated items).
 */
/** A line opening with a label (`Zutaten:`, misread as `nalen:`): a new list begins there. */
const LABELLED_LINE = /^\W*\p{L}{3,}\s*[:;]/u;

/**
 * A paragraph's lines cut into runs that can each be one list: a new run starts at a labelled
 * line, and one ends with a line closing a sentence (unless a statement follows). On multilingual
 * packs whose headers OCR could not read, the German, French and Italian lists stay apart.
 */
function runsOf(indexes: number[], lines: OcrLine[]): { indexes: number[]; text: string }[] {
  const runs: number[][] = [[]];
  indexes.forEach((i, k) => {
    const text = lines[i].text;
    if (LABELLED_LINE.test(text) && runs[runs.length - 1].length > 0) runs.push([]);
    runs[runs.length - 1].push(i);
    const last = k + 1 === indexes.length;
    if (/\.\s*$/.test(text) && !last && !isStatementStart(lines[indexes[k + 1]].text))
      runs.push([]);
  });
  return runs
    .filter((run) => run.length > 0)
    .map((run) => ({
      indexes: run,
      text: joinLines(
        run.map((i, k) => (k === 0 ? lines[i].text.replace(LABELLED_LINE, '') : lines[i].text)),
      ),
    }));
}

function sectionWithoutHeader(lines: OcrLine[]): IngredientSection | null {
  const blocks = new Map<number, number[]>();
  lines.forEach((l, i) => blocks.set(l.block, [...(blocks.get(l.block) ?? []), i]));
  let best: { score: number; indexes: number[]; text: string } | null = null;
  for (const { indexes, text } of [...blocks.values()].flatMap((b) => runsOf(b, lines))) {
    if ((text.match(/,/g)?.length ?? 0) < 2) continue;
    // Allergens named in its statements count too: one ingredient and a `may contain` line is a
    // whole list (`Erdnüsse geröstet. Kann Spuren von Milch, Sesam… enthalten`).
    const analysis = analyzeIngredients(text);
    const recognised =
      analysis.ingredients.filter((i) => i.depth === 0 && i.matchedId).length +
      analysis.traces.length;
    if (recognised >= 3 && (!best || recognised > best.score))
      best = { score: recognised, indexes, text };
  }
  if (!best) return null;
  const end = listEnd(best.text);
  const listText = best.text.slice(0, end);
  return {
    header: null,
    lang: languageOf(null, listText),
    langCandidates: [],
    items: splitTopLevel(listText),
    statements: statementsIn(best.text.slice(end).replace(/^[\s.,]+/, '')),
    lines: best.indexes,
  };
}

/** Below this word confidence (0–100) the review panel asks the person to check the word. */
export const UNCERTAIN_BELOW = 65;

/**
 * Words of the list and its statements that the engine read with low confidence, as they appear
 * in the extracted text (punctuation trimmed), once each: the review panel highlights them.
 */
export function uncertainWords(page: OcrPage, section: IngredientSection): string[] {
  const text = ` ${[...section.items, ...section.statements].join(' ')} `;
  const out = new Set<string>();
  for (const index of section.lines) {
    for (const word of page.lines[index]?.words ?? []) {
      const clean = word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '');
      if (word.confidence >= UNCERTAIN_BELOW || clean.length < 2) continue;
      if (section.header && fold(clean) === fold(section.header)) continue;
      if (text.includes(clean)) out.add(clean);
    }
  }
  return [...out];
}

export function findIngredientSection(page: OcrPage): IngredientSection | null {
  const hit = findHeader(page.lines);
  return hit ? sectionFrom(page.lines, hit) : sectionWithoutHeader(page.lines);
}

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

export { fold };
