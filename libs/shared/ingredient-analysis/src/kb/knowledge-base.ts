import { FuzzyIndex } from '../match/fuzzy';
import { KeyFilter } from './key-filter';
import { matchKey } from '../text/normalize';
import { parentCodes } from './additive-code';
import type {
  DecodedKbIndex,
  EncodedGramIndex,
  IndexFingerprint,
  KbIndexParts,
  KeyIndexParts,
} from './prebuilt-index';
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
  /** Whether the name and trigram indexes came ready-made from kb:build (else built here). */
  readonly prebuilt: boolean;
  private readonly fingerprint: IndexFingerprint;

  /** Key → position in `keyList`; its entity codes are `keyCodes[keyStarts[i]..keyStarts[i+1]]`. */
  private readonly byKey = new Map<string, number>();
  private readonly keyList: string[] = [];
  private readonly keyStarts: Int32Array;
  private readonly keyCodes: Int32Array;
  private readonly gramIndex: EncodedGramIndex | null;
  private fuzzy: FuzzyIndex | null = null;
  private filter: KeyFilter | null = null;
  /** The key filter's bits from kb:build, when its index fits. */
  private readonly filterBits: Uint32Array | null;
  private readonly langIndex: string[];
  private readonly byCode = new Map<string, Entity>();
  private readonly allergenByKey = new Map<string, string[]>();
  /** lang → key → allergen ids: a word names an allergen in its own language only. */
  private readonly allergenByLangKey = new Map<string, Map<string, string[]>>();
  private readonly allergenById = new Map<string, RawNamed>();
  private readonly classByKey = new Map<string, RawNamed>();
  private readonly classById = new Map<string, RawNamed>();
  private readonly qualifierKeys = new Map<string, Set<string>>();
  private readonly classFirstWords = new Set<string>();
  private readonly allQualifiers = new Set<string>();
  private readonly compoundAllergens = new Map<string, [string, string][]>();

  /**
   * `index`: the decoded kb:build indexes (data/knowledge-base.index.json). Used only when its
   * fingerprint matches `raw`; otherwise the indexes are built here, with the same result.
   */
  constructor(raw: RawKnowledgeBase, index?: DecodedKbIndex | null) {
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
    const inciKeys = index?.inciKeys.length === raw.inci.length ? index.inciKeys : null;
    raw.inci.forEach(([name, functions, cas, hazards], r) => {
      const e: Entity = {
        id: `inci:${name}`,
        kind: 'cosmetic',
        names: { en: name },
        keys: { xx: [inciKeys ? inciKeys[r] : matchKey(name)] },
      };
      if (functions.length > 0) e.functions = functions;
      if (cas.length > 0) e.cas = cas;
      if (hazards) e.hazards = hazards;
      this.entities.push(e);
    });

    // The distinct keys in first-seen order: the ids of the name and trigram indexes.
    this.fingerprint = {
      entities: raw.entities.length,
      inci: raw.inci.length,
      ...this.readKeys(),
    };
    const ready = index && inciKeys && fingerprintsMatch(index.fingerprint, this.fingerprint);
    const keyIndex = ready ? index.keyIndex : this.buildKeyIndex();
    this.keyStarts = keyIndex.starts;
    this.keyCodes = keyIndex.codes;
    this.gramIndex = ready ? index.gramIndex : null;
    this.filterBits = ready ? index.keyFilter : null;
    this.prebuilt = !!ready;
    for (const e of this.entities) {
      // The additive entry owns its code; ingredients linked to it (`soya lecithin` → E322i)
      // must not replace it.
      if (e.code && (e.kind === 'additive' || !this.byCode.has(e.code))) this.byCode.set(e.code, e);
    }
    for (const a of raw.allergens) {
      this.allergenById.set(a.id, a);
      for (const lang in a.keys) {
        for (const k of a.keys[lang] ?? []) {
          const ids = this.allergenByKey.get(k);
          if (!ids) this.allergenByKey.set(k, [a.id]);
          else if (!ids.includes(a.id)) ids.push(a.id);
          let byKey = this.allergenByLangKey.get(lang);
          if (!byKey) {
            byKey = new Map();
            this.allergenByLangKey.set(lang, byKey);
          }
          const lids = byKey.get(k);
          if (!lids) byKey.set(k, [a.id]);
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

  /** Fills `byKey` / `keyList` from the entities' keys; returns the counts of the fingerprint. */
  private readKeys(): Pick<IndexFingerprint, 'keys' | 'keyChars'> {
    let keyChars = 0;
    const { byKey, keyList, entities } = this;
    for (let i = 0; i < entities.length; i++) {
      const keys = entities[i].keys;
      for (const lang in keys) {
        for (const k of keys[lang] ?? []) {
          keyChars += k.length;
          if (!byKey.has(k)) {
            byKey.set(k, keyList.length);
            keyList.push(k);
          }
        }
      }
    }
    return { keys: keyList.length, keyChars };
  }

  /** The name index built from the entities (when no ready-made one fits). */
  private buildKeyIndex(): Omit<KeyIndexParts, 'keys'> {
    const lists: number[][] = this.keyList.map(() => []);
    const langPos = new Map(this.langIndex.map((l, i) => [l, i]));
    const xx = this.langIndex.length - 1;
    this.entities.forEach((e, i) => {
      for (const lang in e.keys) {
        const li = langPos.get(lang) ?? xx;
        // Keys are unique per entity and language (deduplicated by the build).
        for (const k of e.keys[lang] ?? []) lists[this.byKey.get(k) ?? 0].push(i * 64 + li);
      }
    });
    const starts = new Int32Array(lists.length + 1);
    const codes: number[] = [];
    lists.forEach((list, i) => {
      // Within one name, stronger kinds first (an additive before a cosmetic of the same name).
      if (list.length > 1) {
        list.sort((a, b) => {
          const ka = KIND_PRIORITY[this.entities[Math.floor(a / 64)].kind];
          const kb = KIND_PRIORITY[this.entities[Math.floor(b / 64)].kind];
          return ka - kb || a - b;
        });
      }
      for (const c of list) codes.push(c);
      starts[i + 1] = codes.length;
    });
    return { starts, codes: Int32Array.from(codes) };
  }

  /** The indexes in the form kb:build stores (data/knowledge-base.index.json). */
  exportIndex(): KbIndexParts {
    const first = this.fingerprint.entities;
    const inciKeys: string[] = [];
    for (let r = 0; r < this.fingerprint.inci; r++)
      inciKeys.push(this.entities[first + r].keys.xx?.[0] ?? '');
    return {
      fingerprint: this.fingerprint,
      inciKeys,
      keyIndex: { keys: this.keyList, starts: this.keyStarts, codes: this.keyCodes },
      gramIndex: this.fuzzyIndex().parts(),
      keyFilter: this.keyFilter().bits,
    };
  }

  /** The approximate-match index: ready-made from kb:build, else built on first use. */
  fuzzyIndex(): FuzzyIndex {
    this.fuzzy ??= new FuzzyIndex(this.keyList, this.gramIndex ?? undefined);
    return this.fuzzy;
  }

  /** Entities named by an exact matching key, preferred language first. */
  lookup(key: string, lang?: string): KeyHit[] {
    const at = this.keyFilter().mayHave(key) ? this.byKey.get(key) : undefined;
    if (at === undefined) return [];
    const hits: KeyHit[] = [];
    for (let i = this.keyStarts[at]; i < this.keyStarts[at + 1]; i++) {
      const code = this.keyCodes[i];
      hits.push({ entity: Math.floor(code / 64), lang: this.langIndex[code % 64] });
    }
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
    // Most keys asked about by the matcher's variants are not there: a bit filter answers those.
    return this.keyFilter().mayHave(key) && this.byKey.has(key);
  }

  /** Bit filter over every matching key (ready-made, or built on first use or by Matcher.warmUp()). */
  keyFilter(): KeyFilter {
    this.filter ??= new KeyFilter(this.keyList, this.filterBits);
    return this.filter;
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
      for (const id of this.allergenByLangKey.get(l)?.get(key) ?? [])
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
    if (this.classFirstWords.has(word)) return true;
    // OCR: `Säuerungsmitte1`; most words have no digit to repair.
    return (
      /[01]/.test(word) && this.classFirstWords.has(word.replace(/1/g, 'l').replace(/0/g, 'o'))
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

  /** Every distinct matching key (the ids of the fuzzy index). */
  keys(): string[] {
    return this.keyList;
  }

  entityByIndex(i: number): Entity {
    return this.entities[i];
  }
}

function fingerprintsMatch(a: IndexFingerprint, b: IndexFingerprint): boolean {
  return (
    a.entities === b.entities && a.inci === b.inci && a.keys === b.keys && a.keyChars === b.keyChars
  );
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
