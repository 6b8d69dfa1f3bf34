import { analyzeIngredients } from '@labellens/ingredient-analysis';
import type { OcrLine, OcrPage } from '../ocr/ocr-engine';
import { findHeader, languageOf, type HeaderHit } from './ingredient-header';
import {
  BULLET_LED,
  joinLines,
  listEnd,
  looksLikeList,
  splitTopLevel,
  statementsIn,
} from './ingredient-list-text';
import { fold, HEADER_WORDS, isStatementStart, isStopLine } from './label-lexicon';

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
  // On a multilingual pack each language's list follows its product name (`Kichererbsen,
  // Wasser, Kochsalz` / `Pois chiches` / `Ingrédients: …`): a last line without a comma, after a
  // line that closed the list, right before the next header, is that name, not an ingredient.
  const lastUsed = used[used.length - 1];
  if (
    used.length > 2 &&
    lastUsed + 1 < lines.length &&
    findHeader([lines[lastUsed + 1]]) &&
    !lines[lastUsed].text.includes(',') &&
    !/[,;(\-‐‑]\s*$/.test(lines[used[used.length - 2]].text)
  ) {
    used.pop();
    parts.pop();
  }
  const below = statementLinesBelow(lines, used);
  below.forEach((j, k) =>
    parts.push(k === 0 || isStatementStart(lines[j].text) ? `. ${lines[j].text}` : lines[j].text),
  );
  used.push(...below);
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
 * Statements set apart right below the list (bold lines, another paragraph): the lines after it
 * in reading order, where a footnote line (`*in IP-SUISSE Qualität`) may stand between them; or,
 * on a pack set in columns, where the next lines in reading order are the other column's, the
 * statement paragraph right below the list's own column. A statement's own wrapped lines come
 * with it. Returns the lines' indexes, in order.
 */
function statementLinesBelow(lines: OcrLine[], used: number[]): number[] {
  const last = used.at(-1);
  if (last === undefined) return [];
  const out: number[] = [];
  for (let j = last + 1; j < Math.min(lines.length, last + 4); j++) {
    if (/^\W{0,2}[*‘’“”„"°]/u.test(lines[j].text) && !isStatementStart(lines[j].text)) continue;
    if (!isStatementStart(lines[j].text)) break;
    out.push(j);
  }
  if (out.length === 0) {
    const listed = new Set(used);
    const end = lines[last];
    const bottom = end.box.y + end.box.h;
    const left = Math.min(...used.map((i) => lines[i].box.x));
    const right = Math.max(...used.map((i) => lines[i].box.x + lines[i].box.w));
    const first = lines.findIndex((l, j) => {
      if (j <= last || listed.has(j) || !isStatementStart(l.text)) return false;
      const overlap = Math.min(right, l.box.x + l.box.w) - Math.max(left, l.box.x);
      return (
        l.box.y >= bottom - end.height / 2 &&
        l.box.y - bottom < 3 * Math.max(end.height, l.height) &&
        overlap >= 0.5 * l.box.w
      );
    });
    if (first >= 0) out.push(first);
  }
  // The statement's wrapped lines (`Può contenere tracce di frutta a` / `guscio.`).
  const tail = out.at(-1);
  if (tail !== undefined) {
    let text = lines[tail].text;
    for (let j = tail + 1; j < Math.min(lines.length, tail + 4); j++) {
      if (/[.!]\s*$/.test(text) || lines[j].block !== lines[tail].block) break;
      if (isStopLine(lines[j].text) || findHeader([lines[j]])) break;
      out.push(j);
      text = lines[j].text;
    }
  }
  return out;
}

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
    // A bullet-led line (`• Backtriebmittel: E500`) is an item of the list, not a new one's label.
    const label = LABELLED_LINE.test(text) && !BULLET_LED.test(text);
    if (label && runs[runs.length - 1].length > 0) runs.push([]);
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

/** The lines' indexes grouped by paragraph, in reading order (only one paragraph's if given). */
function indexesByBlock(lines: OcrLine[], only?: number): number[][] {
  const blocks = new Map<number, number[]>();
  lines.forEach((l, i) => {
    if (only === undefined || l.block === only)
      blocks.set(l.block, [...(blocks.get(l.block) ?? []), i]);
  });
  return [...blocks.values()];
}

/**
 * No header was read: the paragraph with the most ingredients the knowledge base recognises,
 * if it looks like a list at all (at least three recognised, comma-separated items).
 */
function sectionWithoutHeader(
  lines: OcrLine[],
  only?: { block?: number; labelled: true },
): IngredientSection | null {
  let best: { score: number; indexes: number[]; text: string; tail?: string } | null = null;
  for (const run of indexesByBlock(lines, only?.block).flatMap((b) => runsOf(b, lines))) {
    if (only && !LABELLED_LINE.test(lines[run.indexes[0]].text)) continue;
    let { indexes, text } = run;
    let tail: string | undefined;
    const texts = indexes.map((i) => lines[i].text);
    if (!looksLikeList(texts)) continue;
    // A bullet list whose header was misread: the list runs from its first bullet to its last;
    // what follows may be statements.
    if ((text.match(/,/g)?.length ?? 0) < 2) {
      const led = texts.map((t) => BULLET_LED.test(t));
      const first = led.indexOf(true);
      const last = led.lastIndexOf(true);
      indexes = indexes.slice(first);
      text = ` ${joinLines(texts.slice(first, last + 1))}`;
      tail = joinLines(texts.slice(last + 1));
    }
    // Allergens named in its statements count too: one ingredient and a `may contain` line is a
    // whole list (`Erdnüsse geröstet. Kann Spuren von Milch, Sesam… enthalten`).
    const analysis = analyzeIngredients(splitTopLevel(text).join(', '));
    const recognised =
      analysis.ingredients.filter((i) => i.depth === 0 && i.matchedId).length +
      analysis.traces.length;
    if (recognised >= 3 && (!best || recognised > best.score))
      best = { score: recognised, indexes, text, tail };
  }
  if (!best) return null;
  const end = best.tail !== undefined ? best.text.length : listEnd(best.text);
  const listText = best.text.slice(0, end);
  let statements = statementsIn(best.tail ?? best.text.slice(end).replace(/^[\s.,]+/, ''));
  const indexes = [...best.indexes];
  if (statements.length === 0) {
    const below = statementLinesBelow(lines, best.indexes);
    statements = statementsIn(joinLines(below.map((j) => lines[j].text)));
    indexes.push(...below);
  }
  return {
    header: null,
    lang: languageOf(null, listText),
    langCandidates: [],
    items: splitTopLevel(listText),
    statements,
    lines: indexes,
  };
}

/** Below this word confidence (0–100) the review panel asks the person to check the word. */
export const UNCERTAIN_BELOW = 65;

/** A word without the marks around it, as uncertain words are given (`meh|*` → `meh`). */
export function bareWord(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '');
}

/**
 * Words of the list and its statements that the engine read with low confidence, as they appear
 * in the extracted text (punctuation trimmed), once each: the review panel highlights them.
 */
export function uncertainWords(page: OcrPage, section: IngredientSection): string[] {
  const text = ` ${[...section.items, ...section.statements].join(' ')} `;
  const out = new Set<string>();
  for (const index of section.lines) {
    for (const word of page.lines[index]?.words ?? []) {
      const clean = bareWord(word.text);
      if (word.confidence >= UNCERTAIN_BELOW || clean.length < 2) continue;
      if (section.header && fold(clean) === fold(section.header)) continue;
      if (text.includes(clean)) out.add(clean);
    }
  }
  return [...out];
}

/** A line led by one mark or one lower-case letter standing alone (`e Butter`, `° Salz`). */
const LONE_LEAD = /^\s*(?:[^\s\p{L}\p{N}]|\p{Ll})\s+(?=\S)/u;

/**
 * Tesseract reads a list's bullets as many things (`•` as `¢`, `e`, `°`, `«`). In a paragraph set
 * as a bullet list (two lines or more led by a bullet, and half its lines or more led by one mark
 * or letter standing alone; a header and a statement share the paragraph), each line's lone lead
 * is its bullet: written `•`, so that the items part there. Elsewhere a lone letter at a line's
 * start is a word (`e pepe`, `z mleka`).
 */
function withBulletsMarked(lines: OcrLine[]): OcrLine[] {
  const out = [...lines];
  for (const indexes of indexesByBlock(lines)) {
    const texts = indexes.map((i) => lines[i].text);
    const led = texts.filter((t) => LONE_LEAD.test(t)).length;
    const bullets = texts.filter((t) => BULLET_LED.test(t)).length;
    if (indexes.length < 3 || bullets < 2 || 2 * led < indexes.length) continue;
    for (const i of indexes)
      if (LONE_LEAD.test(lines[i].text) && !BULLET_LED.test(lines[i].text))
        out[i] = { ...lines[i], text: lines[i].text.replace(LONE_LEAD, '• ') };
  }
  return out;
}

export function findIngredientSection(page: OcrPage): IngredientSection | null {
  page = { ...page, lines: withBulletsMarked(page.lines) };
  const hit = findHeader(page.lines);
  if (!hit) return sectionWithoutHeader(page.lines);
  const headed = sectionFrom(page.lines, hit);
  // On a multilingual pack the first list's header may be misread (`Zutaten:` read `ten:`) while
  // a later one's is read: a labelled list earlier in the same paragraph that the knowledge base
  // recognises at least as well is the first complete list, and the one kept (issue 19: never
  // choose by the header word alone).
  const earlier = sectionWithoutHeader(page.lines.slice(0, hit.line), {
    block: page.lines[hit.line].block,
    labelled: true,
  });
  if (earlier && recognisedItems(earlier) >= recognisedItems(headed)) return earlier;
  // When the detector set each language's list in a paragraph of its own, the misread one is in a
  // paragraph above: kept only if the knowledge base recognises every one of its items, which a
  // recipe or a serving tip above the list (`Zubereitung: Mehl, … mischen.`) does not pass.
  const above = sectionWithoutHeader(page.lines.slice(0, hit.line), { labelled: true });
  if (above && allRecognised(above) && recognisedItems(above) >= recognisedItems(headed))
    return above;
  return headed;
}

/** Whether the knowledge base recognises every top-level ingredient of the section. */
function allRecognised(section: IngredientSection): boolean {
  const analysis = analyzeIngredients(section.items.join(', '), { lang: section.lang });
  return analysis.ingredients.every((i) => i.depth > 0 || i.matchedId !== null);
}

/** How many top-level items the knowledge base recognises: compares two readings of one list. */
export function recognisedItems(section: IngredientSection | null): number {
  if (!section || section.items.length === 0) return -1;
  return analyzeIngredients(section.items.join(', '), { lang: section.lang }).ingredients.filter(
    (i) => i.depth === 0 && i.matchedId !== null,
  ).length;
}

export { fold };
