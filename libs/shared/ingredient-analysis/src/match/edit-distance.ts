/**
 * Edit distances for OCR-tolerant matching: a weighted Damerau–Levenshtein distance (cheap
 * substitutions for characters OCR confuses, cheap space insertions for broken words), a plain
 * bounded edit count, and a bit-parallel pattern for many distances against one query.
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
  length = 0;
  private readonly ascii = new Int32Array(128);
  private readonly other = new Map<number, number>();

  constructor(query: string) {
    this.reset(query);
  }

  /** Reuses this pattern for another query (a search makes no new masks). */
  reset(query: string): void {
    this.ascii.fill(0);
    if (this.other.size > 0) this.other.clear();
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
