/** Cleaning an ingredient name: footnote marks, edge punctuation and linking words. */

/** Words that only link an item to the previous one: `…, and/or sunflower oil`, `(with calcium…)`. */
const LEADING_LINK =
  /^(?:and\s*\/\s*or|et\s*\/\s*ou|und\s*\/\s*oder|y\s*\/\s*o|e\s*\/\s*o|en\s*\/\s*of|and|or|et|ou|und|oder|y|o|e|en|of|i|oraz|lub|ja|tai|och|og|eller|with|avec|mit|con|met|com|med|z|ze|kanssa|contains|contient|enthält|contiene|bevat|contém|zawiera)\s+/iu;
const TRAILING_LINK = /\s+(?:and|or|et|ou|und|oder|y|o|e|en|i|ja|och|og|eller)$/iu;

/** `vitamin E`, `vitamine C`, `Vitamin B12`: the letter is part of the name, not `e` = "and". */
export const VITAMIN_LETTER =
  /^(?:vitamin[ae]?|vitamine|vitamines|witamina|vitamiini|vitamiinia|витамин)\s*-?\s*[a-k]\s?\d{0,2}$/iu;

/** `head.trim().split(/\s+/)[0]` without splitting the whole text. */
export function firstWord(text: string): string {
  const trimmed = text.trim();
  const space = /\s/.exec(trimmed);
  return space ? trimmed.slice(0, space.index) : trimmed;
}

// parseItem cleans the same text several times in a row: the last answer is kept.
let lastCleanIn = '';
let lastCleanOut = '';

export function cleanName(s: string): string {
  if (s === lastCleanIn) return lastCleanOut;
  const out = cleanNameOnce(s);
  lastCleanIn = s;
  lastCleanOut = out;
  return out;
}

const NOTE_MARKS = /[*†‡¹²³°#]+/g;
const HAS_NOTE_MARK = /[*†‡¹²³°#]/;
const SPACE_RUN = /\s{2,}/g;
const HAS_SPACE_RUN = /\s{2}/;
const EDGE_PUNCTUATION = /^[\s,.;:\-+&/]+|[\s,.;:\-+&/]+$/g;
const EDGE_CHAR = /[\s,.;:\-+&/]/;

function cleanNameOnce(s: string): string {
  // Each rewrite runs only when the text has what it rewrites (most names need none of them).
  let out = HAS_NOTE_MARK.test(s) ? s.replace(NOTE_MARKS, ' ') : s;
  if (HAS_SPACE_RUN.test(out)) out = out.replace(SPACE_RUN, ' ');
  if (out.length > 0 && (EDGE_CHAR.test(out[0]) || EDGE_CHAR.test(out[out.length - 1])))
    out = out.replace(EDGE_PUNCTUATION, '');
  out = out.trim();
  if (VITAMIN_LETTER.test(out)) return out;
  // The link words are short: test the first and last words before running the patterns.
  for (let i = 0; i < 2; i++) {
    const first = out.indexOf(' ');
    if (first > 0 && first <= 8) out = out.replace(LEADING_LINK, '').trim();
    const last = out.lastIndexOf(' ');
    if (last > 0 && out.length - last <= 6) out = out.replace(TRAILING_LINK, '').trim();
  }
  return out;
}
