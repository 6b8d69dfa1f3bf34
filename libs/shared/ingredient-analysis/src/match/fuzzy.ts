/**
 * OCR-tolerant approximate lookup over every knowledge-base key: a trigram index narrows the
 * candidates, then a weighted Damerau–Levenshtein distance (cheap substitutions for characters
 * OCR confuses, cheap space insertions for broken words) decides.
 */
import { decodePostings, type EncodedGramIndex, type GramIndexParts } from '../kb/prebuilt-index';

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

const CONFUSABLE_PAIRS = [
  'il',
  'i1',
  'l1',
  'o0',
  's5',
  'ec',
  'uv',
  'b8',
  'g9',
  'e3',
  'a4',
  'z2',
  'mn',
  'nh',
  'tf',
  'co',
  'ao',
  'qg',
  'ij',
];
/** Confusable pairs by character code (all ASCII): `CONFUSABLE[a * 128 + b]`. */
const CONFUSABLE = new Uint8Array(128 * 128);
for (const p of CONFUSABLE_PAIRS) {
  CONFUSABLE[p.charCodeAt(0) * 128 + p.charCodeAt(1)] = 1;
  CONFUSABLE[p.charCodeAt(1) * 128 + p.charCodeAt(0)] = 1;
}

function substitutionCost(a: number, b: number): number {
  if (a === b) return 0;
  return a < 128 && b < 128 && CONFUSABLE[a * 128 + b] === 1 ? 0.4 : 1;
}

function indelCost(c: number): number {
  return c === 32 ? 0.5 : 1;
}

let rowA = new Float64Array(64);
let rowB = new Float64Array(64);
let rowC = new Float64Array(64);

/**
 * Weighted Damerau–Levenshtein distance; returns Infinity once it exceeds `limit`. Row buffers are
 * reused: this runs for every fuzzy candidate.
 */
export function ocrDistance(a: string, b: string, limit: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > limit + 2) return Infinity;
  if (rowA.length <= m) {
    rowA = new Float64Array(m + 1);
    rowB = new Float64Array(m + 1);
    rowC = new Float64Array(m + 1);
  }
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  prev[0] = 0;
  for (let j = 1; j <= m; j++) prev[j] = prev[j - 1] + indelCost(b.charCodeAt(j - 1));
  for (let i = 1; i <= n; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = prev[0] + indelCost(ca);
    let rowMin = cur[0];
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(
        prev[j] + indelCost(ca),
        cur[j - 1] + indelCost(cb),
        prev[j - 1] + substitutionCost(ca, cb),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return Infinity;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[m];
}

let editPrev = new Int32Array(64);
let editCur = new Int32Array(64);

/** Plain edit distance (unit costs) if at most `max`, else Infinity: a cheap first filter. */
export function editsWithin(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return Infinity;
  if (editPrev.length <= m) {
    editPrev = new Int32Array(m + 1);
    editCur = new Int32Array(m + 1);
  }
  let prev = editPrev;
  let cur = editCur;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const v = Math.min(
        prev[j] + 1,
        cur[j - 1] + 1,
        prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1),
      );
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return Infinity;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[m] <= max ? prev[m] : Infinity;
}

/**
 * A query's character masks for Myers' bit-parallel edit distance: bit i of `mask(c)` is set
 * where the query has character c. Queries of up to 32 characters.
 */
export class EditPattern {
  readonly length: number;
  private readonly ascii = new Int32Array(128);
  private readonly other = new Map<number, number>();

  constructor(query: string) {
    this.length = query.length;
    for (let i = 0; i < query.length; i++) {
      const c = query.charCodeAt(i);
      if (c < 128) this.ascii[c] |= 1 << i;
      else this.other.set(c, (this.other.get(c) ?? 0) | (1 << i));
    }
  }

  mask(c: number): number {
    return c < 128 ? this.ascii[c] : (this.other.get(c) ?? 0);
  }

  /**
   * Whether the plain edit distance to `b` is at most `max` (distance(b) <= max). Stops as soon
   * as the remaining characters of `b` can no longer bring the distance down to `max` (each can
   * lower it by one at most).
   */
  within(b: string, max: number): boolean {
    const high = 1 << (this.length - 1);
    const ascii = this.ascii;
    let pv = -1;
    let mv = 0;
    let score = this.length;
    for (let j = 0; j < b.length; j++) {
      const c = b.charCodeAt(j);
      const eq = c < 128 ? ascii[c] : (this.other.get(c) ?? 0);
      const xv = eq | mv;
      const xh = ((((eq & pv) + pv) | 0) ^ pv) | eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      if ((ph & high) !== 0) score++;
      else if ((mh & high) !== 0) score--;
      if (score - (b.length - 1 - j) > max) return false;
      ph = (ph << 1) | 1;
      mh <<= 1;
      pv = mh | ~(xv | ph);
      mv = ph & xv;
    }
    return score <= max;
  }

  /** Plain edit distance (unit costs) to `b`: the same figure as editsWithin, in O(|b|). */
  distance(b: string): number {
    const high = 1 << (this.length - 1);
    let pv = -1;
    let mv = 0;
    let score = this.length;
    for (let j = 0; j < b.length; j++) {
      const eq = this.mask(b.charCodeAt(j));
      const xv = eq | mv;
      const xh = ((((eq & pv) + pv) | 0) ^ pv) | eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      if ((ph & high) !== 0) score++;
      else if ((mh & high) !== 0) score--;
      ph = (ph << 1) | 1;
      mh <<= 1;
      pv = mh | ~(xv | ph);
      mv = ph & xv;
    }
    return score;
  }
}

function trigrams(s: string): string[] {
  const padded = ` ${s} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
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
    this.buildMs = now() - started;
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
    const pattern = query.length <= 32 ? new EditPattern(query) : null;
    for (let r = 0; r <= slack && r < ranges.length; r++) {
      const { list, from, to } = ranges[r];
      for (let i = from; i < to; i++) {
        const id = list[i];
        if (this.counts[id] === 1) continue;
        this.counts[id] = 1;
        seen.push(id);
        const key = this.keys[id];
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
