import { loadKnowledgeBase } from '@labellens/ingredient-analysis';

/**
 * Which language a paragraph of a pack is written in, by evidence: each word and comma-separated
 * item is looked up among the knowledge base's names, and every language that has that name
 * gets a vote. Names shared by every language (`E 330`, `xx`) vote for none. Used to choose the
 * OCR model a paragraph is read again with; the header word alone never decides.
 */

function key(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Votes per ISO 639-1 language, highest first; only languages with at least one vote. */
export function languageVotes(text: string): [string, number][] {
  const kb = loadKnowledgeBase();
  const votes = new Map<string, number>();
  const candidates = new Set<string>();
  for (const item of text.split(/[,;:()\n.]+/)) {
    const k = key(item);
    if (k.length < 3) continue;
    candidates.add(k);
    for (const word of k.split(' ')) if (word.length >= 4) candidates.add(word);
  }
  for (const k of candidates) {
    const langs = new Set(kb.lookup(k).map((h) => h.lang));
    langs.delete('xx');
    // A name in many languages (`tofu`, `pizza`) says little about this one.
    if (langs.size === 0 || langs.size > 3) continue;
    for (const lang of langs) votes.set(lang, (votes.get(lang) ?? 0) + 1 / langs.size);
  }
  return [...votes].sort((a, b) => b[1] - a[1]);
}

/** The best-supported language, when it has at least `min` votes and leads the next clearly. */
export function paragraphLanguage(text: string, min = 1.5): string | undefined {
  const votes = languageVotes(text);
  if (votes.length === 0 || votes[0][1] < min) return undefined;
  if (votes.length > 1 && votes[1][1] > 0.75 * votes[0][1]) return undefined;
  return votes[0][0];
}

/**
 * Where each language's first name stands in the text (its offset): on a pack with the German
 * list printed before the French one, German comes first. Same evidence as `languageVotes`.
 */
export function firstUse(text: string): Map<string, number> {
  const kb = loadKnowledgeBase();
  const first = new Map<string, number>();
  const item = /[^,;:()\n.]+/g;
  for (let m = item.exec(text); m !== null; m = item.exec(text)) {
    const k = key(m[0]);
    if (k.length < 3) continue;
    for (const candidate of [k, ...k.split(' ').filter((w) => w.length >= 4)]) {
      const langs = new Set(kb.lookup(candidate).map((h) => h.lang));
      langs.delete('xx');
      if (langs.size === 0 || langs.size > 3) continue;
      for (const lang of langs) if (!first.has(lang)) first.set(lang, m.index);
    }
  }
  return first;
}
