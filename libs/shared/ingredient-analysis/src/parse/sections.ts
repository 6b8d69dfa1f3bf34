/** Cleaning OCR text and finding the ingredient list on a label (headers, languages). */
import { matchKey } from '../text/normalize';
import { HEADERS, LABEL_LANGUAGES, LANGUAGE_HINTS } from './lexicon';

// ---------------------------------------------------------------------------------------------
// Cleaning and sections

/** Characters one of preClean's replacements rewrites (a text without any is left as it is). */
const PRE_CLEAN_CHARS =
  /[\r\n\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u00ad‐‑‒–—−（［【）］】，、﹐；：•●▪·’‘`´“”«»„\t]/;
const NON_ASCII = /[^\u0000-\u007f]/;

export function preClean(text: string): string {
  // ASCII text is already NFC; most text has none of the characters rewritten below.
  let out = NON_ASCII.test(text) ? text.normalize('NFC') : text;
  if (PRE_CLEAN_CHARS.test(out)) out = rewriteCharacters(out);
  // `E160a(ii)`: the bracketed sub-index belongs to the code, not to a sub-ingredient group.
  if (/\(\s*[ivx]/i.test(out)) out = out.replace(SUB_INDEX_IN_BRACKETS, '$1$2');
  // US `contains 2% or less of:` introduces ordinary ingredients, not an allergen statement.
  if (/less/i.test(out)) out = out.replace(US_OR_LESS, ', ');
  return out;
}

function rewriteCharacters(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')

      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u00ad]/g, '')
      // A word broken at a line end: `émulsi-\nfiant`, `sun-\nflower`.
      .replace(/(\p{L})[-‐‑]\s*\n\s*(\p{Ll})/gu, '$1$2')
      .replace(/[‐‑‒–—−]/g, '-')
      .replace(/[（［【]/g, '(')
      .replace(/[）］】]/g, ')')
      .replace(/[，、﹐]/g, ', ')
      .replace(/[；]/g, '; ')
      .replace(/[：]/g, ': ')
      .replace(/[•●▪·]/g, ', ')
      .replace(/[’‘`´]/g, "'")
      .replace(/[“”«»„]/g, '"')
      .replace(/\t/g, ' ')
  );
}

const SUB_INDEX_IN_BRACKETS =
  /((?<![\p{L}\d])(?:e|е|ins|sin)\s*[-.]?\s*\d{3,4}[a-h]?)\s*\(\s*(i{1,3}|iv|vi{0,3}|ix|x)\s*\)/giu;
const US_OR_LESS =
  /\b(?:contains\s+)?(?:\d+(?:[.,]\d+)?\s*%\s+or\s+less\s+of|less\s+than\s+\d+(?:[.,]\d+)?\s*%\s+of)(?:\s+(?:each\s+of\s+)?the\s+following)?\s*:?\s*/giu;

interface Section {
  body: string;
  header: string | null;
  language: string | undefined;
}

interface HeaderHit {
  index: number;
  end: number;
  lang: string;
  text: string;
}

const HEADER_WORDS = [...new Set(Object.values(HEADERS).flat())].sort(
  (a, b) => b.length - a.length,
);
// One pass over the text for every header word of every language.
const HEADER_RE = new RegExp(
  `(?<![\\p{L}])(${HEADER_WORDS.map((w) => w.replace(/ /g, '\\s+')).join('|')})(?:\\s*\\([^)]{0,20}\\))?\\s*[:：\\-–]\\s*`,
  'giu',
);

/** Header word as written → the languages that use it, in the order of HEADERS. */
const HEADER_WORD_LANGS = new Map<string, string[]>();
/** Matching key of a header word → the languages that use it, in the order of HEADERS. */
const HEADER_KEY_LANGS = new Map<string, string[]>();
/** Matching keys of each language's header words. */
const HEADER_KEYS = new Map<string, Set<string>>();
for (const [l, words] of Object.entries(HEADERS)) {
  const keys = new Set<string>();
  for (const w of words) {
    const key = matchKey(w);
    keys.add(key);
    for (const [map, k] of [
      [HEADER_WORD_LANGS, w],
      [HEADER_KEY_LANGS, key],
    ] as const) {
      const langs = map.get(k);
      if (!langs) map.set(k, [l]);
      else if (!langs.includes(l)) langs.push(l);
    }
  }
  HEADER_KEYS.set(l, keys);
}

function findHeaders(text: string): HeaderHit[] {
  const hits: HeaderHit[] = [];
  HEADER_RE.lastIndex = 0;
  for (let m = HEADER_RE.exec(text); m !== null; m = HEADER_RE.exec(text)) {
    const word = m[1].toLowerCase().replace(/\s+/g, ' ');
    const lang = HEADER_WORD_LANGS.get(word)?.[0] ?? 'en';
    hits.push({
      index: m.index,
      end: m.index + m[0].length,
      lang,
      text: m[0].replace(/[\s:：\-–]+$/u, ''),
    });
  }
  return hits;
}

/** The ingredient list itself: after its header, up to the next header (multilingual labels). */
export function selectSection(text: string, lang: string | undefined): Section {
  const hits = findHeaders(text);
  if (hits.length === 0) return { body: text, header: null, language: undefined };
  let chosen = hits[0];
  if (lang !== undefined && lang in HEADERS) {
    // A header word of this language only (`Ingrédients`) beats one shared with others (`Ingredients`).
    const langsOf = (h: HeaderHit) =>
      HEADER_WORD_LANGS.get(h.text.toLowerCase().replace(/\s+/g, ' ')) ?? [];
    const own = (h: HeaderHit) => langsOf(h).includes(lang);
    const shared = (h: HeaderHit) => langsOf(h).some((l) => l !== lang);
    const ownKeys = HEADER_KEYS.get(lang);
    const same =
      hits.find((h) => own(h) && !shared(h)) ??
      hits.find(own) ??
      hits.find((h) => ownKeys?.has(matchKey(h.text)));
    if (same) chosen = same;
  }
  const next = hits.find((h) => h.index > chosen.index);
  const body = text.slice(chosen.end, next ? next.index : text.length);
  const candidates = HEADER_KEY_LANGS.get(matchKey(chosen.text)) ?? [];
  const language =
    lang && candidates.includes(lang) ? lang : candidates.length === 1 ? candidates[0] : undefined;
  return {
    body,
    header: chosen.text,
    language: language ?? (candidates.length > 1 ? undefined : chosen.lang),
  };
}

export function guessLanguage(text: string): string | undefined {
  const words = matchKey(text).split(' ');
  const counts = new Map<string, number>();
  for (const lang of LABEL_LANGUAGES) {
    const hints = new Set(LANGUAGE_HINTS[lang].map((w) => matchKey(w)));
    let n = 0;
    for (const w of words) if (hints.has(w)) n++;
    counts.set(lang, n);
  }
  let best: string | undefined;
  let bestN = 0;
  for (const [lang, n] of counts) {
    if (n > bestN) {
      best = lang;
      bestN = n;
    }
  }
  return bestN >= 2 ? best : undefined;
}
