import { matchKey } from '../text/normalize';
import { parentCodes } from './additive-code';
import type { RawEntity, RawGuidance, RawKnowledgeBase, RawNamed } from './raw-types';

/** Runtime view of one knowledge-base entry (a food additive, ingredient, cosmetic…). */
export type Entity = RawEntity;

/** One indexed name: which entity it names and in which language (`xx` = any language). */
export interface KeyHit {
  entity: number;
  lang: string;
}

const KIND_PRIORITY: Record<Entity['kind'], number> = {
  additive: 0,
  ingredient: 1,
  nutrient: 2,
  substance: 3,
  cosmetic: 4,
};

/**
 * The loaded knowledge base with its lookup indexes. Build it once (loadKnowledgeBase caches it)
 * and share it: every analysis only reads from it.
 */
export class KnowledgeBase {
  readonly entities: Entity[];
  readonly languages: string[];
  readonly allergens: RawNamed[];
  readonly additiveClasses: RawNamed[];
  readonly cosmeticFunctions: RawNamed[];
  readonly stats: Record<string, number>;
  /** "Choose instead" table; empty when the build has none. */
  readonly guidance: RawGuidance;
  /** Cost of building the indexes from the parsed JSON, in milliseconds. */
  readonly indexMs: number;

  private readonly byKey = new Map<string, number[]>();
  private readonly langIndex: string[];
  private readonly byCode = new Map<string, Entity>();
  private readonly allergenByKey = new Map<string, string[]>();
  /** `lang|key` → allergen ids: a word names an allergen in its own language only. */
  private readonly allergenByLangKey = new Map<string, string[]>();
  private readonly allergenById = new Map<string, RawNamed>();
  private readonly classByKey = new Map<string, RawNamed>();
  private readonly classById = new Map<string, RawNamed>();
  private readonly qualifierKeys = new Map<string, Set<string>>();
  private readonly classFirstWords = new Set<string>();
  private readonly allQualifiers = new Set<string>();
  private allKeys: string[] | null = null;
  private readonly compoundAllergens = new Map<string, [string, string][]>();

  constructor(raw: RawKnowledgeBase) {
    const started = now();
    if ((raw.format as number) !== 1)
      throw new Error(`Unsupported knowledge-base format ${String(raw.format)}`);
    this.languages = raw.languages;
    this.langIndex = [...raw.languages, 'xx'];
    this.allergens = raw.allergens;
    this.additiveClasses = raw.additiveClasses;
    this.cosmeticFunctions = raw.cosmeticFunctions;
    this.stats = raw.stats;
    this.guidance = raw.guidance ?? { rules: [], personal: [], none: [] };
    this.entities = raw.entities.slice();
    for (const [name, functions, cas, hazards] of raw.inci) {
      const e: Entity = {
        id: `inci:${name}`,
        kind: 'cosmetic',
        names: { en: name },
        keys: { xx: [matchKey(name)] },
      };
      if (functions.length > 0) e.functions = functions;
      if (cas.length > 0) e.cas = cas;
      if (hazards) e.hazards = hazards;
      this.entities.push(e);
    }

    const langPos = new Map(this.langIndex.map((l, i) => [l, i]));
    const xx = this.langIndex.length - 1;
    this.entities.forEach((e, i) => {
      // The additive entry owns its code; ingredients linked to it (`soya lecithin` → E322i)
      // must not replace it.
      if (e.code && (e.kind === 'additive' || !this.byCode.has(e.code))) this.byCode.set(e.code, e);
      for (const lang in e.keys) {
        const li = langPos.get(lang) ?? xx;
        for (const k of e.keys[lang] ?? []) {
          const code = i * 64 + li;
          // Keys are unique per entity and language (deduplicated by the build).
          const list = this.byKey.get(k);
          if (list === undefined) this.byKey.set(k, [code]);
          else list.push(code);
        }
      }
    });
    // Within one name, stronger kinds first (an additive before a cosmetic of the same name).
    for (const list of this.byKey.values()) {
      if (list.length > 1) {
        list.sort((a, b) => {
          const ka = KIND_PRIORITY[this.entities[Math.floor(a / 64)].kind];
          const kb = KIND_PRIORITY[this.entities[Math.floor(b / 64)].kind];
          return ka - kb || a - b;
        });
      }
    }
    for (const a of raw.allergens) {
      this.allergenById.set(a.id, a);
      for (const lang in a.keys) {
        for (const k of a.keys[lang] ?? []) {
          const ids = this.allergenByKey.get(k);
          if (!ids) this.allergenByKey.set(k, [a.id]);
          else if (!ids.includes(a.id)) ids.push(a.id);
          const lk = `${lang}|${k}`;
          const lids = this.allergenByLangKey.get(lk);
          if (!lids) this.allergenByLangKey.set(lk, [a.id]);
          else if (!lids.includes(a.id)) lids.push(a.id);
        }
      }
    }
    for (const c of raw.additiveClasses) {
      this.classById.set(c.id, c);
      for (const lang in c.keys) {
        for (const k of c.keys[lang] ?? []) {
          if (!this.classByKey.has(k)) this.classByKey.set(k, c);
          this.classFirstWords.add(k.split(' ')[0]);
        }
      }
    }
    for (const lang in raw.qualifiers) {
      const set = new Set(raw.qualifiers[lang]);
      this.qualifierKeys.set(lang, set);
      for (const q of set) this.allQualifiers.add(q);
    }
    this.indexMs = now() - started;
  }

