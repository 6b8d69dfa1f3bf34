/**
 * OCR-tolerant approximate lookup over every knowledge-base key: a trigram index narrows the
 * candidates, then a weighted Damerau–Levenshtein distance (cheap substitutions for characters
 * OCR confuses, cheap space insertions for broken words) decides.
 */

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
const CONFUSABLE = new Set<string>();
for (const p of CONFUSABLE_PAIRS) {
  CONFUSABLE.add(p[0] + p[1]);
  CONFUSABLE.add(p[1] + p[0]);
}

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  return CONFUSABLE.has(a + b) ? 0.4 : 1;
}

function indelCost(c: string): number {
  return c === ' ' ? 0.5 : 1;
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
  for (let j = 1; j <= m; j++) prev[j] = prev[j - 1] + indelCost(b[j - 1]);
  for (let i = 1; i <= n; i++) {
    const ca = a[i - 1];
    cur[0] = prev[0] + indelCost(ca);
    let rowMin = cur[0];
    for (let j = 1; j <= m; j++) {
      const cb = b[j - 1];
      let v = Math.min(
        prev[j] + indelCost(ca),
        cur[j - 1] + indelCost(cb),
        prev[j - 1] + substitutionCost(ca, cb),
      );
      if (i > 1 && j > 1 && ca === b[j - 2] && a[i - 2] === cb) v = Math.min(v, prev2[j - 2] + 1);
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

export class FuzzyIndex {
  private readonly keys: string[];
  private readonly grams = new Map<string, Int32Array>();
  private readonly counts: Uint16Array;
  /** Milliseconds spent building the index (reported by the benchmark). */
  readonly buildMs: number;

  constructor(allKeys: string[]) {
    const started = Date.now();
    this.keys = allKeys.filter((k) => k.length >= 4);
    const building = new Map<string, number[]>();
    this.keys.forEach((k, id) => {
      for (const g of trigrams(k)) {
        const list = building.get(g);
        if (list === undefined) building.set(g, [id]);
        else list.push(id);
      }
    });
    for (const [g, list] of building) this.grams.set(g, Int32Array.from(list));
    this.counts = new Uint16Array(this.keys.length);
    this.buildMs = Date.now() - started;
  }

  /**
   * Keys within the accepted distance of `query`, nearest first. A match may use at most
   * E = ⌈limit⌉ edit operations (cheap OCR substitutions included); each destroys at most three
   * trigrams, so a matching key shares all but 3E of the query's trigrams. Trigrams absent from
   * the index cannot be shared: with M of them, a key misses at most 3E − M of the indexed ones,
   * so it holds at least one of any 3E − M + 1 of them — only the rarest such lists are read.
   */
  search(query: string, limit = maxDistanceFor(query.length)): FuzzyHit[] {
    if (limit <= 0) return [];
    const edits = Math.ceil(limit);
    const grams = trigrams(query);
    const lists: Int32Array[] = [];
    for (const g of grams) {
      const list = this.grams.get(g);
      if (list !== undefined) lists.push(list);
    }
    const slack = 3 * edits - (grams.length - lists.length);
    if (slack < 0) return [];
    lists.sort((x, y) => x.length - y.length);
    const hits: FuzzyHit[] = [];
    const seen: number[] = [];
    for (const list of lists.slice(0, slack + 1)) {
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        if (this.counts[id] === 1) continue;
        this.counts[id] = 1;
        seen.push(id);
        const key = this.keys[id];
        if (Math.abs(key.length - query.length) > edits) continue;
        if (editsWithin(query, key, edits) === Infinity) continue;
        const d = ocrDistance(query, key, limit);
        if (d <= limit) hits.push({ key, distance: d });
      }
    }
    for (const id of seen) this.counts[id] = 0;
    hits.sort((a, b) => a.distance - b.distance || (a.key < b.key ? -1 : 1));
    return hits;
  }
}
