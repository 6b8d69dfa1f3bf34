/**
 * Derives the project's compact knowledge base from ../shared/data. Pure function of the input
 * files: the same inputs always give byte-identical output (no dates, stable ordering).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalAdditiveCode } from '../../src/kb/additive-code';
import type {
  HazardSource,
  RawEfsa,
  RawEntity,
  RawInci,
  RawKnowledgeBase,
  RawNamed,
  Tri,
} from '../../src/kb/raw-types';
import { matchKey, slug } from '../../src/text/normalize';
import { parseDelimited, recordsFrom } from './csv';
import { applyCurated, curatedIngredients, readCurated } from './curated';
import { readGuidance } from './guidance';
import { KEPT_LANGUAGES } from './languages';
import {
  ancestors,
  inheritedProp,
  parseTaxonomy,
  tagValue,
  type Taxonomy,
  type TaxonomyEntry,
} from './taxonomy';

const KEPT = new Set(KEPT_LANGUAGES);

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

/** Additive-code groups written from EU rules (see docs/method.md, "health rules"). */
const ADDITIVE_GROUPS: Record<string, string[]> = {
  // Reg. 1169/2011 Annex II item 12 (sulphur dioxide and sulphites).
  sulphite: ['E220', 'E221', 'E222', 'E223', 'E224', 'E225', 'E226', 'E227', 'E228'],
  // Reg. 1333/2008 Annex V: "may have an adverse effect on activity and attention in children".
  'southampton-colour': ['E102', 'E104', 'E110', 'E122', 'E124', 'E129'],
  // Reg. 1169/2011 Annex III: "contains a source of phenylalanine".
  phenylalanine: ['E951', 'E962'],
  // Reg. 1169/2011 Annex III: polyols, "excessive consumption may produce laxative effects".
  polyol: ['E420', 'E421', 'E953', 'E965', 'E966', 'E967', 'E968'],
  phosphate: ['E338', 'E339', 'E340', 'E341', 'E343', 'E450', 'E451', 'E452'],
  nitrite: ['E249', 'E250', 'E251', 'E252'],
};

/** Allergen words in a qualifier of a name such as `lecithin (soy)` are handled at runtime. */
const US_EXTRA_ALLERGEN_KEYS: Record<string, string[]> = {
  // US FALCPR / FASTER Act vocabulary mapped onto the EU list.
  crustaceans: ['shellfish'],
  molluscs: ['shellfish'],
  nuts: ['tree nut', 'tree nuts'],
  'sesame-seeds': ['sesame seed', 'sesame oil'],
  gluten: ['celiac', 'coeliac'],
};

/** Codes the additives taxonomy keeps but the EU no longer treats as additives. */
const NOT_ADDITIVES: Record<string, string> = { E428: 'ing:en:gelatin' };

export interface BuildResult {
  kb: RawKnowledgeBase;
  /** Serialised files to write under data/. */
  files: Record<string, string>;
}

function read(dir: string, ...parts: string[]): string {
  return readFileSync(join(dir, ...parts), 'utf8');
}

type Names = Partial<Record<string, string[]>>;

function keepNames(names: Names): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const lang of Object.keys(names).sort()) {
    const list = names[lang];
    if (KEPT.has(lang) && list) out[lang] = list;
  }
  return out;
}

/** Placeholder names such as `E106 food additive` carry no information. */
function isPlaceholder(name: string): boolean {
  return /food additive$/i.test(name) || /^e\s?\d{3,4}[a-z]?(\([ivx]+\))?$/i.test(name.trim());
}

function displayNames(names: Names): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, list] of Object.entries(keepNames(names))) {
    const first = list.find((n) => !isPlaceholder(n));
    if (first) out[lang] = first;
  }
  return out;
}

