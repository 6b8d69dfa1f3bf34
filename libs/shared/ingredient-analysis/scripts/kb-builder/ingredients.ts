/**
 * Food ingredients, nutrients, allergens, additive classes and processing qualifiers from the Open
 * Food Facts taxonomies (ingredients.txt, allergens.txt, the nutrient taxonomies,
 * ingredients_processing.txt).
 */
import { canonicalAdditiveCode } from '../../src/kb/additive-code';
import type { RawEntity, RawNamed } from '../../src/kb/raw-types';
import { matchKey, slug } from '../../src/text/normalize';
import { displayNames, keepNames, keysOf, setDietTags } from './fields';
import { ancestors, inheritedProp, tagValue, type Taxonomy, type TaxonomyEntry } from './taxonomy';

/** Diet / health groups and the ingredients-taxonomy entries (and their descendants) in each. */
const GROUP_ROOTS: Record<string, string[]> = {
  sugar: [
    'en:sugar',
    'en:invert-sugar',
    'en:syrup',
    'en:glucose',
    'en:glucose-syrup',
    'en:fructose',
    'en:dextrose',
    'en:honey',
    'en:lactose',
  ],
  grain: [
    'en:cereal',
    'en:wheat',
    'en:barley',
    'en:malt',
    'en:oat',
    'en:rye',
    'en:flour',
    'en:corn',
    'en:rice',
    'en:pasta',
    'en:bread',
  ],
  starch: ['en:starch', 'en:potato', 'en:flour'],
  legume: ['en:legume', 'en:soya-bean', 'en:peanut', 'en:pea', 'en:chickpea', 'en:lentils'],
  dairy: ['en:dairy', 'en:milk', 'en:butter', 'en:cream', 'en:cheese', 'en:whey', 'en:lactose'],
  meat: [
    'en:meat',
    'en:beef',
    'en:pork',
    'en:lamb',
    'en:veal',
    'en:poultry',
    'en:bacon',
    'en:ham',
    'en:gelatin',
  ],
  'red-meat': ['en:beef', 'en:pork', 'en:lamb', 'en:veal'],
  fish: ['en:fish'],
  seafood: ['en:mollusc', 'en:crustacean', 'en:shrimp'],
  egg: ['en:egg'],
  alcohol: ['en:alcohol', 'en:wine', 'en:rum', 'en:beer'],
  caffeine: ['en:caffeine', 'en:coffee', 'en:tea', 'en:guarana', 'en:mate'],
  'vegetable-oil': ['en:vegetable-oil'],
  'palm-oil': ['en:palm-oil'],
  honey: ['en:honey'],
  milk: ['en:milk'],
  salt: ['en:salt'],
};

/** Allergen words in a qualifier of a name such as `lecithin (soy)` are handled at runtime. */
export const US_EXTRA_ALLERGEN_KEYS: Record<string, string[]> = {
  // US FALCPR / FASTER Act vocabulary mapped onto the EU list.
  crustaceans: ['shellfish'],
  molluscs: ['shellfish'],
  nuts: ['tree nut', 'tree nuts'],
  'sesame-seeds': ['sesame seed', 'sesame oil'],
  gluten: ['celiac', 'coeliac'],
};

export function buildNamed(
  tax: Taxonomy,
  extraKeys: Record<string, string[]> = {},
  filter?: (e: TaxonomyEntry) => boolean,
): RawNamed[] {
  const out: RawNamed[] = [];
  for (const e of tax.entries) {
    if (filter && !filter(e)) continue;
    const en = e.names.en?.[0];
    if (!en) continue;
    const id = slug(en);
    out.push({
      id,
      names: displayNames(e.names),
      keys: keysOf(e.names, id in extraKeys ? { en: extraKeys[id] } : {}),
    });
  }
  return out;
}

/** `lang:key` of an allergen synonym: a word is an allergen only in its own language. */
const langKey = (lang: string, key: string): string => `${lang}:${key}`;

export function allergenIndex(allergens: RawNamed[]): Map<string, string[]> {
  // Allergen-synonym keys per language → allergen ids. Keyed by language because the same word
  // means different things across languages (a scallop name in one language is a crustacean
  // word in another). `shellfish` names two allergens.
  const idx = new Map<string, string[]>();
  for (const a of allergens) {
    for (const [lang, list] of Object.entries(a.keys))
      for (const k of list ?? []) {
        const ids = idx.get(langKey(lang, k)) ?? [];
        if (!ids.includes(a.id)) ids.push(a.id);
        idx.set(langKey(lang, k), ids);
      }
  }
  return idx;
}

