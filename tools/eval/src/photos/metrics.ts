/** Text measures for extraction: character error and ingredient recall against a transcription. */

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/** Case, spacing and the spacing around punctuation do not count as errors. */
export function normaliseForComparison(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*([,;:()%])\s*/g, '$1')
    .trim();
}

/** Character error rate of `read` against `truth`: edits per character of the truth (capped at 1). */
export function characterError(read: string, truth: string): number {
  const t = normaliseForComparison(truth);
  const r = normaliseForComparison(read);
  if (t.length === 0) return r.length === 0 ? 0 : 1;
  return Math.min(1, levenshtein(r, t) / t.length);
}

/** Top-level items of a printed list: commas and semicolons outside brackets. */
export function splitItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of list) {
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    if (depth === 0 && (c === ',' || c === ';')) {
      items.push(current);
      current = '';
    } else current += c;
  }
  items.push(current);
  return items.map((i) => i.trim()).filter((i) => i.length > 0);
}

/** Similarity 0–1 of two items (1 − normalised edit distance). */
export function similarity(a: string, b: string): number {
  const x = normaliseForComparison(a);
  const y = normaliseForComparison(b);
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

/**
 * Share of the transcribed top-level ingredients found among the extracted ones: an ingredient
 * counts when one extracted item matches it at `threshold` similarity or better (each used once).
 */
export function ingredientRecall(read: string[], truth: string[], threshold = 0.8): number {
  if (truth.length === 0) return 1;
  const left = [...read];
  let found = 0;
  for (const item of truth) {
    let best = -1;
    let bestScore = threshold;
    left.forEach((candidate, i) => {
      const score = similarity(candidate, item);
      if (score >= bestScore) {
        best = i;
        bestScore = score;
      }
    });
    if (best >= 0) {
      found++;
      left.splice(best, 1);
    }
  }
  return found / truth.length;
}

export interface SetScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export function compareSets(found: readonly string[], expected: readonly string[]): SetScore {
  const f = new Set(found);
  const e = new Set(expected);
  return {
    truePositives: [...f].filter((x) => e.has(x)).length,
    falsePositives: [...f].filter((x) => !e.has(x)).length,
    falseNegatives: [...e].filter((x) => !f.has(x)).length,
  };
}

export function addScores(scores: SetScore[]): SetScore {
  return scores.reduce(
    (sum, s) => ({
      truePositives: sum.truePositives + s.truePositives,
      falsePositives: sum.falsePositives + s.falsePositives,
      falseNegatives: sum.falseNegatives + s.falseNegatives,
    }),
    { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
  );
}

/** Precision and recall; null where nothing was found or expected (no figure rather than 1.0). */
export function precisionRecall(s: SetScore): { precision: number | null; recall: number | null } {
  const found = s.truePositives + s.falsePositives;
  const expected = s.truePositives + s.falseNegatives;
  return {
    precision: found === 0 ? null : s.truePositives / found,
    recall: expected === 0 ? null : s.truePositives / expected,
  };
}

export function medianOf(values: number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

export function meanOf(values: number[]): number {
  return values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/** What the photo evals score of one reading: the list as read, and the analysis of it. */
export interface ReadingScore {
  cer: number;
  recall: number;
  allergens: SetScore;
  traces: SetScore;
}

/**
 * Scores the items read against the true list (`text` for the character error, `items` for
 * recall) and what their analysis found against what the true list's analysis expects.
 */
export function scoreReading(
  read: string[],
  truth: { text: string; items: string[] },
  found: { allergens: readonly string[]; traces: readonly string[] },
  expected: { allergens: readonly string[]; traces: readonly string[] },
): ReadingScore {
  return {
    cer: characterError(read.join(', '), truth.text),
    recall: ingredientRecall(read, truth.items),
    allergens: compareSets(found.allergens, expected.allergens),
    traces: compareSets(found.traces, expected.traces),
  };
}

/** Precision and recall over all the sets scored (each item counted once per photo). */
export function pooled(scores: SetScore[]): { precision: number | null; recall: number | null } {
  return precisionRecall(addScores(scores));
}

/** The summary the photo evals print: lists read completely and not at all, allergens, traces. */
export function readingSummary(results: ReadingScore[], fmt: (v: number | null) => string) {
  const allergens = pooled(results.map((r) => r.allergens));
  const traces = pooled(results.map((r) => r.traces));
  return {
    recall:
      `mean ingredient recall ${fmt(meanOf(results.map((r) => r.recall)))}  ` +
      `complete ${results.filter((r) => r.recall === 1).length}  none ${results.filter((r) => r.recall === 0).length}`,
    statements:
      `allergens precision ${fmt(allergens.precision)} recall ${fmt(allergens.recall)}  ` +
      `traces precision ${fmt(traces.precision)} recall ${fmt(traces.recall)}`,
  };
}
