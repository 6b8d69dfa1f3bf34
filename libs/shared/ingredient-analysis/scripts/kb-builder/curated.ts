/**
 * Curated science (sources/science.json, provenance in sources/PROVENANCE.md) merged into the
 * knowledge base: food entries the taxonomies lack, classifications newer than the shared data
 * (IARC 2023, EU 2022 withdrawals, CosIng Annexes V–VI with conditions), and inheritance of IARC
 * classifications along the ingredient hierarchy (bacon < pork meat → red meat; wine → alcoholic
 * beverages).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HazardSource, RawEntity, Tri } from '../../src/kb/raw-types';
import { matchKey } from '../../src/text/normalize';
import { LIB_DIR } from './paths';

type CuratedHazard = HazardSource extends infer H
  ? H extends { via: unknown }
    ? Omit<H, 'via'>
    : never
  : never;

interface CuratedIngredient {
  id: string;
  parent: string;
  names: Record<string, string[]>;
  vegan?: Tri;
  vegetarian?: Tri;
  source: string;
}

interface CuratedClaim {
  id: string;
  hazard: CuratedHazard;
  /** Ingredient-taxonomy ids (`en:bacon`) the claim names. */
  ingredients?: string[];
  /** Every child of this ingredient-taxonomy id is named (`en:alcohol` → wine, beer…). */
  childrenOf?: string;
  /** The named ingredients' descendants inherit the claim too. */
  descendants?: boolean;
  /** Regular expression on entity ids left out (offal from red meat, vinegar from wine). */
  excludeIds?: string;
  additives?: string[];
  euAuthorised?: boolean;
  /** INCI names (CosIng inventory, upper case). */
  inci?: string[];
}

interface CuratedCompound {
  /** Ingredient-taxonomy id of the compound (`en:nitrite-curing-salt`). */
  id: string;
  /** Additive codes it always contains. */
  components: string[];
  source: string;
}

export interface CuratedScience {
  ingredients: CuratedIngredient[];
  hazards: CuratedClaim[];
  compounds?: CuratedCompound[];
}

export const CURATED_PATH = join(LIB_DIR, 'sources', 'science.json');

export function readCurated(path = CURATED_PATH): CuratedScience {
  return JSON.parse(readFileSync(path, 'utf8')) as CuratedScience;
}

/** Curated food entries, placed under their parent (an index into `entities`). */
export function curatedIngredients(
  curated: CuratedScience,
  indexOfId: (id: string) => number | undefined,
  keptLanguages: readonly string[],
): RawEntity[] {
  const out: RawEntity[] = [];
  for (const c of curated.ingredients) {
    const names: Record<string, string> = {};
    const keys: Record<string, string[]> = {};
    for (const [lang, list] of Object.entries(c.names)) {
      if (!keptLanguages.includes(lang) || list.length === 0) continue;
      names[lang] = list[0];
      keys[lang] = [...new Set(list.map((n) => matchKey(n)))];
    }
    const e: RawEntity = { id: `ing:${c.id}`, kind: 'ingredient', names, keys };
    const parent = indexOfId(`ing:${c.parent}`);
    if (parent !== undefined) e.parents = [parent];
    if (c.vegan) e.vegan = c.vegan;
    if (c.vegetarian) e.vegetarian = c.vegetarian;
    out.push(e);
  }
  return out;
}

function childrenIndex(entities: RawEntity[]): Map<number, number[]> {
  const kids = new Map<number, number[]>();
  entities.forEach((e, i) => {
    for (const p of e.parents ?? []) kids.set(p, [...(kids.get(p) ?? []), i]);
  });
  return kids;
}

/** Descendants of `root`, not entering the subtree of an excluded entry (pork fat → lard). */
function descendantsOf(
  root: number,
  kids: Map<number, number[]>,
  excluded: (i: number) => boolean,
): number[] {
  const out = new Set<number>();
  const stack = [root];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    for (const c of kids.get(top) ?? []) {
      if (!out.has(c) && !excluded(c)) {
        out.add(c);
        stack.push(c);
      }
    }
  }
  return [...out];
}

/** Ids whose inherited classification would be wrong: flavourings, extracts, vinegars. */
const NEVER_INHERIT =
  /flavour|flavor|aroma|arome|extract|extrait|vinegar|vinaigre|substitute|vegetarian|vegan|imitation/;

