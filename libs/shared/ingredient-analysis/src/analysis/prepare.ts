/**
 * First step of an analysis: the label parsed, its ingredients resolved against the knowledge base,
 * the product type decided (food or cosmetic) and the display language chosen.
 */
import { resolveLanguage, type LanguageChoice } from '../i18n/i18n';
import type { KnowledgeBase } from '../kb/knowledge-base';
import { loadKnowledgeBase } from '../kb/load';
import { matcherFor } from '../match/matcher-for';
import { parseIngredientList, type ParsedLabel } from '../parse/parse-ingredients';
import type { ProductType } from '../rating/rater';
import { matchKey } from '../text/normalize';
import type { IngredientPreference, UserProfile } from '../types';
import { resolveNodes, type Node } from './resolve';

export interface AnalyzeOptions {
  /** Language of the label text (`fr`); guessed from the text when absent. */
  lang?: string;
  /** Language of names and explanations; defaults to `lang`, then English. */
  displayLanguage?: string;
  profile?: UserProfile | null;
  preferences?: IngredientPreference[];
  /** `auto` (default) decides from the ingredients (`aqua`, `parfum`, CosIng-only names). */
  productType?: ProductType | 'auto';
  /** Extra `contains` statements sent alongside the list (spec: containsStatements). */
  containsStatements?: string[];
  kb?: KnowledgeBase;
}

const COSMETIC_MARKERS = new Set([
  'aqua',
  'parfum',
  'fragrance',
  'aqua water',
  'water aqua',
  'aqua eau',
  'eau aqua',
  'ci 77891',
  'ci 77491',
]);

function detectProductType(nodes: Node[]): ProductType {
  let cosmeticOnly = 0;
  let matched = 0;
  for (const n of nodes) {
    const key = matchKey(n.name);
    if (COSMETIC_MARKERS.has(key)) return 'cosmetic';
    if (n.match.entity) {
      matched++;
      if (n.match.entity.kind === 'cosmetic') cosmeticOnly++;
    }
  }
  return matched > 0 && cosmeticOnly / matched >= 0.4 ? 'cosmetic' : 'food';
}

/**
 * On a cosmetic label the INCI name is the authority: `Glycerin` is the CosIng entry, not food
 * additive E422 (the food taxonomies also carry a few wrong cosmetic synonyms).
 */
function preferCosmeticNames(kb: KnowledgeBase, nodes: Node[]): void {
  for (const n of nodes) {
    if (!n.item.name || n.match.entity?.kind === 'cosmetic' || n.item.code) continue;
    const hit = kb
      .lookup(matchKey(n.item.name))
      .map((h) => kb.entityByIndex(h.entity))
      .find((e) => e.kind === 'cosmetic');
    if (hit) {
      n.match = {
        entity: hit,
        confidence: n.match.entity ? n.match.confidence : 1,
        method: n.match.entity ? n.match.method : 'exact',
        key: matchKey(n.item.name),
      };
      n.code = null;
    }
  }
}

function parseInput(
  input: string | string[],
  kb: KnowledgeBase,
  lang: string | undefined,
): ParsedLabel {
  if (typeof input === 'string') return parseIngredientList(input, kb, { lang });
  const labels = input.map((s) => parseIngredientList(s, kb, { lang }));
  const first = labels[0] ?? parseIngredientList('', kb, { lang });
  return {
    language: lang ?? first.language,
    languageSource: first.languageSource,
    header: first.header,
    ingredients: labels.flatMap((l) => l.ingredients),
    statements: labels.flatMap((l) => l.statements),
    ...firstDeclared(labels),
  };
}

function firstDeclared(labels: ParsedLabel[]): { declaredFruitVegetablePercent?: number } {
  for (const l of labels) {
    if (l.declaredFruitVegetablePercent !== undefined)
      return { declaredFruitVegetablePercent: l.declaredFruitVegetablePercent };
  }
  return {};
}

export interface Prepared {
  kb: KnowledgeBase;
  label: ParsedLabel;
  nodes: Node[];
  productType: ProductType;
  lang: LanguageChoice;
}

export function prepare(input: string | string[], options: AnalyzeOptions): Prepared {
  const kb = options.kb ?? loadKnowledgeBase();
  const matcher = matcherFor(kb);
  const label = parseInput(input, kb, options.lang);
  const nodes: Node[] = [];
  resolveNodes(label.ingredients, null, matcher, label.language, nodes);
  const productType =
    options.productType && options.productType !== 'auto'
      ? options.productType
      : detectProductType(nodes);
  if (productType === 'cosmetic') preferCosmeticNames(kb, nodes);
  return {
    kb,
    label,
    nodes,
    productType,
    lang: resolveLanguage(options.displayLanguage ?? options.lang ?? label.language),
  };
}
