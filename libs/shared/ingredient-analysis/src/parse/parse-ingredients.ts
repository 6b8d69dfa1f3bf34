/**
 * The ingredient-list parser, stage by stage: clean the text and find the list (`sections`), take
 * out allergen statements (`statements`) and declared contents (`percentages`), then split the list
 * into items (`split-list`, `parse-item`).
 */
import type { KnowledgeBase } from '../kb/knowledge-base';
import { splitList } from './parse-item';
import type { ParsedIngredient } from './parsed-ingredient';
import { takeFruitVegetableContent } from './percentages';
import { guessLanguage, preClean, selectSection } from './sections';
import { extractStatements, type LabelStatement } from './statements';

export type { ParsedIngredient } from './parsed-ingredient';
export type { LabelStatement } from './statements';

export interface ParsedLabel {
  /** Language used for matching: given, from the header, or guessed from common words. */
  language: string;
  languageSource: 'given' | 'header' | 'guessed' | 'default';
  header: string | null;
  ingredients: ParsedIngredient[];
  statements: LabelStatement[];
  /** `teneur en légumes : 89 %` and similar declarations. */
  declaredFruitVegetablePercent?: number;
}

export interface ParseOptions {
  lang?: string;
}

/**
 * Splits an ingredient list as printed on a label into a tree of ingredients plus the allergen
 * statements (declared allergens and precautionary "may contain" ones), which are kept apart.
 */
export function parseIngredientList(
  text: string,
  kb: KnowledgeBase,
  options: ParseOptions = {},
): ParsedLabel {
  const section = selectSection(preClean(text), options.lang);

  const statements: LabelStatement[] = [];
  const withoutStatements = extractStatements(
    section.body,
    statements,
    options.lang ?? section.language,
  );
  const declared = takeFruitVegetableContent(withoutStatements);
  const body = declared.body
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();

  let language = options.lang ?? section.language;
  let languageSource: ParsedLabel['languageSource'] = options.lang
    ? 'given'
    : section.language
      ? 'header'
      : 'default';
  if (!language) {
    const guessed = guessLanguage(body);
    language = guessed ?? 'en';
    languageSource = guessed ? 'guessed' : 'default';
  }
  const out: ParsedLabel = {
    language,
    languageSource,
    header: section.header,
    ingredients: splitList(body, 0, { kb, lang: language }, undefined),
    statements,
  };
  if (declared.percent !== undefined) out.declaredFruitVegetablePercent = declared.percent;
  return out;
}