function keysOf(names: Names, extra: Record<string, string[]> = {}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (lang: string, name: string) => {
    const k = matchKey(name);
    if (k.length < 2) return;
    const list = (out[lang] ??= []);
    if (!list.includes(k)) list.push(k);
  };
  for (const [lang, list] of Object.entries(keepNames(names))) {
    for (const n of list) if (!isPlaceholder(n)) add(lang, n);
  }
  for (const [lang, list] of Object.entries(extra)) for (const n of list) add(lang, n);
  const sorted: Record<string, string[]> = {};
  for (const [lang, list] of Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    sorted[lang] = list;
  return sorted;
}

function tri(value: string | undefined): Tri | undefined {
  const v = tagValue(value);
  if (v === 'yes' || v === 'no' || v === 'maybe') return v;
  return undefined;
}

function englishKeys(e: RawEntity): string[] {
  return [...(e.keys.en ?? []), ...(e.keys.xx ?? [])];
}

// ---------------------------------------------------------------------------------------------
// Food: additives, classes, allergens, ingredients, nutrients

function euAuthorisedCodes(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\bE\s?(\d{3,4}[a-h]?)\b/g)) {
    const code = canonicalAdditiveCode(m[1]);
    if (code) out.add(code);
  }
  return out;
}

function buildAdditives(tax: Taxonomy, eu: Set<string>): RawEntity[] {
  const out: RawEntity[] = [];
  const seen = new Set<string>();
  for (const e of tax.entries) {
    const en = e.names.en?.[0];
    if (!en) continue;
    const code = canonicalAdditiveCode(en);
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const parentCode = e.parents
      .map((p) => canonicalAdditiveCode(p.names.en?.[0] ?? ''))
      .find(Boolean);
    const classes = (tagValue(e.props['additives_classes:en']) ?? '')
      .split(',')
      .map((c) => tagValue(c) ?? '')
      .filter((c) => c.length > 0)
      .map((c) => slug(c));
    const efsa: RawEfsa = {};
    const date = e.props['efsa_evaluation_date:en']?.trim();
    if (date) efsa.date = date;
    const title = e.props['efsa_evaluation:en']?.trim();
    if (title) efsa.title = title;
    const url = (e.props['efsa_evaluation_url:en'] ?? e.props['efsa:en'])?.trim();
    if (url) efsa.url = url;
    const adi = e.props['efsa_evaluation_adi:en']?.trim();
    if (adi) efsa.adi = adi;
    const over = tagValue(e.props['efsa_evaluation_overexposure_risk:en']);
    if (over === 'high' || over === 'moderate' || over === 'no') efsa.overexposure = over;
    const above = e.props['efsa_evaluation_exposure_mean_greater_than_adi:en'];
    if (above) {
      const groups = above
        .split(',')
        .map((g) => tagValue(g) ?? '')
        .filter((g) => g && g !== 'no-group');
      if (groups.length > 0) efsa.aboveAdi = groups;
    }
    const entity: RawEntity = {
      id: code,
      kind: 'additive',
      names: displayNames(e.names),
      keys: keysOf(e.names, { xx: [code] }),
      code,
      euAuthorised:
        eu.has(code) || (parentCode !== undefined && parentCode !== null && eu.has(parentCode)),
    };
    if (classes.length > 0) entity.classes = [...new Set(classes)];
    if (Object.keys(efsa).length > 0) entity.efsa = efsa;
    const vegan = tri(inheritedProp(e, 'vegan:en'));
    const vegetarian = tri(inheritedProp(e, 'vegetarian:en'));
    const palm = tri(inheritedProp(e, 'from_palm_oil:en'));
    if (vegan) entity.vegan = vegan;
    if (vegetarian) entity.vegetarian = vegetarian;
    if (palm) entity.palmOil = palm;
    const groups = Object.entries(ADDITIVE_GROUPS)
      .filter(([, codes]) =>
        codes.some(
          (c) =>
            code === c || (code.startsWith(c) && !/\d/.test(code.slice(c.length, c.length + 1))),
        ),
      )
      .map(([g]) => g);
    if (classes.includes('sweetener') && !groups.includes('polyol')) groups.push('sweetener');
    if (groups.length > 0) entity.groups = groups.sort();
    out.push(entity);
  }
  // Inherit EFSA data and classes from the parent code when the sub-entry has none
  // (E450i has no own EFSA evaluation; the E450 one applies).
  const byCode = new Map(out.map((a) => [a.id, a]));
  for (const a of out) {
    for (const parent of parentChain(a.id)) {
      const p = byCode.get(parent);
      if (!p) continue;
      if (!a.efsa && p.efsa) a.efsa = p.efsa;
      if (!a.classes && p.classes) a.classes = p.classes;
      if (!a.groups && p.groups) a.groups = p.groups;
      if (!a.euAuthorised && p.euAuthorised) a.euAuthorised = true;
    }
  }
  // A group code (E150, E472) is authorised when its specific members are.
  for (const a of out) {
    if (a.euAuthorised) continue;
    if (out.some((b) => b.euAuthorised && parentChain(b.id).includes(a.id))) a.euAuthorised = true;
  }
  return out;
}

