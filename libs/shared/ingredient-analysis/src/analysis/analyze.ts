import {
  allergenName,
  displayName,
  joinList,
  resolveLanguage,
  t,
  type LanguageChoice,
} from '../i18n/i18n';
import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import { chooseInstead } from '../guidance/guidance';
import { loadKnowledgeBase } from '../kb/load';
import type { HazardSource } from '../kb/raw-types';
import { allergensInText } from '../match/allergen-text';
import { matcherFor } from '../match/matcher-for';
import { parseIngredientList, type ParsedLabel } from '../parse/parse-ingredients';
import { Personaliser } from '../personal/personalise';
import { rateEntity, type ProductType, type Rating } from '../rating/rater';
import { matchKey } from '../text/normalize';
import type {
  AllergenFinding,
  AnalysisResult,
  DietStatus,
  IngredientAnalysis,
  IngredientPreference,
  UserProfile,
} from '../types';
import { dietOf, palmOf } from './diet';
import { explain, type RatingText } from './explain';
import { combineDiet, overallSafety } from './overall';
import { resolveNodes, type Node } from './resolve';
import { statementAllergens } from './statement-allergens';

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

/** Cosmetic listings of the INCI entry named like a food entity (`Citric Acid` in a cream). */
function cosmeticHazardsFor(kb: KnowledgeBase, n: Node): HazardSource[] {
  if (!n.match.entity || n.match.entity.kind === 'cosmetic' || !n.item.name) return [];
  const hits = kb.lookup(matchKey(n.item.name));
  const out: HazardSource[] = [];
  for (const h of hits) {
    const e = kb.entityByIndex(h.entity);
    if (e.kind === 'cosmetic' && e.hazards) out.push(...e.hazards);
  }
  return out;
}

