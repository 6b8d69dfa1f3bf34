/** Set-based precision / recall counts, summed over cases (micro average). */
export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const emptyCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export function addSets(into: Counts, expected: string[], found: string[]): void {
  const e = new Set(expected);
  const f = new Set(found);
  for (const x of f)
    if (e.has(x)) into.tp++;
    else into.fp++;
  for (const x of e) if (!f.has(x)) into.fn++;
}

/** Precision of an empty prediction set is 1 (nothing claimed wrongly); recall likewise. */
export function scores(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/**
 * OFF writes `en:e160ai`, `en:e322i`; the engine `E160a`, `E322`. Both are compared at the level
 * of the E-number with its letter, without the roman-numeral sub-variant, which labels rarely print.
 */
export function additiveKey(code: string): string {
  const c = code
    .toLowerCase()
    .replace(/^en:/, '')
    .replace(/[\s()-]/g, '');
  const m = /^(e\d{3,4}[a-h]?)(?:[ivx]+)?$/.exec(c);
  return m ? m[1] : c;
}
