import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import { boundedSet } from '../text/bounded-cache';
import { matchKey } from '../text/normalize';
import { maxDistanceFor } from './fuzzy';

export type MatchMethod = 'code' | 'exact' | 'variant' | 'ocr' | 'fuzzy' | 'none';

export interface MatchResult {
  entity: Entity | null;
  /** 1 for an exact name or printed code; lower for variants, OCR repairs and fuzzy matches. */
  confidence: number;
  method: MatchMethod;
  /** The knowledge-base key that matched. */
  key?: string;
}

export interface MatchSense {
  additive?: boolean;
}

/** A name that says `vitamin` declares a nutrient (`vitamine C`), unlike `bêta-carotène`. */
const VITAMIN_WORD = /^(?:vitamin|vitamine|vitamina|witamina|vitamiini|витамин)/u;

const NONE: MatchResult = { entity: null, confidence: 0, method: 'none' };

// Digits OCR reads inside words: `Ac1de` → `acide`, `0live` → `olive`.
const OCR_DIGIT_MAPS: Record<string, string>[] = [
  { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '6': 'g', '8': 'b', '|': 'l' },
  { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '6': 'b', '8': 'b', '|': 'i' },
];

const MAX_CACHE = 20000;

/**
 * Finds the knowledge-base entity a printed ingredient name refers to. Exact keys first, then
 * conservative variants (qualifiers such as `organic` or `dried` removed, singular/plural, broken
 * words joined), then OCR repairs and an approximate match that must be close and unambiguous.
 * Anything else is reported as not matched: the matcher never guesses.
 */
export class Matcher {
  private readonly cache = new Map<string, MatchResult>();

  constructor(private readonly kb: KnowledgeBase) {}

  /** Additive by printed code. */
  matchCode(code: string): MatchResult {
    const e = this.kb.additive(code);
    return e ? { entity: e, confidence: 1, method: 'code', key: code.toLowerCase() } : NONE;
  }

