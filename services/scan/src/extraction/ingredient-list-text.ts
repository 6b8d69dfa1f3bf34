import { analyzeIngredients } from '@labellens/ingredient-analysis';
import { isProcessingNote, isStatementStart, isStopLine } from './label-lexicon';
import { paragraphLanguage } from './language-evidence';

/** The gathered text of a list cut into its items and the allergen statements after it. */

/**
 * Bullets between items (`Oat flakes 40% • Sugar • Salt`, or `*`/`-` standing alone between
 * spaces): separators like commas. A marker stuck to a word (`Reis*`) is not a bullet.
 */
const BULLET = /\s[•·●▪◦*‣¢-]\s/g;

/**
 * A bullet tesseract read as two or three marks standing alone (`*«`, `—»—`): never prose (a French
 * quote mark stands alone, a dash alone), so a separator whatever the other bullets and commas.
 */
const MISREAD_BULLET = /\s[•·●▪◦*‣¢«»—–-]{2,3}(?=\s)/g;

/** A line led by a bullet (tesseract often reads `•` as `¢`). */
export const BULLET_LED = /^\s*[•·●▪◦*‣¢-]\s+\S/u;

/**
 * Whether a paragraph's lines are set as a list of items: several commas, or several lines led by
 * a bullet (a bullet list has no commas, and its header may be misread on a first, small reading).
 */
export function looksLikeList(lines: readonly string[]): boolean {
  const commas = lines.join('\n').match(/,/g)?.length ?? 0;
  return commas >= 2 || lines.filter((l) => BULLET_LED.test(l)).length >= 2;
}

/** Splits at top-level commas and semicolons; an unclosed bracket from OCR does not swallow the rest. */
export function splitTopLevel(text: string): string[] {
  // A list set as bullets has more bullets than commas.
  const marked = text.replace(MISREAD_BULLET, ',');
  const bullets = marked.match(BULLET)?.length ?? 0;
  const bulleted = bullets >= 2 && bullets > (marked.match(/,/g)?.length ?? 0);
  const list = bulleted ? marked.replace(BULLET, ', ') : marked;
  const items: string[] = [];
  const unclosed = unclosedBrackets(list);
  let depth = 0;
  let current = '';
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    // A bracket that never closes in the list was misread: it does not join what follows.
    if (c === '(' && !unclosed.has(i) && list.slice(i, i + 120).includes(')')) depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    // `sugar. salt`: OCR read a comma as a full stop.
    // Before a capital only after a whole word (`Tocopherol. Linalool`), not an abbreviation
    // (`nat. Aroma`): the list's end was settled before, so the rest still lists ingredients.
    // In a list set as bullets the bullets separate: a stray dot (`• Sunflower. oil`) does not.
    const misreadComma =
      !bulleted &&
      c === '.' &&
      depth === 0 &&
      (/^\s+\p{Ll}/u.test(list.slice(i + 1)) ||
        (/^\s+\p{Lu}/u.test(list.slice(i + 1)) && /\p{L}{4}$/u.test(list.slice(0, i))));
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
  const tidy = items
    // The stray dot after a whole word goes (`Sunflower oil`); an abbreviation's stays (`nat.`).
    .map((item) => (bulleted ? item.replace(/(\p{L}{4})\.\s+(?=\p{Ll})/gu, '$1 ') : item))
    .map(tidyItem)
    .filter((s) => s.length > 0);
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
    .replace(/^[\s.:;*•·●▪◦‣¢!|-]+|[\s.;*•|]+$/g, '')
    .trim();
}

