/** Splitting a list into items and an item into its name and bracketed groups. */
import { matchKey } from '../text/normalize';
import { cleanName } from './names';
import type { ParseContext } from './parsed-ingredient';
import { takePercent } from './percentages';

/** Splits where `isSeparator` says so, outside brackets; brackets nest, unbalanced ones are closed. */
function splitOutsideBrackets(
  text: string,
  isSeparator: (i: number, start: number) => boolean,
): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 && isSeparator(i, start)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** `;`, `|`, `,` (not a decimal comma) and `. ` (not in `Vit. C`, `ca. 5%` or a decimal). */
function isListSeparator(text: string, i: number, start: number): boolean {
  const c = text[i];
  if (c === ';' || c === '|') return true;
  const prev = text[i - 1] ?? '';
  const next = text[i + 1] ?? '';
  if (c === ',') return !(/\d/.test(prev) && /\d/.test(next));
  if (c !== '.') return false;
  // `Acesulfam-K. *enthält…`: a short hyphenated ending or a following footnote mark ends the
  // item too.
  const chunk = text.slice(start, i);
  const word = /(\p{L}+)$/u.exec(chunk)?.[1] ?? '';
  return (
    /\s/.test(next) &&
    ((word.length > 3 && !/\d/.test(prev)) ||
      /\p{L}{3}-\p{L}{1,3}$/u.test(chunk) ||
      /^\s*\*/.test(text.slice(i + 1, i + 4)))
  );
}

/** Splits at top-level separators; brackets nest, decimal commas and points do not split. */
export function splitTopLevel(text: string): string[] {
  return splitOutsideBrackets(text, (i, start) => isListSeparator(text, i, start));
}

const SPACED_DASH = /^\s-\s$/u;

/**
 * `eau - sucre - sel` is a list written with dashes, while `Céleri - rave` or `béta - carotène`
 * is one hyphenated name printed with spaces. Adjacent pieces are joined again when the hyphenated
 * form is a known name.
 */
export function splitDashList(segment: string, ctx: ParseContext): string[] {
  if (!segment.includes(' - ')) return [segment];
  const pieces = splitOutsideBrackets(
    segment,
    (i) => segment[i] === '-' && SPACED_DASH.test(segment.slice(Math.max(0, i - 1), i + 2)),
  );
  if (pieces.length < 2) return [segment];
  const known = (s: string): boolean => ctx.kb.hasKey(matchKey(cleanName(takePercent(s, {}))));
  const out: string[] = [];
  for (let i = 0; i < pieces.length;) {
    let taken = 1;
    for (let n = Math.min(3, pieces.length - i); n >= 2; n--) {
      if (known(pieces.slice(i, i + n).join('-'))) {
        taken = n;
        break;
      }
    }
    out.push(pieces.slice(i, i + taken).join(taken > 1 ? '-' : ''));
    i += taken;
  }
  return out;
}

const BRACKET = /[()[\]{}]/;

/** Separates bracketed groups from the text around them; unbalanced brackets are closed. */
export function bracketGroups(segment: string): { head: string; groups: string[] } {
  // Most items have no brackets: the whole text is the head.
  if (!BRACKET.test(segment)) return { head: segment, groups: [] };
  let head = '';
  const groups: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of segment) {
    if (c === '(' || c === '[' || c === '{') {
      if (depth > 0) current += c;
      depth++;
    } else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) continue;
      depth--;
      if (depth === 0) {
        groups.push(current);
        current = '';
      } else current += c;
    } else if (depth > 0) current += c;
    else head += c;
  }
  if (depth > 0 && current.trim()) groups.push(current);
  return { head, groups };
}
