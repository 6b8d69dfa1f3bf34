/**
 * Text normalisation shared by the knowledge-base build and the runtime matcher. Both sides must
 * produce identical keys, so this module is the single definition of a "matching key".
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

// Letters that NFKD does not decompose but that labels and OCR write either way.
const FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const FOLD_RE = /[ßæœøłđðþı]/g;

// Anything that is not a letter, a digit or a combining mark separates words.
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

/** Lower-case, strip Latin diacritics, fold ligatures; keeps non-Latin scripts intact. */

const ASCII = /^[\u0000-\u007f]*$/;

export function foldCase(text: string): string {
  // Most label text is ASCII: skip the Unicode decomposition, which dominates matching time.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(FOLD_RE, (c) => FOLD[c] ?? c);
}

/**
 * Matching key: folded, punctuation replaced by single spaces, trimmed.
 * `Acide L-ascorbique` → `acide l ascorbique`; `d'orge` → `d orge`.
 */
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/** ASCII letters and digits in words parted by single spaces: the key is the text lower-cased. */
function isPlainWords(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (i === 0 || i === last || text.charCodeAt(i - 1) === 32) return false;
    } else if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)))
      return false;
  }
  return true;
}

export function matchKey(text: string): string {
  // Most names are plain words: no pattern to run.
  if (isPlainWords(text)) return text.toLowerCase();
  // ASCII text folds to itself lower-cased, still ASCII: one test instead of two.
  if (ASCII.test(text)) return text.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim();
  const folded = foldCase(text);
  if (ASCII.test(folded)) return folded.replace(ASCII_SEPARATORS, ' ').trim();
  return folded.replace(SEPARATORS, ' ').trim();
}

/** Key without spaces, used to tolerate `sun flower` / `sunflower` and hyphenation differences. */
export function compactKey(key: string): string {
  return key.replace(/ /g, '');
}

/** Stable slug used for ids (`Sulphur dioxide and sulphites` → `sulphur-dioxide-and-sulphites`). */
export function slug(text: string): string {
  return matchKey(text).replace(/ /g, '-');
}
