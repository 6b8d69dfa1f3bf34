/**
 * One ingredient rated: the entity it is (or the additive it stands for), its allergens, its
 * rating and explanation, and its diet status. Entity ratings are shared between analyses.
 */
import { displayName } from '../i18n/i18n';
import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import type { HazardSource } from '../kb/raw-types';
import { allergensInText } from '../match/allergen-text';
import { rateEntity, type ProductType, type Rating } from '../rating/rater';
import { matchKey } from '../text/normalize';
import type { IngredientAnalysis } from '../types';
import { dietOf, palmOf } from './diet';
import { explain, type RatingText } from './explain';
import type { Prepared } from './prepare';
import type { Node } from './resolve';

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

export interface Rated {
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
let entityRatings = new WeakMap<Entity, Partial<Record<ProductType, SharedRating>>>();

/** Forgets every entity's rating and texts (see clearAnalysisCaches). */
export function clearEntityRatings(): void {
  entityRatings = new WeakMap();
}

function sharedRating(entity: Entity, productType: ProductType): SharedRating {
  let byType = entityRatings.get(entity);
  if (!byType) {
    byType = {};
    entityRatings.set(entity, byType);
  }
  return (byType[productType] ??= { rating: rateEntity(entity, productType), texts: new Map() });
}

export function rateNode(p: Prepared, n: Node): Rated {
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
