import type { NutritionTable, NutritionValues } from '@labellens/ingredient-analysis';

/** The fields the FoodLabel annotations carry, each with the NutritionTable value it is read from. */
export const READ_FROM = {
  energy: 'energyKcal',
  fat: 'fat',
  saturedFat: 'saturatedFat',
  carbohydrate: 'carbohydrates',
  sugar: 'sugars',
  fibre: 'fibre',
  protein: 'protein',
  salt: 'salt',
} as const satisfies Record<string, keyof NutritionValues>;
export type ScoredField = keyof typeof READ_FROM;
export const FIELDS = Object.keys(READ_FROM) as readonly ScoredField[];

export function readField(values: NutritionValues, field: ScoredField): number | null {
  return values[READ_FROM[field]];
}

/** An annotation as a number, or null when empty / not a number (those are not scored). */
export function expectedNumber(raw: unknown): number | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const s = String(raw).trim().replace(',', '.').replace(/^</, '');
  if (s === '' || !/^\d+(?:\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** The external scoring rule: within 2 % of the annotation or 0.05 absolute. */
export function isRight(read: number | null, expected: number): boolean {
  if (read === null) return false;
  const diff = Math.abs(read - expected);
  return diff <= 0.05 || diff <= 0.02 * Math.abs(expected);
}

export interface FieldTally {
  right: number;
  scored: number;
  /** Read a value that was wrong (as opposed to left empty). */
  wrong: number;
}

export function emptyTally(): Record<ScoredField, FieldTally> {
  return Object.fromEntries(FIELDS.map((f) => [f, { right: 0, scored: 0, wrong: 0 }])) as Record<
    ScoredField,
    FieldTally
  >;
}

/** Scores one table against one annotation row, adding into `tally`; returns the misses. */
export function scoreTable(
  table: NutritionTable,
  expected: Record<string, unknown>,
  tally: Record<ScoredField, FieldTally>,
): { field: ScoredField; expected: number; read: number | null }[] {
  const misses: { field: ScoredField; expected: number; read: number | null }[] = [];
  for (const field of FIELDS) {
    const want = expectedNumber(expected[field]);
    if (want === null) continue;
    const got = readField(table.per100, field);
    const t = tally[field];
    t.scored += 1;
    if (isRight(got, want)) t.right += 1;
    else {
      if (got !== null) t.wrong += 1;
      misses.push({ field, expected: want, read: got });
    }
  }
  return misses;
}

export function overall(tally: Record<ScoredField, FieldTally>): FieldTally {
  return Object.values(tally).reduce(
    (a, t) => ({ right: a.right + t.right, scored: a.scored + t.scored, wrong: a.wrong + t.wrong }),
    { right: 0, scored: 0, wrong: 0 },
  );
}