  /**
   * `sense.additive`: a class word (`colorant :`) introduced the name, so a name shared by an
   * additive and a food (`caramel`, `amaranth`) means the additive; otherwise the food.
   */
  matchName(name: string, lang: string, sense: MatchSense = {}): MatchResult {
    const key = matchKey(name);
    if (key.length < 2) return NONE;
    const additive = sense.additive === true;
    // Exact names (most of a label) cost two lookups: only the slower paths are cached.
    const direct = this.exact(key, lang, additive);
    if (direct) return { entity: direct, confidence: 1, method: 'exact', key };
    const cacheKey = `${lang}|${additive ? 'a' : ''}|${key}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const result = this.resolve(key, lang, additive);
    boundedSet(this.cache, cacheKey, result, MAX_CACHE);
    return result;
  }

  /** Forgets the names resolved so far (see clearAnalysisCaches). */
  clearCache(): void {
    this.cache.clear();
  }

  /**
   * Readies the approximate-match index (built, unless kb:build shipped it ready-made) and the
   * key filter now rather than on the first names; returns the milliseconds that took.
   */
  warmUp(): number {
    return this.kb.fuzzyIndex().buildMs + this.kb.keyFilter().buildMs;
  }

  private exact(key: string, lang: string, additive = false): Entity | null {
    const hits = this.kb.lookup(key, lang);
    if (hits.length === 0) return null;
    const first = this.kb.entityByIndex(hits[0].entity);
    if (hits.length > 1) {
      const entities = hits.map((h) => this.kb.entityByIndex(h.entity));
      // A food placed in the food hierarchy (a bare `diphosphates` entry is only a synonym) or
      // a vitamin, not itself an additive (no code), named like an additive: `amaranth` the
      // grain vs E123; `vitamine C` the vitamin, `acide ascorbique` the additive E300.
      const food = entities.find(
        (e) =>
          !e.code &&
          ((e.kind === 'ingredient' && (e.parents?.length ?? 0) + (e.groups?.length ?? 0) > 0) ||
            (e.kind === 'nutrient' && VITAMIN_WORD.test(key))),
      );
      const add = entities.find((e) => e.kind === 'additive');
      if (food && add) return additive ? add : food;
    }
    // `gelatin` is also E428, a code the EU does not list as an additive and EFSA has not rated:
    // the food ingredient of the same name says more.
    if (first.kind === 'additive' && !first.euAuthorised && !first.efsa) {
      const food = hits
        .map((h) => this.kb.entityByIndex(h.entity))
        .find((e) => e.kind === 'ingredient');
      if (food) return food;
    }
    return first;
  }

  /** A key with no exact entry: variants, OCR repairs, then an approximate match. */
  private resolve(key: string, lang: string, additive = false): MatchResult {
    for (const v of this.variants(key, lang)) {
      const e = this.exact(v, lang, additive);
      if (e) return { entity: e, confidence: 0.95, method: 'variant', key: v };
    }

    if (/\d|\|/.test(key) && /\p{L}/u.test(key)) {
      for (const map of OCR_DIGIT_MAPS) {
        const repaired = key
          .split(' ')
          .map((t) =>
            /\p{L}/u.test(t) && /[\d|]/.test(t) ? t.replace(/[\d|]/g, (d) => map[d] ?? d) : t,
          )
          .join(' ');
        if (repaired === key) continue;
        const e = this.exact(repaired, lang);
        if (e) return { entity: e, confidence: 0.9, method: 'ocr', key: repaired };
        for (const v of this.variants(repaired, lang)) {
          const ev = this.exact(v, lang);
          if (ev) return { entity: ev, confidence: 0.88, method: 'ocr', key: v };
        }
      }
    }
    return this.approximate(key, lang);
  }

  /** Conservative rewrites of a key, most faithful first. */
  private variants(key: string, lang: string): string[] {
    const out: string[] = [];
    const tokens = key.split(' ');
    // Qualifiers (`organic`, `dried`, `bio`, `en poudre`) at either end, up to three words long.
    let start = 0;
    let end = tokens.length;
    let changed = true;
    while (changed && end - start > 1) {
      changed = false;
      for (let n = 3; n >= 1 && !changed; n--) {
        if (end - start - n < 1) continue;
        if (this.kb.isQualifier(tokens.slice(start, start + n).join(' '), lang)) {
          start += n;
          changed = true;
        } else if (this.kb.isQualifier(tokens.slice(end - n, end).join(' '), lang)) {
          end -= n;
          changed = true;
        }
      }
      if (changed) out.push(tokens.slice(start, end).join(' '));
    }
    const core = tokens.slice(start, end);
    // Singular / plural of the last word.
    const last = core[core.length - 1];
    const stem = core.slice(0, -1);
    const plural = [`${last}s`, `${last}es`, `${last}n`, `${last}en`];
    const singular = [
      /ies$/.test(last) ? last.replace(/ies$/, 'y') : '',
      /es$/.test(last) ? last.slice(0, -2) : '',
      /[sxn]$/.test(last) ? last.slice(0, -1) : '',
      /en$/.test(last) ? last.slice(0, -2) : '',
    ];
    for (const w of [...singular, ...plural])
      if (w && w.length >= 2) out.push([...stem, w].join(' '));
    // A word broken by OCR or hyphenation: `sun flower oil` → `sunflower oil`.
    for (let i = 0; i + 1 < tokens.length; i++) {
      out.push(
        [...tokens.slice(0, i), tokens[i] + tokens[i + 1], ...tokens.slice(i + 2)].join(' '),
      );
    }
    if (tokens.length > 1) out.push(tokens.join(''));
    return out.filter((v) => v && v !== key);
  }

  private approximate(key: string, lang: string): MatchResult {
    const limit = maxDistanceFor(key.length);
    if (limit <= 0) return NONE;
    const hits = this.kb.fuzzyIndex().search(key, limit);
    if (hits.length === 0) return NONE;
    const best = hits[0];
    const bestEntity = this.exact(best.key, lang);
    if (!bestEntity) return NONE;
    // Two different entities about as close: ambiguous, so not matched.
    for (const h of hits.slice(1)) {
      if (h.distance - best.distance > 0.35) break;
      const e = this.exact(h.key, lang);
      if (e && e !== bestEntity) return NONE;
    }
    const confidence = Math.min(0.9, Math.round((1 - best.distance / key.length) * 100) / 100);
    if (confidence < 0.8) return NONE;
    return { entity: bestEntity, confidence, method: 'fuzzy', key: best.key };
  }
}
