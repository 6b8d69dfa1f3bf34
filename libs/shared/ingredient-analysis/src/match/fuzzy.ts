/**
 * OCR-tolerant approximate lookup over every knowledge-base key: a trigram index narrows the
 * candidates, then a weighted Damerau–Levenshtein distance (cheap substitutions for characters
 * OCR confuses, cheap space insertions for broken words) decides.
 */
import { decodePostings, type EncodedGramIndex, type GramIndexParts } from '../kb/prebuilt-index';
import { EditPattern, editsWithin, ocrDistance } from './edit-distance';

export { editsWithin, EditPattern, ocrDistance } from './edit-distance';

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

function trigrams(s: string): string[] {
  const padded = ` ${s} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/** Which of 31 buckets (character code mod 31) a text's characters fall in; bit 31 set. */
function charBuckets(s: string): number {
  let mask = 1 << 31;
  for (let i = 0; i < s.length; i++) mask |= 1 << (s.charCodeAt(i) % 31);
  return mask;
}

function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * A cheap necessary condition for an edit distance of at most `max`: each bucket one text has and
 * the other lacks needs its own edit, so neither side may have more than `max` such buckets.
 */
function bucketsWithin(a: number, b: number, max: number): boolean {
  return bitCount(a & ~b) <= max && bitCount(b & ~a) <= max;
}

export interface FuzzyHit {
  key: string;
  distance: number;
}

/** Largest accepted distance for a query of this length (short words must be nearly exact). */
export function maxDistanceFor(length: number): number {
  if (length < 5) return 0;
  if (length <= 6) return 0.4;
  if (length <= 10) return 1;
  if (length <= 16) return 2;
  return 3;
}

/** First position in the ascending `list` whose value is ≥ `value`. */
function lowerBound(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Trigram index over the keys of four characters or more. A key's id is its position in the keys
 * ordered by length (then by their order in the knowledge base), so the keys of one length range
 * are one id range: a search reads only the part of each trigram list its query's length allows.
 */
export class FuzzyIndex {
  /** Indexed keys by id: shortest first. */
  private readonly keys: string[];
  /** `lengthStart[n]`: first id of a key of length ≥ n. */
  private readonly lengthStart: Int32Array;
  /** Trigram → its number in `lists`. */
  private readonly gramIds = new Map<string, number>();
  /** Key ids per trigram, ascending; a prebuilt list is decoded when first read. */
  private readonly lists: (Int32Array | undefined)[];
  private readonly encoded: EncodedGramIndex | null;
  private readonly counts: Uint16Array;
  /** charBuckets of each key, written when the key is first a candidate (0: not yet). */
  private readonly buckets: Int32Array;
  /** Milliseconds spent building (or, prebuilt, assembling) the index (reported by the benchmark). */
  readonly buildMs: number;

  constructor(allKeys: string[], prebuilt?: EncodedGramIndex) {
    const started = now();
    // Counting sort by length (stable), keys shorter than four characters left out.
    let maxLength = 0;
    for (const k of allKeys) if (k.length > maxLength) maxLength = k.length;
    const lengthStart = new Int32Array(maxLength + 2);
    for (const k of allKeys) if (k.length >= 4) lengthStart[k.length + 1]++;
    for (let n = 1; n < lengthStart.length; n++) lengthStart[n] += lengthStart[n - 1];
    const keys = new Array<string>(lengthStart[maxLength + 1]);
    const next = lengthStart.slice();
    for (const k of allKeys) if (k.length >= 4) keys[next[k.length]++] = k;
    this.keys = keys;
    this.lengthStart = lengthStart;
    if (prebuilt) {
      prebuilt.grams.forEach((g, i) => this.gramIds.set(g, i));
      this.lists = new Array<Int32Array | undefined>(prebuilt.grams.length);
      this.encoded = prebuilt;
    } else {
      const building = new Map<string, number[]>();
      keys.forEach((k, id) => {
        for (const g of trigrams(k)) {
          const list = building.get(g);
          if (list === undefined) building.set(g, [id]);
          else list.push(id);
        }
      });
      this.lists = [];
      for (const [g, list] of building) {
        this.gramIds.set(g, this.lists.length);
        this.lists.push(Int32Array.from(list));
      }
      this.encoded = null;
    }
    this.counts = new Uint16Array(keys.length);
    this.buckets = new Int32Array(keys.length);
    this.buildMs = now() - started;
  }

  private pattern: EditPattern | null = null;

  private patternFor(query: string): EditPattern {
    if (this.pattern) this.pattern.reset(query);
    else this.pattern = new EditPattern(query);
    return this.pattern;
  }

  /** The trigram index in plain form, for kb:build to store. */
  parts(): GramIndexParts {
    const grams = [...this.gramIds.keys()];
    return { grams, lists: grams.map((_, i) => this.list(i)) };
  }

  private list(gram: number): Int32Array {
    let list = this.lists[gram];
    if (list === undefined) {
      const e = this.encoded;
      list = e ? decodePostings(e.bytes, e.byteStarts[gram], e.counts[gram]) : new Int32Array(0);
      this.lists[gram] = list;
    }
    return list;
  }

  /**
   * Keys within the accepted distance of `query`, nearest first. A match may use at most
   * E = ⌈limit⌉ edit operations (cheap OCR substitutions included), so its length is within E of
   * the query's, and each operation destroys at most three trigrams, so a matching key shares all
   * but 3E of the query's trigrams. Trigrams absent from the index cannot be shared: with M of
   * them, a key misses at most 3E − M of the indexed ones, so it holds at least one of any
   * 3E − M + 1 of them — only the lists with the fewest keys of a fitting length are read.
   */
  search(query: string, limit = maxDistanceFor(query.length)): FuzzyHit[] {
    if (limit <= 0) return [];
    const edits = Math.ceil(limit);
    const grams = trigrams(query);
    const maxLength = this.lengthStart.length - 2;
    const fromId = this.lengthStart[Math.min(maxLength + 1, Math.max(0, query.length - edits))];
    const toId = this.lengthStart[Math.min(maxLength + 1, query.length + edits + 1)];
    const ranges: { list: Int32Array; from: number; to: number }[] = [];
    for (const g of grams) {
      const gram = this.gramIds.get(g);
      if (gram === undefined) continue;
      const list = this.list(gram);
      ranges.push({ list, from: lowerBound(list, fromId), to: lowerBound(list, toId) });
    }
    const slack = 3 * edits - (grams.length - ranges.length);
    if (slack < 0) return [];
    ranges.sort((x, y) => x.to - x.from - (y.to - y.from));
    const hits: FuzzyHit[] = [];
    const seen: number[] = [];
    const pattern = query.length <= 32 ? this.patternFor(query) : null;
    const queryBuckets = charBuckets(query);
    for (let r = 0; r <= slack && r < ranges.length; r++) {
      const { list, from, to } = ranges[r];
      for (let i = from; i < to; i++) {
        const id = list[i];
        if (this.counts[id] === 1) continue;
        this.counts[id] = 1;
        seen.push(id);
        const key = this.keys[id];
        let keyBuckets = this.buckets[id];
        if (keyBuckets === 0) keyBuckets = this.buckets[id] = charBuckets(key);
        // Most candidates share a trigram and little else: rejected before the distance.
        if (!bucketsWithin(queryBuckets, keyBuckets, edits)) continue;
        if (pattern ? !pattern.within(key, edits) : editsWithin(query, key, edits) === Infinity)
          continue;
        const d = ocrDistance(query, key, limit);
        if (d <= limit) hits.push({ key, distance: d });
      }
    }
    for (const id of seen) this.counts[id] = 0;
    hits.sort((a, b) => a.distance - b.distance || (a.key < b.key ? -1 : 1));
    return hits;
  }
}