function parentChain(code: string): string[] {
  const m = /^E(\d{3,4})([a-h])?([ivx]+)?$/.exec(code);
  if (!m) return [];
  const out: string[] = [];
  if (m[3] && m[2]) out.push(`E${m[1]}${m[2]}`);
  if (m[2] || m[3]) out.push(`E${m[1]}`);
  return out;
}

function buildNamed(
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

function allergenIndex(allergens: RawNamed[]): Map<string, string[]> {
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

function buildIngredients(
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
    const vegan = tri(inheritedProp(e, 'vegan:en'));
    const vegetarian = tri(inheritedProp(e, 'vegetarian:en'));
    const palm = tri(inheritedProp(e, 'from_palm_oil:en'));
    if (vegan) entity.vegan = vegan;
    if (vegetarian) entity.vegetarian = vegetarian;
    if (palm) entity.palmOil = palm;
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

function qualifierKeys(tax: Taxonomy): Record<string, string[]> {
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

// ---------------------------------------------------------------------------------------------
// Cosmetics

function normaliseCas(raw: string): string[] {
  return [...new Set((raw.match(/\b\d{2,7}-\d{2}-\d\b/g) ?? []).map((c) => c.replace(/^0+/, '')))];
}

interface CosmeticsData {
  functions: RawNamed[];
  inci: RawEntity[];
  annexII: { ref: string; substance: string; keys: string[]; cas: string[] }[];
  annexIII: {
    ref: string;
    substance: string;
    keys: string[];
    cas: string[];
    maxConcentration?: string;
  }[];
  fragrance: { name: string; keys: string[]; cas: string[]; evidence: string; list: string }[];
}

function substanceKeys(name: string): string[] {
  // `Aminocaproic acid (INN) and its salts` → `aminocaproic acid`; bracketed synonyms kept as keys.
  const out = new Set<string>();
  const cleaned = name
    .replace(/\((?:INN|INCI|USAN|BAN|JAN)\)/gi, '')
    .replace(
      /,?\s*(?:and|its|their)\s+(?:its\s+)?(?:salts|esters|ethers|derivatives|isomers)(?:\s+(?:and|or)\s+(?:its\s+)?(?:salts|esters|ethers|derivatives|isomers))*.*$/i,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  const main = cleaned.replace(/\s*[([][^)\]]*[)\]]/g, '').trim();
  if (main) out.add(matchKey(main));
  for (const m of cleaned.matchAll(/[([]([^)\]]+)[)\]]/g)) {
    const inner = m[1].trim();
    if (
      /^[A-Za-z][A-Za-z0-9 ,.'-]{3,}$/.test(inner) &&
      !/\b(?:see|use|of|as|in|for|when)\b/i.test(inner)
    ) {
      out.add(matchKey(inner));
    }
  }
  return [...out].filter((k) => k.length >= 3);
}

function buildCosmetics(dir: string): CosmeticsData {
  const functionTax = parseTaxonomy(read(dir, 'cosmetics', 'obf_inci_functions.txt'));
  const functionByKey = new Map<string, TaxonomyEntry>();
  for (const e of functionTax.entries) {
    const en = e.names.en?.[0];
    if (en) functionByKey.set(matchKey(en), e);
  }
  const functions: RawNamed[] = [];
  const functionIndex = new Map<string, number>();
  const functionFor = (label: string): number => {
    const id = slug(label);
    const existing = functionIndex.get(id);
    if (existing !== undefined) return existing;
    // `Skin Conditioning - Emollient` → translated names of `Emollient` when the full label has none.
    const tax =
      functionByKey.get(matchKey(label)) ??
      functionByKey.get(matchKey(label.split(' - ').pop() ?? label)) ??
      functionByKey.get(matchKey(label.replace(/^Cosmetic /i, '')));
    const names = tax ? displayNames(tax.names) : {};
    names.en = label;
    functions.push({ id, names, keys: {} });
    functionIndex.set(id, functions.length - 1);
    return functions.length - 1;
  };

  const inci: RawEntity[] = [];
  const seen = new Set<string>();
  const rows = recordsFrom(parseDelimited(read(dir, 'cosmetics', 'cosing_inci_cas_function.csv')));
  for (const r of rows) {
    const name = r.inci_name ?? '';
    const key = matchKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const fns = (r.function ?? '')
      .split(', ')
      .map((f) => f.trim())
      .filter((f) => f.length > 0 && f !== 'Not Reported');
    const cas = normaliseCas(r.cas_number ?? '');
    const entity: RawEntity = {
      id: `inci:${slug(name)}`,
      kind: 'cosmetic',
      names: { en: name },
      keys: { xx: [key] },
    };
    if (fns.length > 0) entity.functions = fns.map(functionFor);
    if (cas.length > 0) entity.cas = cas;
    inci.push(entity);
  }

  const annexIIRows = parseDelimited(read(dir, 'cosmetics', 'COSING_Annex_II_v2.txt'));
  const headerII = annexIIRows.findIndex((r) => r[0] === 'Reference Number');
  const annexII = recordsFrom(annexIIRows, headerII)
    .filter((r) => r['Reference Number'])
    .map((r) => {
      const substance = r['Chemical name / INN'] ?? '';
      const identified = (r['Identified INGREDIENTS or substances e.g.'] ?? '')
        .split(/[,;\n]/)
        .map((s) => s.trim())
        .filter((s) => /[A-Za-z]{3}/.test(s));
      return {
        ref: r['Reference Number'] ?? '',
        substance: substance.replace(/\s+/g, ' '),
        keys: [...new Set([...substanceKeys(substance), ...identified.map(matchKey)])].sort(),
        cas: normaliseCas(r['CAS Number'] ?? ''),
      };
    });

  const annexIIIRows = parseDelimited(read(dir, 'cosmetics', 'COSING_Annex_III_v2.txt'));
  const headerIII = annexIIIRows.findIndex((r) => r[0] === 'Reference Number');
  const annexIII = recordsFrom(annexIIIRows, headerIII)
    .filter((r) => r['Reference Number'])
    .map((r) => {
      const substance = r['Chemical name / INN'] ?? '';
      const glossary = r['Name of Common Ingredients Glossary'] ?? '';
      const identified = (r['Identified INGREDIENTS or substances e.g.'] ?? '')
        .split(/[,;\n]/)
        .map((s) => s.trim())
        .filter((s) => /[A-Za-z]{3}/.test(s));
      const max = (r['Maximum concentration in ready for use preparation'] ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const entry: {
        ref: string;
        substance: string;
        keys: string[];
        cas: string[];
        maxConcentration?: string;
      } = {
        ref: r['Reference Number'] ?? '',
        substance: substance.replace(/\s+/g, ' '),
        keys: [
          ...new Set([
            ...substanceKeys(substance),
            ...glossary
              .split(/[,;\n]/)
              .map((s) => matchKey(s))
              .filter((k) => k.length >= 3),
            ...identified.map(matchKey),
          ]),
        ].sort(),
        cas: normaliseCas(r['CAS Number'] ?? ''),
      };
      if (max) entry.maxConcentration = max.slice(0, 160);
      return entry;
    });

  const fragranceTax = parseTaxonomy(read(dir, 'cosmetics', 'obf_allergens.txt'));
  const fragrance = fragranceTax.entries.flatMap((e) => {
    const en = e.names.en ?? [];
    const first = en.at(0);
    if (first === undefined) return [];
    const name = first.trim();
    return [
      {
        name,
        keys: [matchKey(name), ...en.slice(1).map(matchKey)],
        cas: normaliseCas(e.props['cas_number:en'] ?? ''),
        evidence: (e.props['human_evidence:en'] ?? '').trim(),
        list: (e.props['eu_lists:en'] ?? '').trim(),
      },
    ];
  });
  return { functions, inci, annexII, annexIII, fragrance };
}

// ---------------------------------------------------------------------------------------------
// Carcinogen lists

interface Agent {
  source: 'iarc' | 'prop65' | 'ntp';
  agent: string;
  keys: string[];
  cas: string[];
  /** About an exposure route (air, work, tobacco): never linked to a label ingredient. */
  routeSpecific: boolean;
  /** About consuming something (`Processed meat (consumption of)`): linked by name only. */
  consumption: boolean;
  iarcGroup?: '1' | '2A' | '2B';
  year?: number;
  toxicity?: string[];
  ntp?: 'known' | 'reasonably-anticipated';
}

/** Listings about an exposure route that a label ingredient never has (air, work, tobacco…). */
const ROUTE_WORDS =
  /\b(?:airborne|respirable|inhal\w*|occupational|fumes|mists?|dusts?|smoke|smoking|manufactur\w*|industry|production|work as|emissions|combustion|perineal|infection|radiation|exposures?|painter|mining|welding|tobacco|engine exhaust)\b/i;
/** Listings about eating or drinking something: linked by name, never by the CAS of the pure substance. */
const CONSUMPTION_WORDS =
  /\b(?:consumption|ingested|in alcoholic beverages|associated with|chinese-style|traditional)\b/i;
const DROP_PARENTHESES = /^(?:INN|INCI|USAN|BAN|JAN|consumption of|ingested)$/i;

/**
 * Matching keys of a listed agent. A bracketed synonym (`Butylated hydroxyanisole (BHA)`) or a
 * consumption note (`Red meat (consumption of)`) can be dropped from the name; any other bracket
 * (`Chromium (VI)`, `Formaldehyde (gas)`) specifies the agent, so the name is kept whole and will
 * not match the plain substance.
 */
function agentKeys(name: string): string[] {
  const out = new Set<string>();
  const groups = [...name.matchAll(/[([]([^)\]]+)[)\]]/g)].map((m) => m[1].trim());
  const isSynonym = (g: string) =>
    /^[A-Za-z][A-Za-z0-9 .'-]{2,}$/.test(g) &&
    !/^(?:[ivx]+|gas|vapou?r|total|free|technical grade|dry|anhydrous)$/i.test(g) &&
    !ROUTE_WORDS.test(g) &&
    !/\b(?:see|of|as|in|for|compounds?|forms?|salts?|isomers?|mixture|grade)\b/i.test(g);
  const specifiers = groups.filter(
    (g) => !DROP_PARENTHESES.test(g) && !isSynonym(g) && !/^see\b/i.test(g),
  );
  if (specifiers.length > 0) {
    out.add(matchKey(name.replace(/\(see [^)]*\)/gi, '')));
  } else {
    const main = name
      .replace(/\s*[([][^)\]]*[)\]]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (main) out.add(matchKey(main));
    for (const g of groups) if (isSynonym(g)) out.add(matchKey(g));
  }
  return [...out].filter((k) => k.length >= 3);
}

