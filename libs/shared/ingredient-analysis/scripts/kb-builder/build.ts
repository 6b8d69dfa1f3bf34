/**
 * Derives the project's compact knowledge base from ../shared/data. Pure function of the input
 * files: the same inputs always give byte-identical output (no dates, stable ordering).
 * Each source has its own module (additives, ingredients, cosmetics, carcinogens); this one joins
 * them: cross-source merges, hazard linking, stand-alone substances, stats and serialisation.
 */
import type { HazardSource, RawEntity, RawInci, RawKnowledgeBase } from '../../src/kb/raw-types';
import { buildAdditives, euAuthorisedCodes } from './additives';
import { agentHazard, buildAgents } from './carcinogens';
import { buildCosmetics } from './cosmetics';
import { applyCurated, curatedIngredients, readCurated } from './curated';
import { readGuidance } from './guidance';
import {
  allergenIndex,
  buildIngredients,
  buildNamed,
  qualifierKeys,
  US_EXTRA_ALLERGEN_KEYS,
} from './ingredients';
import { KEPT_LANGUAGES } from './languages';
import { readSource } from './paths';
import { parseTaxonomy, type TaxonomyEntry } from './taxonomy';

/** Codes the additives taxonomy keeps but the EU no longer treats as additives. */
const NOT_ADDITIVES: Record<string, string> = { E428: 'ing:en:gelatin' };

export interface BuildResult {
  kb: RawKnowledgeBase;
  /** Serialised files to write under data/. */
  files: Record<string, string>;
}

function englishKeys(e: RawEntity): string[] {
  return [...(e.keys.en ?? []), ...(e.keys.xx ?? [])];
}

function hazardId(h: HazardSource): string {
  switch (h.type) {
    case 'iarc':
    case 'prop65':
    case 'ntp':
      return `${h.type}|${h.agent}`;
    case 'cosing-annex-ii':
    case 'cosing-annex-iii':
      return `${h.type}|${h.ref}`;
    case 'fragrance-allergen':
      return `${h.type}|${h.list}`;
    case 'eu-withdrawn':
      return `${h.type}|${h.regulation}`;
    case 'cosing-restricted':
      return `${h.type}|${h.annex}|${h.ref}`;
  }
}

// ---------------------------------------------------------------------------------------------

