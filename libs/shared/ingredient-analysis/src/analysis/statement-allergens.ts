/** Allergens declared in `contains` / `may contain` statements. */
import type { KnowledgeBase } from '../kb/knowledge-base';
import { allergensInText } from '../match/allergen-text';
import { editsWithin } from '../match/fuzzy';
import type { Matcher } from '../match/matcher';
import { AND_WORDS, OR_WORDS } from '../parse/lexicon';
import type { ParsedLabel } from '../parse/parse-ingredients';
import { matchKey } from '../text/normalize';
import { splitOnWords } from './resolve';

/**
 * A statement names only allergens, so a word of five letters or more one edit away from an
 * allergen word of the label's language is that allergen misread (`Mitch` → `Milch`). Outside a
 * statement this would be a guess; here the context leaves no other reading.
 */
function misreadAllergens(kb: KnowledgeBase, text: string, lang: string, found: string[]): void {
  const keys = kb.compoundAllergenKeys(lang);
  for (const word of matchKey(text).split(' ')) {
    if (word.length < 5 || allergensInText(kb, word, lang).length > 0) continue;
    for (const [key, id] of keys) {
      if (key.length < 5 || key[0] !== word[0] || found.includes(id)) continue;
      if (editsWithin(word, key, 1) <= 1) found.push(id);
    }
  }
}

/**
 * Allergens named in a statement: allergen words (`nuts`), and named foods whose entry carries an
 * allergen (`Contains: milk, hazelnut` → nuts; `hazelnut` is not itself an allergen word).
 */
function statementIds(kb: KnowledgeBase, matcher: Matcher, text: string, lang: string): string[] {
  const ids = allergensInText(kb, text, lang);
  const conj = [...(AND_WORDS[lang] ?? []), ...(OR_WORDS[lang] ?? []), 'and', 'or'];
  for (const chunk of text.split(/\s*[,;/]\s*/u)) {
    for (const part of splitOnWords(chunk, conj)) {
      const m = matcher.matchName(part, lang);
      if (m.method !== 'exact' && m.method !== 'variant') continue;
      for (const a of m.entity?.allergens ?? []) if (!ids.includes(a)) ids.push(a);
    }
  }
  misreadAllergens(kb, text, lang, ids);
  return ids;
}

/** Allergens a label's statements declare, and the ids each statement names. */
export interface StatementAllergens {
  contains: string[];
  traces: string[];
  byText: Map<string, string[]>;
}

export function statementAllergens(
  kb: KnowledgeBase,
  matcher: Matcher,
  label: ParsedLabel,
  lang: string,
  extra: string[],
): StatementAllergens {
  const contains: string[] = [];
  const traces: string[] = [];
  const byText = new Map<string, string[]>();
  for (const s of label.statements) {
    const ids = statementIds(kb, matcher, s.text, lang);
    byText.set(s.text, ids);
    const target = s.kind === 'contains' ? contains : traces;
    for (const id of ids) if (!target.includes(id)) target.push(id);
  }
  for (const s of extra)
    for (const id of statementIds(kb, matcher, s, lang))
      if (!contains.includes(id)) contains.push(id);
  return { contains, traces, byText };
}