function ingredientAllergens(kb: KnowledgeBase, n: Node, lang: string): string[] {
  const out = new Set<string>(n.item.allergenHints);
  const e = n.match.entity;
  for (const a of e?.allergens ?? []) out.add(a);
  if (e?.groups?.includes('sulphite')) out.add('sulphur-dioxide-and-sulphites');
  // Unknown names, INCI names and listed substances are searched for allergen words
  // (`Glycine Soja Oil`, an unknown `organic spelt flakes`).
  if (n.item.name && (!e || e.kind === 'cosmetic' || e.kind === 'substance')) {
    for (const a of allergensInText(kb, n.item.name, lang)) out.add(a);
  }
  return [...out];
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

interface Prepared {
  kb: KnowledgeBase;
  label: ParsedLabel;
  nodes: Node[];
  productType: ProductType;
  lang: LanguageChoice;
}

function prepare(input: string | string[], options: AnalyzeOptions): Prepared {
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

interface Rated {
  base: Omit<IngredientAnalysis, 'personalRisk' | 'personalAlerts' | 'userPreference'>;
  node: Node;
  /** The entity the rating is about (the additive an ingredient is) and its rating. */
  ratedEntity: Entity | null;
  rating: Rating;
}

/**
 * An entity's own rating (no hazards added from a cosmetic listing) depends on the entity and the
 * product type only: rated once and shared (ratings are never changed), with its texts by language.
 */
interface SharedRating {
  rating: Rating;
  texts: Map<string, RatingText>;
}
const entityRatings = new WeakMap<Entity, Partial<Record<ProductType, SharedRating>>>();

function sharedRating(entity: Entity, productType: ProductType): SharedRating {
  let byType = entityRatings.get(entity);
  if (!byType) {
    byType = {};
    entityRatings.set(entity, byType);
  }
  return (byType[productType] ??= { rating: rateEntity(entity, productType), texts: new Map() });
}

function rateNode(p: Prepared, n: Node): Rated {
  const entity = n.match.entity;
  // An ingredient that is an additive (`soya lecithin` → E322i) is rated with the additive's data.
  const additiveEntity =
    entity?.kind === 'ingredient' && entity.code ? (p.kb.additive(entity.code) ?? null) : null;
  const rated = additiveEntity ?? entity;
  // `Emulgator Lecithine` has no diet data of its own: the additive it is (E322i) has.
  const dietEntity =
    entity && !entity.vegan && !entity.vegetarian && additiveEntity ? additiveEntity : entity;
  const allergens = ingredientAllergens(p.kb, n, p.label.language);
  const hazards = p.productType === 'cosmetic' ? cosmeticHazardsFor(p.kb, n) : [];
  const shared = rated && hazards.length === 0 ? sharedRating(rated, p.productType) : null;
  const rating: Rating = shared ? shared.rating : rateEntity(rated, p.productType, hazards);
  const matched = entity ? displayName(p.kb, entity, p.lang.display, n.name) : null;
  const ex = explain(
    p.kb,
    p.lang,
    n.name,
    rated,
    rating,
    allergens,
    n.match,
    n.code,
    rated === entity && matched !== null ? matched : undefined,
    shared?.texts,
  );
  const additive =
    n.code ?? (entity?.kind === 'additive' && !n.nutrient ? (entity.code ?? null) : null);
  return {
    node: n,
    ratedEntity: rated,
    rating,
    base: {
      name: n.name,
      matched,
      matchedId: entity?.id ?? null,
      kind: entity?.kind ?? null,
      confidence: entity ? n.match.confidence : 0,
      matchMethod: n.match.method,
      riskLevel: rating.riskLevel,
      safetyScore: rating.safetyScore,
      concerns: ex.concerns,
      explanation: ex.explanation,
      explanationLanguage: p.lang.explanation,
      allergens,
      additive,
      additiveClasses: entity?.classes
        ? [...entity.classes]
        : n.item.additiveClass
          ? [n.item.additiveClass]
          : [],
      sources: ex.sources,
      percent: n.item.percent ?? null,
      depth: n.item.depth,
      parent: n.parent?.name ?? null,
      alternative: n.item.alternative === true,
      vegan: dietOf(dietEntity, allergens, 'vegan'),
      vegetarian: dietOf(dietEntity, allergens, 'vegetarian'),
      palmOil: palmOf(entity),
    },
  };
}

/**
 * Analyses an ingredient list one ingredient at a time: yields each ingredient's result as soon
 * as it is rated (for streaming), then returns the whole-product result.
 */
export function* iterateIngredientAnalysis(
  input: string | string[],
  options: AnalyzeOptions = {},
): Generator<IngredientAnalysis, AnalysisResult, void> {
  const p = prepare(input, options);
  const matcher = matcherFor(p.kb);
  const statements = statementAllergens(
    p.kb,
    matcher,
    p.label,
    p.label.language,
    options.containsStatements ?? [],
  );
  const rated: Rated[] = [];
  const results: IngredientAnalysis[] = [];
  const personaliser = new Personaliser(
    p.kb,
    matcher,
    p.lang,
    p.label.language,
    options.profile,
    options.preferences,
  );
  for (const n of p.nodes) {
    const r = rateNode(p, n);
    rated.push(r);
    const full = r.base as IngredientAnalysis;
    if (personaliser.enabled) Object.assign(full, personaliser.evaluate(toPersonalInput(r)));
    else {
      full.personalRisk = 'none';
      full.personalAlerts = [];
      full.userPreference = 'none';
    }
    results.push(full);
    yield full;
  }
  return summarise(p, rated, results, statements, options, personaliser);
}

function toPersonalInput(r: Rated) {
  const b = r.base;
  const label = b.matched
    ? b.additive && b.matched !== b.additive
      ? `${b.matched} (${b.additive})`
      : b.matched
    : b.name;
  return {
    name: b.name,
    label,
    entity: r.node.match.entity,
    allergens: r.base.allergens,
    vegan: r.base.vegan,
    vegetarian: r.base.vegetarian,
    additive: r.base.additive,
  };
}

function summarise(
  p: Prepared,
  rated: Rated[],
  results: IngredientAnalysis[],
  statements: { contains: string[]; traces: string[]; byText: Map<string, string[]> },
  options: AnalyzeOptions,
  personaliser: Personaliser,
): AnalysisResult {
  const additives: string[] = [];
  for (const r of results)
    if (r.additive && !additives.includes(r.additive)) additives.push(r.additive);
  // A compound that always contains an additive (`Nitritpökelsalz` → E250) reports it too.
  for (const r of rated)
    for (const c of r.node.match.entity?.components ?? [])
      if (!additives.includes(c)) additives.push(c);
  const allergens: string[] = [];
  for (const r of results)
    for (const a of r.allergens) if (!allergens.includes(a)) allergens.push(a);
  for (const a of statements.contains) if (!allergens.includes(a)) allergens.push(a);
  const traces = statements.traces.filter((a) => !allergens.includes(a));

  // Compound ingredients are judged through their sub-ingredients.
  const leaves = rated.filter((r) => !rated.some((x) => x.node.parent === r.node));
  const diet = {
    vegan: combineDiet(leaves.map((r) => r.base.vegan)),
    vegetarian: combineDiet(leaves.map((r) => r.base.vegetarian)),
    palmOilFree: combineDiet(leaves.map((r) => invert(r.base.palmOil))),
  };
  for (const r of rated) {
    if (r.base.vegan === 'no') diet.vegan = 'no';
    if (r.base.vegetarian === 'no') diet.vegetarian = 'no';
    if (r.base.palmOil === 'yes') diet.palmOilFree = 'no';
  }

  const personal = personaliser.summary(traces, allergens);

  const findings = allergenFindings(
    p,
    results,
    statements,
    allergens,
    traces,
    personal?.allergens ?? [],
  );
  return {
    language: p.label.language,
    displayLanguage: p.lang.display,
    explanationLanguage: p.lang.explanation,
    productType: p.productType,
    ingredients: results,
    additives,
    allergens,
    traces,
    allergenFindings: findings,
    statements: {
      contains: [
        ...p.label.statements.filter((s) => s.kind === 'contains').map((s) => s.text),
        ...(options.containsStatements ?? []),
      ],
      mayContain: p.label.statements.filter((s) => s.kind === 'may-contain').map((s) => s.text),
    },
    diet,
    overallSafety: overallSafety(results),
    personal,
    guidance: chooseInstead(
      p.kb,
      p.lang,
      p.productType,
      rated.map((r, i) => ({ result: results[i], entity: r.ratedEntity, rating: r.rating })),
      personal,
      allergens,
      traces,
    ),
    declaredFruitVegetablePercent: p.label.declaredFruitVegetablePercent ?? null,
  };
}

/** Palm oil is combined as "contains palm oil" and reported as "palm-oil free". */
function invert(s: DietStatus): DietStatus {
  return s === 'yes' ? 'no' : s === 'no' ? 'yes' : s;
}

function allergenFindings(
  p: Prepared,
  results: IngredientAnalysis[],
  statements: { contains: string[]; traces: string[]; byText: Map<string, string[]> },
  allergens: string[],
  traces: string[],
  userAllergens: string[],
): AllergenFinding[] {
  const L = p.lang.explanation;
  const out: AllergenFinding[] = [];
  const mk = (
    id: string,
    presence: AllergenFinding['presence'],
    sources: string[],
  ): AllergenFinding => {
    const name = allergenName(p.kb, id, p.lang.display);
    const personal = userAllergens.includes(id);
    return {
      id,
      name,
      presence,
      sourceStatements: sources,
      safetyRating: personal ? 'hazardous' : 'moderate',
      safetyScore: personal ? 0 : presence === 'contains' ? 5 : 7,
      explanation: t(L, 'allergens', { allergens: `${name} (${joinList(sources, L)})` }),
      personalizedWarnings: personal
        ? [
            t(L, presence === 'contains' ? 'alert.allergy' : 'alert.allergyTrace', {
              allergen: name,
            }),
          ]
        : [],
    };
  };
  for (const id of allergens) {
    const sources = results.filter((r) => r.allergens.includes(id)).map((r) => r.name);
    for (const s of p.label.statements)
      if (s.kind === 'contains' && statements.byText.get(s.text)?.includes(id))
        sources.push(s.text);
    out.push(mk(id, 'contains', [...new Set(sources)]));
  }
  for (const id of traces) {
    const sources = p.label.statements
      .filter((s) => s.kind === 'may-contain' && statements.byText.get(s.text)?.includes(id))
      .map((s) => s.text);
    out.push(mk(id, 'may-contain', sources));
  }
  return out;
}

/** Analyses an ingredient list (label text, or the list already split into ingredients). */
export function analyzeIngredients(
  input: string | string[],
  options: AnalyzeOptions = {},
): AnalysisResult {
  const it = iterateIngredientAnalysis(input, options);
  for (;;) {
    const step = it.next();
    if (step.done) return step.value;
  }
}
