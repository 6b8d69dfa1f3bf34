import {
  additiveClassName,
  allergenName,
  cosmeticFunctionName,
  displayName,
  joinList,
  joinSentences,
  t,
  toxicityText,
  type LanguageChoice,
} from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import type { MatchResult } from '../match/matcher';
import type { Finding, Rating } from '../rating/rater';

export interface Explained {
  explanation: string;
  concerns: string[];
  sources: string[];
}

const INFO_CONCERNS = new Set(['not-eu-authorised', 'polyol', 'phenylalanine']);

function findingSentence(f: Finding, lang: LanguageChoice['explanation']): string {
  const key = `finding.${f.code}` as MessageKey;
  return t(lang, key, {
    ...f.params,
    agent: f.params.agent ?? '',
    toxicity: toxicityText(f.params.toxicity ?? '', lang),
  });
}

/** What a rating says in one language: its finding sentences, concerns and sources. */
export interface RatingText {
  sentences: string[];
  concerns: string[];
  sources: string[];
}

/**
 * The text of a shared rating (one per entity and product type, see analyze.ts; never changed),
 * written once per language into `texts`.
 */
function ratingText(
  rating: Rating,
  L: LanguageChoice['explanation'],
  texts: Map<string, RatingText> | undefined,
): RatingText {
  if (!texts) return writeRatingText(rating, L);
  let text = texts.get(L);
  if (!text) {
    text = writeRatingText(rating, L);
    texts.set(L, text);
  }
  return text;
}

function writeRatingText(rating: Rating, L: LanguageChoice['explanation']): RatingText {
  const concerns: string[] = [];
  const sentences: string[] = [];
  const bad = rating.findings.filter((f) => f.level === 'hazardous' || f.level === 'moderate');
  const info = rating.findings.filter((f) => f.level === null);
  if (bad.length > 0) {
    for (const f of bad.slice(0, 3)) sentences.push(findingSentence(f, L));
  } else {
    const best =
      rating.findings.find((f) => f.level === 'low_risk' && f.code !== 'eu-authorised') ??
      rating.findings.find((f) => f.level === 'low_risk');
    if (best) sentences.push(findingSentence(best, L));
  }
  for (const f of info) sentences.push(findingSentence(f, L));
  for (const f of [...bad, ...info]) {
    if (f.level !== null || INFO_CONCERNS.has(f.code)) {
      const c = t(L, `concern.${f.code}` as MessageKey, {
        toxicity: toxicityText(f.params.toxicity ?? '', L),
      });
      if (!concerns.includes(c)) concerns.push(c);
    }
  }
  const sources: string[] = [];
  for (const f of rating.findings) if (!sources.includes(f.source)) sources.push(f.source);
  return { sentences, concerns, sources };
}

/** Plain-language explanation, short concerns and citations for one rated ingredient. */
export function explain(
  kb: KnowledgeBase,
  lang: LanguageChoice,
  printedName: string,
  entity: Entity | null,
  rating: Rating,
  allergens: string[],
  match: MatchResult,
  code: string | null,
  /** displayName(kb, entity, lang.display, printedName), when the caller has it already. */
  shownName?: string,
  /** Where the texts of a shared `rating` are kept, by language (absent: written each time). */
  ratingTexts?: Map<string, RatingText>,
): Explained {
  const L = lang.explanation;
  if (!entity) {
    return { explanation: t(L, 'unknown', { name: printedName }), concerns: [], sources: [] };
  }
  const name = shownName ?? displayName(kb, entity, lang.display, printedName);
  const parts: string[] = [];
  switch (entity.kind) {
    case 'additive': {
      const classes = (entity.classes ?? [])
        .map((c) => additiveClassName(kb, c, lang.display))
        .filter(Boolean);
      parts.push(
        classes.length > 0
          ? t(L, 'intro.additive', {
              name,
              code: code ?? entity.code ?? '',
              classes: joinList(classes, L),
            })
          : t(L, 'intro.additiveNoClass', { name, code: code ?? entity.code ?? '' }),
      );
      break;
    }
    case 'ingredient':
      parts.push(t(L, 'intro.ingredient', { name }));
      break;
    case 'nutrient':
      parts.push(t(L, 'intro.nutrient', { name }));
      break;
    case 'cosmetic': {
      const fns = (entity.functions ?? [])
        .slice(0, 3)
        .map((i) => cosmeticFunctionName(kb, i, lang.display))
        .filter(Boolean);
      parts.push(
        fns.length > 0
          ? t(L, 'intro.cosmeticFunctions', { name, functions: joinList(fns, L) })
          : t(L, 'intro.cosmetic', { name }),
      );
      break;
    }
    case 'substance':
      parts.push(t(L, 'intro.substance', { name }));
      break;
  }

  const text = ratingText(rating, L, ratingTexts);
  for (const sentence of text.sentences) parts.push(sentence);
  const concerns = text.concerns.slice();
  if (allergens.length > 0) {
    const names = allergens.map((a) => allergenName(kb, a, lang.display));
    parts.push(t(L, 'allergens', { allergens: joinList(names, L) }));
    for (const n of names) concerns.push(t(L, 'concern.allergen', { allergen: n }));
  }
  if (match.method === 'fuzzy' || match.method === 'ocr') {
    parts.push(t(L, 'confidence', { confidence: Math.round(match.confidence * 100) }));
  }
  const sources = text.sources.slice();
  if (allergens.length > 0)
    sources.push('EU Reg. 1169/2011 Annex II (allergens), Open Food Facts allergens taxonomy');
  return { explanation: joinSentences(parts, L), concerns, sources };
}
