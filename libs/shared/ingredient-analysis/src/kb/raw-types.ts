/**
 * Serialised knowledge-base format (data/knowledge-base.json), written by scripts/build-kb.ts and
 * read by loadKnowledgeBase(). Matching keys are pre-normalised at build time so that loading only
 * fills hash maps.
 */

export type Tri = 'yes' | 'no' | 'maybe';

export type EntityKind = 'additive' | 'ingredient' | 'nutrient' | 'cosmetic' | 'substance';

/**
 * How a hazard listing was attached to an entity: by an exact name key, by CAS number, by a
 * curated link (sources/science.json), or inherited from an ancestor in the ingredient hierarchy.
 */
export type LinkVia = 'name' | 'cas' | 'curated' | 'hierarchy';

export type HazardSource =
  | {
      type: 'iarc';
      group: '1' | '2A' | '2B';
      agent: string;
      year?: number;
      /** Monograph cited for a curated classification (`IARC Monographs vol. 134 (2023)`). */
      ref?: string;
      via: LinkVia;
    }
  | { type: 'prop65'; toxicity: string[]; agent: string; via: LinkVia }
  | { type: 'ntp'; listing: 'known' | 'reasonably-anticipated'; agent: string; via: LinkVia }
  | { type: 'cosing-annex-ii'; ref: string; substance: string; via: LinkVia }
  | {
      type: 'cosing-annex-iii';
      ref: string;
      substance: string;
      maxConcentration?: string;
      via: LinkVia;
    }
  | { type: 'fragrance-allergen'; evidence: string; list: string; via: LinkVia }
  /** A food additive taken off the EU list (E171 by Reg. (EU) 2022/63). */
  | { type: 'eu-withdrawn'; regulation: string; year: number; note?: string; via: LinkVia }
  /** CosIng Annex V (preservatives) / VI (UV filters) entry with its conditions of use. */
  | {
      type: 'cosing-restricted';
      annex: 'V' | 'VI';
      ref: string;
      substance: string;
      conditions: string;
      regulation: string;
      year: number;
      /** Not allowed at all in leave-on products (methylisothiazolinone). */
      leaveOnBanned?: boolean;
      via: LinkVia;
    };

export interface RawEfsa {
  date?: string;
  title?: string;
  url?: string;
  adi?: string;
  overexposure?: 'high' | 'moderate' | 'no';
  /** Population groups whose mean exposure exceeds the ADI (EFSA re-evaluation). */
  aboveAdi?: string[];
}

export interface RawEntity {
  /** Stable id: `E330`, `ing:en:sugar`, `nut:en:vitamin-c`, `inci:citric-acid`, `sub:formaldehyde`. */
  id: string;
  kind: EntityKind;
  /** Display name per language (first name of the language in the source). */
  names: Partial<Record<string, string>>;
  /** Matching keys per language; `xx` holds language-independent keys (INCI names, E-codes). */
  keys: Partial<Record<string, string[]>>;
  /** Parent entity indices (ingredients taxonomy hierarchy). */
  parents?: number[];
  /** Canonical additive code (`E330`, `E450i`, `E160aii`). */
  code?: string;
  /** Additive class ids (`preservative`, `colour`…). */
  classes?: string[];
  efsa?: RawEfsa;
  /** In the EU list of authorised food additives (Reg. 1333/2008 Annex II, OFF extraction 2018). */
  euAuthorised?: boolean;
  vegan?: Tri;
  vegetarian?: Tri;
  palmOil?: Tri;
  /** EU allergen ids, resolved through the taxonomy hierarchy. */
  allergens?: string[];
  /** Diet / health groups (`sugar`, `grain`, `dairy`, `meat`…), resolved through the hierarchy. */
  groups?: string[];
  /** Counts as fruit / vegetable / nut for the Nutri-Score (OFF property, inherited). */
  fvn?: boolean;
  /** Additive codes a compound entry always contains (`nitrite curing salt` → E250). */
  components?: string[];
  /** Cosmetic function indices into `cosmeticFunctions`. */
  functions?: number[];
  cas?: string[];
  hazards?: HazardSource[];
}

export interface RawNamed {
  id: string;
  names: Partial<Record<string, string>>;
  keys: Partial<Record<string, string[]>>;
}

/**
 * CosIng inventory rows in compact form: INCI name, function indices, CAS numbers, hazards.
 * The loader turns each row into a `cosmetic` entity whose key is `matchKey(name)`.
 */
export type RawInci = [name: string, functions: number[], cas: string[], hazards?: HazardSource[]];

export interface RawKnowledgeBase {
  format: 1;
  /** Languages that have names in this build. */
  languages: string[];
  /** Food additives, ingredients, nutrients and stand-alone listed substances. */
  entities: RawEntity[];
  /** EU CosIng inventory (cosmetic ingredients). */
  inci: RawInci[];
  allergens: RawNamed[];
  additiveClasses: RawNamed[];
  cosmeticFunctions: RawNamed[];
  /** Processing / qualifier keys per language that may be dropped when an exact match fails. */
  qualifiers: Record<string, string[]>;
  /** "Choose instead" table (sources/guidance.json, issue 18); absent in older builds. */
  guidance?: RawGuidance;
  /** Counts printed by the build, useful to spot a broken source file. */
  stats: Record<string, number>;
}

/** What an ingredient rule matches: any of the identity criteria, and the finding criteria. */
export interface RawGuidanceMatch {
  codes?: string[];
  ids?: string[];
  groups?: string[];
  classes?: string[];
  kinds?: EntityKind[];
  /** Finding codes (`iarc-1`, `fragrance-allergen`) among the ingredient's worst findings. */
  findings?: string[];
  /** Words of the finding's agent (`processed meat`), lower case. */
  agents?: string[];
}

/** One row of the guidance table: advice for ingredients of a kind, with its reason and source. */
export interface RawGuidanceRule {
  id: string;
  productTypes: string[];
  match: RawGuidanceMatch;
  /** Key of the advice text (src/i18n/guidance-messages.ts). */
  advice: string;
  /** Why, in English. */
  reason: string;
  source: string;
}

export interface RawGuidance {
  rules: RawGuidanceRule[];
  /** Advice for personal conflicts (allergy, trace, diet, marked ingredient, health concern). */
  personal: Omit<RawGuidanceRule, 'productTypes' | 'match'>[];
  /** Entries that deliberately have no advice, and why. */
  none: { id: string; reason: string }[];
}