export interface CuratedStats {
  curatedIngredients: number;
  curatedClaims: number;
  curatedLinks: number;
  curatedMissingTargets: number;
  inheritedHazards: number;
}

/**
 * Attaches the curated claims, then lets every ingredient inherit the IARC classifications of its
 * ancestors (a classification of a food group covers its members).
 */
export function applyCurated(
  curated: CuratedScience,
  entities: RawEntity[],
  addHazard: (e: RawEntity, h: HazardSource) => void,
): CuratedStats {
  const stats: CuratedStats = {
    curatedIngredients: curated.ingredients.length,
    curatedClaims: curated.hazards.length,
    curatedLinks: 0,
    curatedMissingTargets: 0,
    inheritedHazards: 0,
  };
  const byId = new Map<string, number>();
  entities.forEach((e, i) => byId.set(e.id, i));
  const byInci = new Map<string, RawEntity>();
  for (const e of entities)
    if (e.kind === 'cosmetic' && e.names.en) byInci.set(e.names.en.toUpperCase(), e);
  const kids = childrenIndex(entities);

  for (const claim of curated.hazards) {
    const hazard = { ...claim.hazard, via: 'curated' } as HazardSource;
    const exclude = claim.excludeIds ? new RegExp(claim.excludeIds) : null;
    const targets = new Set<number>();
    const roots = (claim.ingredients ?? []).map((id) => `ing:${id}`);
    if (claim.childrenOf) {
      const parent = byId.get(`ing:${claim.childrenOf}`);
      if (parent === undefined) stats.curatedMissingTargets++;
      else for (const c of kids.get(parent) ?? []) roots.push(entities[c].id);
    }
    for (const id of roots) {
      const i = byId.get(id);
      if (i === undefined) {
        stats.curatedMissingTargets++;
        continue;
      }
      if (exclude?.test(id)) continue;
      targets.add(i);
      if (claim.descendants) {
        const excluded = (d: number): boolean =>
          exclude?.test(entities[d].id) === true || NEVER_INHERIT.test(entities[d].id);
        for (const d of descendantsOf(i, kids, excluded)) targets.add(d);
      }
    }
    for (const code of claim.additives ?? []) {
      const i = byId.get(code);
      if (i === undefined) {
        stats.curatedMissingTargets++;
        continue;
      }
      targets.add(i);
      if (claim.euAuthorised !== undefined) entities[i].euAuthorised = claim.euAuthorised;
    }
    for (const name of claim.inci ?? []) {
      const e = byInci.get(name);
      if (!e) {
        stats.curatedMissingTargets++;
        continue;
      }
      addHazard(e, hazard);
      stats.curatedLinks++;
    }
    for (const i of targets) {
      addHazard(entities[i], hazard);
      stats.curatedLinks++;
    }
  }

  // A compound carries its components' codes and their IARC classifications (nitrite curing salt
  // is salt with E250).
  for (const c of curated.compounds ?? []) {
    const i = byId.get(`ing:${c.id}`);
    if (i === undefined) {
      stats.curatedMissingTargets++;
      continue;
    }
    entities[i].components = [...c.components];
    for (const code of c.components) {
      const a = byId.get(code);
      if (a === undefined) {
        stats.curatedMissingTargets++;
        continue;
      }
      for (const h of entities[a].hazards ?? [])
        if (h.type === 'iarc') addHazard(entities[i], { ...h, via: 'curated' });
      stats.curatedLinks++;
    }
  }

  // Inheritance along the hierarchy for the IARC classifications the shared data attached to an
  // ingredient (curated claims above already cover their descendants, with their exclusions).
  for (let i = 0; i < entities.length; i++) {
    const e = entities[i];
    if (e.kind !== 'ingredient' || !e.parents || NEVER_INHERIT.test(e.id)) continue;
    const seen = new Set<number>();
    const stack = [...e.parents];
    for (let p = stack.pop(); p !== undefined; p = stack.pop()) {
      if (seen.has(p)) continue;
      seen.add(p);
      for (const h of entities[p].hazards ?? []) {
        if (h.type !== 'iarc' || h.via === 'hierarchy' || h.via === 'curated') continue;
        const before = e.hazards?.length ?? 0;
        addHazard(e, { ...h, via: 'hierarchy' });
        if ((e.hazards?.length ?? 0) > before) stats.inheritedHazards++;
      }
      stack.push(...(entities[p].parents ?? []));
    }
  }
  return stats;
}