function buildAgents(dir: string): Agent[] {
  const agents: Agent[] = [];
  const iarcRows = recordsFrom(
    parseDelimited(read(dir, 'carcinogens', 'IARC_List_of_Classifications.csv')),
  );
  const seenIarc = new Set<string>();
  for (const r of iarcRows) {
    const group = r.Group;
    if (group !== '1' && group !== '2A' && group !== '2B') continue;
    const agent = (r.Agent ?? '').replace(/\s+/g, ' ').trim();
    const cas = normaliseCas(r['CAS No.'] ?? '');
    const year = Number(r.Year);
    seenIarc.add(`${matchKey(agent)}|${cas.join(',')}`);
    const a: Agent = {
      source: 'iarc',
      agent,
      keys: agentKeys(agent),
      cas,
      routeSpecific: ROUTE_WORDS.test(agent),
      consumption: CONSUMPTION_WORDS.test(agent),
      iarcGroup: group,
    };
    if (Number.isFinite(year) && year > 1900) a.year = year;
    agents.push(a);
  }
  // The CompTox extracts add CAS numbers for agents listed under a group name in the IARC file.
  const knownCas = new Set(agents.flatMap((a) => a.cas));
  for (const [file, group] of [
    ['CompTox_IARC1.csv', '1'],
    ['CompTox_IARC2A.csv', '2A'],
    ['CompTox_IARC2B.csv', '2B'],
  ] as const) {
    for (const r of recordsFrom(parseDelimited(read(dir, 'carcinogens', file)))) {
      const cas = normaliseCas(r.CASRN ?? '');
      if (cas.length === 0 || cas.some((c) => knownCas.has(c))) continue;
      const agent = (r['PREFERRED NAME'] ?? '').trim();
      cas.forEach((c) => knownCas.add(c));
      agents.push({
        source: 'iarc',
        agent,
        keys: agentKeys(agent),
        cas,
        routeSpecific: ROUTE_WORDS.test(agent),
        consumption: CONSUMPTION_WORDS.test(agent),
        iarcGroup: group,
      });
    }
  }
  // OEHHA publishes the Prop 65 list in Windows-1252.
  const p65Text = new TextDecoder('windows-1252').decode(
    readFileSync(join(dir, 'carcinogens', 'OEHHA_P65.csv')),
  );
  const p65ByName = new Map<string, Agent>();
  for (const r of recordsFrom(parseDelimited(p65Text))) {
    const agent = (r.Chemical ?? '')
      .replace(/\s*\[[^\]]*\]\s*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!agent) continue;
    const toxicity = (r['Type of Toxicity'] ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter((t) => t.length > 0);
    const key = matchKey(agent);
    const existing = p65ByName.get(key);
    if (existing) {
      const list = (existing.toxicity ??= []);
      for (const t of toxicity) if (!list.includes(t)) list.push(t);
      continue;
    }
    const a: Agent = {
      source: 'prop65',
      agent,
      keys: agentKeys(agent),
      cas: normaliseCas(r['CAS No.'] ?? ''),
      routeSpecific: ROUTE_WORDS.test(agent),
      consumption: CONSUMPTION_WORDS.test(agent),
      toxicity,
    };
    p65ByName.set(key, a);
    agents.push(a);
  }
  for (const a of agents) if (a.toxicity) a.toxicity.sort();
  for (const r of recordsFrom(parseDelimited(read(dir, 'carcinogens', 'NTP_ROC15.csv')))) {
    const agent = (r.NAME ?? '').replace(/\s+/g, ' ').trim();
    const listing =
      r.Listing === 'Known' ? 'known' : r.Listing === 'RAHC' ? 'reasonably-anticipated' : undefined;
    if (!agent || !listing) continue;
    const cleaned = agent.replace(/\s*\(see [^)]*\)/i, '');
    agents.push({
      source: 'ntp',
      agent,
      keys: agentKeys(cleaned),
      cas: normaliseCas(r.CASRN ?? ''),
      routeSpecific: ROUTE_WORDS.test(agent),
      consumption: CONSUMPTION_WORDS.test(agent),
      ntp: listing,
    });
  }
  return agents;
}