  /** Entities named by an exact matching key, preferred language first. */
  lookup(key: string, lang?: string): KeyHit[] {
    const list = this.byKey.get(key);
    if (list === undefined) return [];
    const hits = list.map((code) => ({
      entity: Math.floor(code / 64),
      lang: this.langIndex[code % 64],
    }));
    if (lang && hits.length > 1) {
      const rank = (h: KeyHit) =>
        h.lang === lang ? 0 : h.lang === 'xx' ? 1 : h.lang === 'en' ? 2 : 3;
      hits.sort((a, b) => {
        const pa = KIND_PRIORITY[this.entities[a.entity].kind];
        const pb = KIND_PRIORITY[this.entities[b.entity].kind];
        return pa - pb || rank(a) - rank(b);
      });
    }
    return hits;
  }

  hasKey(key: string): boolean {
    return this.byKey.has(key);
  }

  /** Additive by canonical code, falling back to the group code (`E450i` → `E450`). */
  additive(code: string): Entity | undefined {
    const direct = this.byCode.get(code);
    if (direct) return direct;
    for (const p of parentCodes(code)) {
      const e = this.byCode.get(p);
      if (e) return e;
    }
    return undefined;
  }

  allergenForKey(key: string): string | undefined {
    return this.allergenByKey.get(key)?.[0];
  }

  /** Every allergen a word names (`shellfish` → crustaceans and molluscs). */
  allergensForKey(key: string): string[] {
    return this.allergenByKey.get(key) ?? [];
  }

  /**
   * Allergens a word names in one of the given languages: Finnish `ei` ("not") is not German
   * `Ei` (egg).
   */
  allergensForKeyIn(key: string, langs: readonly string[]): string[] {
    const out: string[] = [];
    for (const l of langs)
      for (const id of this.allergenByLangKey.get(`${l}|${key}`) ?? [])
        if (!out.includes(id)) out.push(id);
    return out;
  }

  /** Single-word allergen synonyms usable inside compounds (`milch` in `Vollmilchpulver`). */
  compoundAllergenKeys(lang: string | undefined): [string, string][] {
    const cacheKey = lang ?? '*';
    let list = this.compoundAllergens.get(cacheKey);
    if (!list) {
      list = [];
      for (const a of this.allergens) {
        for (const l in a.keys) {
          if (lang !== undefined && l !== lang) continue;
          for (const k of a.keys[l] ?? []) {
            if (!k.includes(' ') && (k.length >= 5 || k === 'soja' || k === 'senf'))
              list.push([k, a.id]);
          }
        }
      }
      this.compoundAllergens.set(cacheKey, list);
    }
    return list;
  }

  allergen(id: string): RawNamed | undefined {
    return this.allergenById.get(id);
  }

  additiveClassForKey(key: string): RawNamed | undefined {
    return this.classByKey.get(key);
  }

  /** Whether a word can start an additive-class name (a cheap test before a class lookup). */
  isClassFirstWord(word: string): boolean {
    return (
      this.classFirstWords.has(word) ||
      this.classFirstWords.has(word.replace(/1/g, 'l').replace(/0/g, 'o'))
    );
  }

  additiveClass(id: string): RawNamed | undefined {
    return this.classById.get(id);
  }

  isQualifier(key: string, lang?: string): boolean {
    if (lang) {
      const set = this.qualifierKeys.get(lang);
      if (set?.has(key)) return true;
    }
    return this.allQualifiers.has(key);
  }

  /** Every distinct matching key (for the fuzzy index), built on first use. */
  keys(): string[] {
    this.allKeys ??= [...this.byKey.keys()];
    return this.allKeys;
  }

  entityByIndex(i: number): Entity {
    return this.entities[i];
  }
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