export function buildKnowledgeBase(dataDir: string): BuildResult {
  const tax = (name: string) => parseTaxonomy(readSource(dataDir, 'off_taxonomies', name));

  const eu = euAuthorisedCodes(readSource(dataDir, 'off_taxonomies', 'additives.eu-foods.txt'));
  const additives = buildAdditives(tax('additives.txt'), eu);
  const additiveClasses = buildNamed(tax('additives_classes.txt'));
  const allergens = buildNamed(
    tax('allergens.txt'),
    US_EXTRA_ALLERGEN_KEYS,
    (e) => e.names.en?.[0] !== 'none',
  );
  const allergenByKey = allergenIndex(allergens);

  const ingredientsTax = tax('ingredients.txt');
  const ingredients = buildIngredients(ingredientsTax, 'ingredient', 'ing', allergenByKey);
  const nutrientFiles = [
    'vitamins.txt',
    'minerals.txt',
    'nucleotides.txt',
    'amino_acids.txt',
    'other_nutritional_substances.txt',
  ];
  const nutrients = nutrientFiles.map((f) =>
    buildIngredients(tax(f), 'nutrient', 'nut', allergenByKey),
  );
  const qualifiers = qualifierKeys(tax('ingredients_processing.txt'));
  const cosmetics = buildCosmetics(dataDir);
  const agents = buildAgents(dataDir);

  // The EU removed gelatine from the additives (OFF taxonomy note on E428): it is the ingredient.
  for (const [code, ingredientId] of Object.entries(NOT_ADDITIVES)) {
    const a = additives.findIndex((x) => x.code === code);
    const ing = ingredients.entities.find((x) => x.id === ingredientId);
    if (a < 0 || !ing) continue;
    for (const [lang, keys] of Object.entries(additives[a].keys)) {
      const list = (ing.keys[lang] ??= []);
      for (const k of keys ?? []) if (!list.includes(k)) list.push(k);
    }
    for (const [lang, name] of Object.entries(additives[a].names)) ing.names[lang] ??= name;
    additives.splice(a, 1);
  }
  const entities: RawEntity[] = [...additives];
  const ingredientOffset = entities.length;
  entities.push(...ingredients.entities);
  // Parent links of the ingredients taxonomy, as entity indices.
  const indexOfEntry = new Map<TaxonomyEntry, number>();
  ingredients.entries.forEach((e, i) => indexOfEntry.set(e, ingredientOffset + i));
  ingredients.entries.forEach((e, i) => {
    const parents = e.parents
      .map((p) => indexOfEntry.get(p))
      .filter((p): p is number => p !== undefined);
    if (parents.length > 0) entities[ingredientOffset + i].parents = parents;
  });
  // Curated food entries (sources/science.json) sit in the ingredient hierarchy too.
  const curated = readCurated();
  const entityIndex = new Map(entities.map((e, i) => [e.id, i]));
  entities.push(...curatedIngredients(curated, (id) => entityIndex.get(id), KEPT_LANGUAGES));
  for (const n of nutrients) entities.push(...n.entities);
  entities.push(...cosmetics.inci);

  // --- hazard linking ------------------------------------------------------------------------
  const addHazard = (e: RawEntity, h: HazardSource) => {
    const list = (e.hazards ??= []);
    if (!list.some((x) => hazardId(x) === hazardId(h))) list.push(h);
  };
  const byEnglishKey = new Map<string, RawEntity[]>();
  const byCas = new Map<string, RawEntity[]>();
  for (const e of entities) {
    for (const k of englishKeys(e)) byEnglishKey.set(k, [...(byEnglishKey.get(k) ?? []), e]);
    for (const c of e.cas ?? []) byCas.set(c, [...(byCas.get(c) ?? []), e]);
  }
  const linked = new Set<object>();
  for (const a of agents) {
    if (a.routeSpecific) continue;
    for (const k of a.keys) {
      for (const e of byEnglishKey.get(k) ?? []) {
        addHazard(e, agentHazard(a, 'name'));
        linked.add(a);
      }
    }
    if (!a.consumption) {
      for (const c of a.cas) {
        for (const e of byCas.get(c) ?? []) {
          addHazard(e, agentHazard(a, 'cas'));
          linked.add(a);
        }
      }
    }
  }
  // The substances each CosIng list names, with the hazard a match to one of them carries.
  const listed = (x: { keys: string[]; cas: string[] }, hazard: HazardSource) => ({
    keys: x.keys,
    cas: x.cas,
    hazard,
  });
  const cosmeticHazards = [
    ...cosmetics.annexII.map((x) =>
      listed(x, { type: 'cosing-annex-ii', ref: x.ref, substance: x.substance, via: 'name' }),
    ),
    ...cosmetics.annexIII.map((x) =>
      listed(x, {
        type: 'cosing-annex-iii',
        ref: x.ref,
        substance: x.substance,
        via: 'name',
        ...(x.maxConcentration ? { maxConcentration: x.maxConcentration } : {}),
      }),
    ),
    ...cosmetics.fragrance.map((x) =>
      listed(x, { type: 'fragrance-allergen', evidence: x.evidence, list: x.list, via: 'name' }),
    ),
  ];
  for (const ch of cosmeticHazards) {
    let found = false;
    for (const k of ch.keys) {
      for (const e of byEnglishKey.get(k) ?? []) {
        if (e.kind !== 'cosmetic') continue;
        addHazard(e, { ...ch.hazard, via: 'name' });
        found = true;
      }
    }
    for (const c of ch.cas) {
      for (const e of byCas.get(c) ?? []) {
        if (e.kind !== 'cosmetic') continue;
        addHazard(e, { ...ch.hazard, via: 'cas' });
        found = true;
      }
    }
    if (!found) linked.delete(ch);
    if (found) linked.add(ch);
  }

  const curatedStats = applyCurated(curated, entities, addHazard);

  // Listings that matched nothing become stand-alone substances, so that a label naming them
  // (`formaldehyde`, `coal tar`) is still recognised.
  const substances = new Map<string, RawEntity>();
  const addSubstance = (name: string, keys: string[], cas: string[], h: HazardSource) => {
    const usable = keys.filter((k) => k.length >= 4 && !byEnglishKey.has(k));
    if (usable.length === 0) return;
    const id = `sub:${usable[0].replace(/ /g, '-')}`;
    let s = substances.get(id);
    if (!s) {
      s = { id, kind: 'substance', names: { en: name }, keys: { xx: usable } };
      if (cas.length > 0) s.cas = cas;
      substances.set(id, s);
    }
    addHazard(s, h);
  };
  for (const a of agents) {
    if (linked.has(a) || a.routeSpecific) continue;
    addSubstance(a.agent, a.keys, a.cas, agentHazard(a, 'name'));
  }
  for (const ch of cosmeticHazards) {
    const h = ch.hazard;
    if (linked.has(ch) || (h.type !== 'cosing-annex-ii' && h.type !== 'cosing-annex-iii')) continue;
    addSubstance(h.substance, ch.keys, ch.cas, h);
  }
  entities.push(
    ...[...substances.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
  for (const e of entities) {
    if (e.hazards)
      e.hazards.sort((a, b) =>
        hazardId(a) < hazardId(b) ? -1 : hazardId(a) > hazardId(b) ? 1 : 0,
      );
  }

  const stats: Record<string, number> = {
    additives: additives.length,
    additivesEuAuthorised: additives.filter((a) => a.euAuthorised).length,
    additivesWithOverexposureRisk: additives.filter(
      (a) => a.efsa?.overexposure === 'high' || a.efsa?.overexposure === 'moderate',
    ).length,
    allergens: allergens.length,
    ingredients: ingredients.entities.length,
    nutrients: nutrients.reduce((n, x) => n + x.entities.length, 0),
    cosmeticIngredients: cosmetics.inci.length,
    annexII: cosmetics.annexII.length,
    annexIII: cosmetics.annexIII.length,
    fragranceAllergens: cosmetics.fragrance.length,
    carcinogenListings: agents.length,
    standaloneSubstances: substances.size,
    entitiesWithHazards: entities.filter((e) => e.hazards && e.hazards.length > 0).length,
    ...curatedStats,
  };
  const guidance = readGuidance();
  stats.guidanceRules = guidance.rules.length + guidance.personal.length;

  const kb: RawKnowledgeBase = {
    format: 1,
    languages: KEPT_LANGUAGES,
    entities: entities.filter((e) => e.kind !== 'cosmetic'),
    inci: cosmetics.inci.map((e) => {
      const row: RawInci = [e.names.en ?? e.id, e.functions ?? [], e.cas ?? []];
      if (e.hazards && e.hazards.length > 0) row.push(e.hazards);
      return row;
    }),
    allergens,
    additiveClasses,
    cosmeticFunctions: cosmetics.functions,
    qualifiers,
    guidance,
    stats,
  };
  return { kb, files: { 'knowledge-base.json': serialise(kb) } };
}

/**
 * One array element per line: reviewable diffs, and still a single JSON document that bundlers
 * import natively.
 */
export function serialise(kb: RawKnowledgeBase): string {
  const parts: string[] = ['{'];
  const entries = Object.entries(kb);
  entries.forEach(([key, value], i) => {
    const comma = i < entries.length - 1 ? ',' : '';
    if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object') {
      parts.push(`${JSON.stringify(key)}: [`);
      value.forEach((v, j) => parts.push(JSON.stringify(v) + (j < value.length - 1 ? ',' : '')));
      parts.push(`]${comma}`);
    } else {
      parts.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`);
    }
  });
  parts.push('}');
  return parts.join('\n') + '\n';
}