export function buildIngredients(
  tax: Taxonomy,
  kind: 'ingredient' | 'nutrient',
  prefix: string,
  allergenByKey: Map<string, string[]>,
): { entities: RawEntity[]; entries: TaxonomyEntry[] } {
  const entities: RawEntity[] = [];
  const entries: TaxonomyEntry[] = [];
  const rootIds = new Map<string, string[]>();
  for (const [group, roots] of Object.entries(GROUP_ROOTS)) {
    for (const r of roots) rootIds.set(r, [...(rootIds.get(r) ?? []), group]);
  }
  for (const e of tax.entries) {
    const names = keepNames(e.names);
    if (Object.keys(names).length === 0) continue;
    const lineage = [e, ...ancestors(e)];
    const allergens = new Set<string>();
    // From a word naming several allergens (`shellfish`): used only when nothing more specific
    // is known, so a scallop (mollusc < shellfish) is not also a crustacean.
    const broad = new Set<string>();
    for (const x of lineage) {
      const v = x.props['allergens:en'];
      if (v) for (const a of v.split(',')) allergens.add(slug(tagValue(a) ?? ''));
      // An entry named exactly like an allergen synonym (in any language) carries that allergen:
      // `wheat flour` → gluten, while `coconut milk` (child of coconut) does not. Ancestors count
      // by their English name only: the Spanish gluten list has `cereales`, which must not make
      // corn and rice (children of `cereal`) gluten sources.
      const names: [string, string][] =
        x === e
          ? Object.entries(keepNames(x.names)).flatMap(([l, ns]) =>
              ns.map((n): [string, string] => [l, n]),
            )
          : (x.names.en ?? []).slice(0, 1).map((n): [string, string] => ['en', n]);
      for (const [l, n] of names) {
        const ids = (allergenByKey.get(langKey(l, matchKey(n))) ?? []).filter((a) => a !== 'none');
        for (const a of ids) (ids.length > 1 ? broad : allergens).add(a);
      }
    }
    if (![...broad].some((a) => allergens.has(a))) for (const a of broad) allergens.add(a);
    allergens.delete('');
    if (allergens.has('sesame')) {
      allergens.delete('sesame');
      allergens.add('sesame-seeds');
    }
    const groups = new Set<string>();
    for (const x of lineage) for (const g of rootIds.get(x.id) ?? []) groups.add(g);
    if (allergens.has('milk')) groups.add('dairy');
    if (allergens.has('eggs')) groups.add('egg');
    if (allergens.has('fish')) groups.add('fish');
    if (allergens.has('crustaceans') || allergens.has('molluscs')) groups.add('seafood');
    if (allergens.has('gluten')) groups.add('grain');
    if (allergens.has('peanuts') || allergens.has('soybeans') || allergens.has('lupin'))
      groups.add('legume');
    const entity: RawEntity = {
      id: `${prefix}:${e.id}`,
      kind,
      names: displayNames(names),
      keys: keysOf(names),
    };
    setDietTags(entity, e);
    if (allergens.size > 0) entity.allergens = [...allergens].sort();
    if (groups.size > 0) entity.groups = [...groups].sort();
    const fvn = tagValue(inheritedProp(e, 'nutriscore_fruits_vegetables_nuts:en'));
    if (fvn === 'yes') entity.fvn = true;
    // `soya lecithin` has the parent `<en:E322i` (an additives-taxonomy entry): it is that additive.
    const additiveRef = lineage
      .flatMap((x) => x.parentRefs)
      .map((r) => canonicalAdditiveCode(r.replace(/^[a-z]{2}\s*:\s*/, '')))
      .find((c): c is string => c !== null);
    if (additiveRef) entity.code = additiveRef;
    entities.push(entity);
    entries.push(e);
  }
  return { entities, entries };
}

export function qualifierKeys(tax: Taxonomy): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  const add = (lang: string, n: string) => {
    const k = matchKey(n);
    if (k.length >= 2) (out[lang] ??= new Set()).add(k);
  };
  for (const e of tax.entries) {
    for (const [lang, list] of Object.entries(keepNames(e.names)))
      for (const n of list) add(lang, n);
  }
  // Organic-farming words are not in the processing taxonomy but are common qualifiers.
  const organic: Record<string, string[]> = {
    en: ['organic', 'bio', 'organically grown'],
    fr: ['bio', 'biologique', 'issu de l agriculture biologique'],
    de: ['bio', 'biologisch', 'okologisch', 'aus kontrolliert biologischem anbau', 'kba'],
    es: ['bio', 'ecologico', 'ecologica', 'organico', 'organica'],
    it: ['bio', 'biologico', 'biologica', 'biologici', 'biologiche'],
    nl: ['bio', 'biologisch', 'biologische'],
    pt: ['bio', 'biologico', 'biologica', 'organico', 'organica'],
    pl: ['bio', 'ekologiczny', 'ekologiczna', 'ekologiczne'],
    fi: ['luomu'],
    sv: ['ekologisk', 'ekologiskt', 'eko'],
    da: ['okologisk', 'okologiske'],
  };
  for (const [lang, list] of Object.entries(organic)) for (const n of list) add(lang, n);
  const sorted: Record<string, string[]> = {};
  for (const lang of Object.keys(out).sort()) sorted[lang] = [...out[lang]].sort();
  return sorted;
}