/** Where the list ends inside the gathered text: at a full stop before a new sentence, or at a statement. */
export function listEnd(text: string): number {
  const unclosed = unclosedBrackets(text);
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    // A bracket OCR opened that never closes (`Tomatenmark (ai MA letteh, …`, `(goma xantana;,
    // conservador (sorbato potásico). Contiene: huevo`: its `)` read `;`) does not hide the
    // list's end: only brackets closed, within a sentence's length, count.
    if (c === '(' && !unclosed.has(i) && text.slice(i, i + 120).includes(')')) depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    if (c === '.' && !(/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))) {
      const rest = text.slice(i + 1);
      // Only marks after it (`spice. :`), or one letter (a speck, `sodu). k`), is the end too.
      if (/^[^\p{L}\p{N}]*(?:\p{L}[^\p{L}\p{N}]*)?$/u.test(rest) || isStatementStart(rest))
        return i;
      // A statement whose first word OCR misread (`pat contenir des traces`, `Pvd: contenere`).
      if (isStatementStart(rest.replace(/^\s*\S{1,4}\s+/, ''))) return i;
      if (/^\s+\p{Lu}/u.test(rest) && !listGoesOn(text.slice(0, i), rest)) return i;
    }
    // A footnote after the list: `Reis* 93%, Wasser *aus biologischer Landwirtschaft`. The
    // marker stands before a lower-case word, where an ingredient's own marker follows its name.
    if (c === ' ' && /^[*‘’'“”„"°]+\s?\p{Ll}{2,}/u.test(text.slice(i + 1))) return i;
    // Another section of the pack begins mid-line: `…, Zucker Lagerung: kühl und trocken`.
    if (c === ' ' && /^\p{Lu}\p{L}+\s*:/u.test(text.slice(i + 1)) && isStopLine(text.slice(i + 1)))
      return i;
    // A heat-treatment note after the list when OCR read its full stop as a comma: `…,
    // Gewürzkräuter, Pasteurisiert.`
    if (
      (c === ' ' || c === ',') &&
      /^\s*\p{Lu}/u.test(text.slice(i + 1)) &&
      isProcessingNote(text.slice(i + 1))
    )
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

/** Where a `(` opens that no `)` closes (brackets matched inside out). */
function unclosedBrackets(text: string): Set<number> {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')') open.pop();
  }
  return new Set(open);
}

/**
 * Whether the sentence after a full stop still lists ingredients: OCR reads a comma before a
 * capital as a full stop (`Tocopherol. Linalool, Coumarin`). It goes on when the next sentence is
 * comma-separated items that the knowledge base mostly recognises, carries no label of its own
 * (`Ingrédients:`, `Lagerung:`) and is not, by its words, in another language than the list.
 */
export function listGoesOn(before: string, rest: string): boolean {
  const next = rest.split(/(?<!\d)\.(?!\d)/)[0];
  if (isStatementStart(next) || isStopLine(next) || /\p{L}{3,}\s*:/u.test(next)) return false;
  const items = next
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  if (items.length < 2) return false;
  const recognised = analyzeIngredients(items.join(', ')).ingredients.filter(
    (i) => i.depth === 0 && i.matchedId !== null,
  ).length;
  if (recognised < Math.max(2, items.length / 2)) return false;
  const listLang = paragraphLanguage(before, 1);
  const nextLang = paragraphLanguage(next, 1);
  return !(listLang && nextLang && listLang !== nextLang);
}

/** Statement openings that are unmistakable anywhere in a sentence. */
const STATEMENT_INSIDE =
  /(?:\bkann\s+spuren|\bkann\s.{0,40}enthalten|(?:spuren|\bpuren)\s+[vy]on\b|\bpeut\s+contenir|\bcontenir\s+(?:des\s+)?traces|\bcontenere\s+tracce|\bmay\s+contain|\bpu[oò]\W?\s*contenere|\bpuede\s+contener|\bmo[zż]e\s+zawiera[cć])/iu;

/** Sentences of the text after the list, kept while they are allergen statements. */
export function statementsIn(rest: string): string[] {
  const out: string[] = [];
  // A footnote between the list and its statement (`*aus biologischer Landwirtschaft Kann Spuren
  // von …`), or the statement's first word misread and glued (`JamSpuren von`): the statement
  // starts at its own words.
  const inner = STATEMENT_INSIDE.exec(rest.slice(0, 200));
  if (inner && !isStatementStart(rest)) rest = rest.slice(inner.index);
  const sentences = rest.split(/(?<!\d)\.(?!\d)|\n/);
  for (const raw of sentences) {
    const s = raw.replace(/\s+/g, ' ').trim();
    if (!s) continue;
    if (!isStatementStart(s)) break;
    out.push(s.replace(/[\s.;,]+$/, ''));
  }
  return out;
}

export function joinLines(parts: string[]): string {
  return (
    parts
      .join('\n')
      .replace(/[{[]/g, '(')
      .replace(/[}\]]/g, ')')
      // Tesseract reads a word's first `i` as a backslash at times (`*\n IP-SUISSE` for `*in
      // IP-SUISSE`, `\npulver` for `inpulver` after a line break): no label text has one there.
      .replace(/(^|[\s(*"“”„'‘’-])\\(?=\p{Ll})/gmu, '$1i')
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
