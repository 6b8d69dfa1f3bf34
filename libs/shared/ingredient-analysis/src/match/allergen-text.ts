import type { KnowledgeBase } from '../kb/knowledge-base';
import { matchKey } from '../text/normalize';

/** Languages that write compounds as one word (`Vollmilchpulver`, `vetemjöl`). */
const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'fi', 'nb']);

function wordVariants(w: string): string[] {
  const out = [w];
  for (const suffix of ['s', 'es', 'en', 'n', 'e', 'er']) {
    if (w.length > suffix.length + 2 && w.endsWith(suffix)) out.push(w.slice(0, -suffix.length));
  }
  return out;
}

/**
 * EU allergens named anywhere in a piece of text (a statement such as `peanuts and other nuts`,
 * or an ingredient the knowledge base does not know). Word sequences are looked up in the
 * multilingual allergen synonyms; in compounding languages, allergen words of five letters or more
 * are also found inside longer words.
 */
/**
 * Words that negate what follows within the same piece of text (`ilman mätiä` = without roe,
 * `sans gluten`), per label language: Finnish `ei` means "not" but German `Ei` is egg.
 */
const NEGATIONS: Record<string, string[]> = {
  en: ['without', 'no', 'free from', 'not', 'free of'],
  fr: ['sans', 'pas de', 'pas d', 'non', 'exempt de'],
  de: ['ohne', 'kein', 'keine', 'frei von', 'nicht'],
  es: ['sin', 'no', 'libre de'],
  it: ['senza', 'non', 'privo di'],
  nl: ['zonder', 'geen', 'vrij van'],
  pt: ['sem', 'nao', 'isento de'],
  pl: ['bez', 'nie'],
  fi: ['ei', 'ilman'],
  sv: ['utan', 'inte', 'ej', 'fri fran'],
  da: ['uden', 'ikke', 'fri for'],
};

/** The part of a key before a negation word of the label language. */
function beforeNegation(key: string, lang: string | undefined): string {
  const words = lang ? NEGATIONS[lang] : undefined;
  if (!words) return key;
  const tokens = key.split(' ');
  for (let i = 0; i < tokens.length; i++) {
    for (const w of words) {
      const parts = w.split(' ');
      if (parts.every((p, j) => tokens[i + j] === p)) return tokens.slice(0, i).join(' ');
    }
  }
  return key;
}

export function allergensInText(kb: KnowledgeBase, text: string, lang?: string): string[] {
  const key = beforeNegation(matchKey(text), lang);
  if (!key) return [];
  // The label's language and English (printed on many labels); any language when unknown.
  const langs = lang ? (lang === 'en' ? ['en'] : [lang, 'en']) : null;
  const lookup = (k: string): string[] =>
    langs ? kb.allergensForKeyIn(k, langs) : kb.allergensForKey(k);
  const found: string[] = [];
  const add = (ids: string[]) => {
    for (const id of ids) if (!found.includes(id)) found.push(id);
  };
  const wholeWords = new Set<string>();
  const words = key.split(' ');
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n);
      const last = phrase[phrase.length - 1];
      for (const v of wordVariants(last)) {
        const ids = lookup([...phrase.slice(0, -1), v].join(' '));
        if (ids.length > 0) {
          add(ids);
          if (n === 1) wholeWords.add(phrase[0]);
        }
      }
    }
  }
  if (lang === undefined || COMPOUNDING.has(lang)) {
    for (const w of words) {
      // `Erdnüsse` is peanuts as a whole word; `nüsse` inside it must not add tree nuts.
      if (w.length < 7 || wholeWords.has(w)) continue;
      // A word the knowledge base names exactly says what it contains: `Milchsäure` (lactic
      // acid) holds no milk, `Vollmilchpulver` does.
      const known = kb.lookup(w, lang);
      if (known.length > 0) {
        add(kb.entityByIndex(known[0].entity).allergens ?? []);
        continue;
      }
      for (const [allergenKey, id] of kb.compoundAllergenKeys(lang)) {
        if (w !== allergenKey && w.includes(allergenKey)) add([id]);
      }
    }
  }
  return found;
}