function agentHazard(a: Agent, via: 'name' | 'cas'): HazardSource {
  if (a.source === 'iarc') {
    const h: HazardSource = { type: 'iarc', group: a.iarcGroup ?? '2B', agent: a.agent, via };
    if (a.year) h.year = a.year;
    return h;
  }
  if (a.source === 'prop65')
    return { type: 'prop65', toxicity: a.toxicity ?? [], agent: a.agent, via };
  return { type: 'ntp', listing: a.ntp ?? 'reasonably-anticipated', agent: a.agent, via };
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
  const tax = (name: string) => parseTaxonomy(read(dataDir, 'off_taxonomies', name));

  const eu = euAuthorisedCodes(read(dataDir, 'off_taxonomies', 'additives.eu-foods.txt'));
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
  const cosmeticHazards: { keys: string[]; cas: string[]; hazard: HazardSource }[] = [
    ...cosmetics.annexII.map((x) => {
      const hazard: HazardSource = {
        type: 'cosing-annex-ii',
        ref: x.ref,
        substance: x.substance,
        via: 'name',
      };
      return { keys: x.keys, cas: x.cas, hazard };
    }),
    ...cosmetics.annexIII.map((x) => {
      const hazard: HazardSource = {
        type: 'cosing-annex-iii',
        ref: x.ref,
        substance: x.substance,
        via: 'name',
      };
      if (x.maxConcentration) hazard.maxConcentration = x.maxConcentration;
      return { keys: x.keys, cas: x.cas, hazard };
    }),
    ...cosmetics.fragrance.map((x) => {
      const hazard: HazardSource = {
        type: 'fragrance-allergen',
        evidence: x.evidence,
        list: x.list,
        via: 'name',
      };
      return { keys: x.keys, cas: x.cas, hazard };
    }),
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
