import {
  agreeingPair,
  energyTokens,
  gramTokens,
  gramValues,
  isKjKcalPair,
  readingsOf,
  tokens as figureTokens,
  type Token,
} from './figures';
import { labelOf, PER_100, VALUES_ONLY, type Row } from './labels';
import { chooseByRules, violations } from './rules';
import { emptyValues, type Column, type Field, type NutritionValues } from './values';
import { foldCase } from '../text/normalize';

/**
 * A barcode, lot number, date or phone number (`15923793 317`, `06.2025`, `05.03.24`,
 * `0800 86 00 60`) reads like figures but is none.
 */
const NOT_FIGURES =
  /\d{5,}|\b\d{1,2}\.(?:19|20)\d\d\b|\b\d{1,2}\.\d{1,2}\.\d{2,4}\b|(?:^|\s)\+?0\d{2,3}(?:[\s/.-]\d{2,3}){2,}/;

/** A lone digit other than 0 is a bar, the letter I or a stray mark more often than a figure. */
const STRAY_DIGIT = /^[1-9]$/;

/** A line of figures only (no label, no heading, no barcode). */
export const isValueLine = (raw: string) =>
  VALUES_ONLY.test(foldCase(raw)) &&
  !PER_100.test(foldCase(raw)) &&
  !NOT_FIGURES.test(raw) &&
  !STRAY_DIGIT.test(raw);
export const ENERGY_UNIT = /\d\s*(?:kcal|k[jil1])\b/i;

function rowsWithValuesAbove(lines: string[]): Row[] {
  const rows: Row[] = [];
  let before = '';
  for (const raw of lines) {
    const row = labelOf(raw);
    if (row) {
      if (!row.values.trim()) row.values = before;
      before = '';
      rows.push(row);
    } else if (isValueLine(raw)) before += ` ${raw}`;
  }
  return rows;
}

/**
 * Rows of label lines with the value lines that belong to them. Value lines below a label carry
 * its values (OCR breaks rows); a label printed on several lines (one per language) is one row.
 * OCR that reads a table column by column puts a row's figures before its label when the label
 * sits lower (`… saturés | 2,5 g | 62 g | Kohlenhydrate | davon Zucker | 33 g`): a row left with
 * two groups of figures while the next row has none hands its last group down. Energy keeps a
 * second group of kJ/kcal (`Energie | 1896 kJ | Energia | 452 kcal`).
 */
function rowsOf(lines: string[]): Row[] {
  const runs: { field: Field | null; rows: Row[]; groups: { row: Row; lines: string[] }[] }[] = [];
  let inGroup = false;
  for (const raw of lines) {
    const row = labelOf(raw);
    if (row) {
      const last = runs.at(-1);
      if (last && last.field === row.field) last.rows.push(row);
      else runs.push({ field: row.field, rows: [row], groups: [] });
      inGroup = false;
      continue;
    }
    const run = runs.at(-1);
    if (!run || !isValueLine(raw)) continue;
    if (!inGroup) run.groups.push({ row: run.rows[run.rows.length - 1], lines: [] });
    inGroup = true;
    run.groups[run.groups.length - 1].lines.push(raw);
  }
  type Run = (typeof runs)[number];
  const inline = (run: Run) => run.rows.some((r) => r.values.trim());
  const count = (run: Run) => run.groups.length + (inline(run) ? 1 : 0);
  const nutrient = (run: Run) => run.field !== null && run.field !== 'energy';
  // Value lines a row usually has when its figures stand on lines of their own (one per column).
  const perRow = median(
    runs
      .filter((r) => nutrient(r) && !inline(r) && r.groups.length === 1)
      .map((r) => r.groups[0].lines.length),
  );
  for (let i = 0; i + 1 < runs.length; i++) {
    const [a, b] = [runs[i], runs[i + 1]];
    const g = a.groups.at(-1);
    if (!g || count(b) > 0 || a.field === null || b.field === null) continue;
    if (count(a) >= 2) {
      if (b.field !== 'energy' && ENERGY_UNIT.test(g.lines.join(' '))) continue;
      a.groups.pop();
      b.groups.push({ row: b.rows[0], lines: g.lines });
    } else if (nutrient(a) && nutrient(b) && perRow > 0 && g.lines.length === 2 * perRow) {
      // One group holding the figures of two rows (`7,9 g | 1,2 g | Salz`): the later half is
      // the next row's.
      b.groups.push({ row: b.rows[0], lines: g.lines.splice(perRow) });
    }
  }
  for (const run of runs) for (const g of run.groups) g.row.values += ` ${g.lines.join(' ')}`;
  return runs.flatMap((r) => r.rows);
}

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)];
}

/** Row by row: the values on a label's line and on the unlabelled lines below it. */
export function readByRows(
  lines: string[],
  columns: Column[],
  valuesAbove = false,
  servingShare: number | null = null,
  figureRepairs = false,
): { per100: NutritionValues; perServing: NutritionValues } {
  const out = { per100: emptyValues(), perServing: emptyValues() };
  const rows = valuesAbove ? rowsWithValuesAbove(lines) : rowsOf(lines);
  const pairs: { field: keyof NutritionValues; toks: Token[] }[] = [];
  for (const row of rows) {
    if (!row.field) continue;
    if (row.field === 'energy') {
      const { kj, kcal } = energyTokens(row.values, row.label);
      columns.forEach((col, i) => {
        if (kj[i] && out[col].energyKj === null) out[col].energyKj = kj[i];
        if (kcal[i] && out[col].energyKcal === null) out[col].energyKcal = kcal[i];
      });
      continue;
    }
    const grams = gramValues(row.values);
    pairs.push({ field: row.field, toks: gramTokens(row.values) });
    const traces = /\btraces?\b|\bspuren\b|\btracce\b|\btrazas\b|\bsporen\b/.test(
      row.values.toLowerCase() + row.label,
    );
    columns.forEach((col, i) => {
      const v = grams.at(i) ?? (traces && i === 0 ? 0 : undefined);
      if (v !== undefined && out[col][row.field as keyof NutritionValues] === null)
        out[col][row.field as keyof NutritionValues] = v;
    });
  }
  // Two columns of one row must agree (per serving = per 100 × share): where they do not, other
  // readings of a misread figure are tried (`2,6 g` read `2,69`, `1,6 g` read `169`).
  // The share a serving is of 100 g: from the header, else from the two energy figures when
  // each column prints a matching kJ/kcal pair (a lone figure may be misread).
  const pairOk = (c: NutritionValues) =>
    isKjKcalPair(c.energyKj ?? undefined, c.energyKcal ?? undefined);
  const share =
    servingShare ??
    (pairOk(out.per100) && pairOk(out.perServing)
      ? ratio(out.perServing.energyKcal, out.per100.energyKcal)
      : null);
  if (!figureRepairs) return out;
  if (columns[0] === 'per100') chooseByRules(out.per100, pairs);
  if (share && share > 0 && share < 10 && columns[0] === 'per100' && columns[1] === 'perServing') {
    for (const { field, toks } of pairs) {
      // The first column as read, or as the rules above re-read it (a lost decimal separator):
      // the pair decides between that and the figure's other readings.
      const read = out.per100[field];
      if (toks.length < 2 || !readingsOf(toks[0]).some((r) => r.value === read)) continue;
      // A pair that breaks a rule the first column kept (saturates ≤ fat) is not this row's.
      const broken = violations(out.per100);
      const keeps = (x: number) => violations({ ...out.per100, [field]: x }) <= broken;
      const pick = agreeingPair(toks[0], toks[1], share, keeps);
      if (pick) [out.per100[field], out.perServing[field]] = pick;
    }
    // With the paired figures settled, the rules may now confirm a re-reading they could not
    // before (`41g` protein is 4.1 once saturates `719` paired as 7.1 with `4,2 g`).
    chooseByRules(out.per100, pairs);
  }
  return out;
}

/** First kcal (or kJ) figure on a line that is not a footnote; lines were footnote-filtered. */
export function looseEnergy(lines: string[]): { kj: number | null; kcal: number | null } {
  for (const line of lines) {
    const { kj, kcal } = energyTokens(line, '');
    const hasUnit = /\d\s*(?:kcal|k[jil1])\b/i.test(line);
    if (!hasUnit) continue;
    if (kcal.length > 0 && /kcal/i.test(line)) return { kj: kj[0] ?? null, kcal: kcal[0] };
    if (/kj/i.test(line) && kj.length > 0) return { kj: kj[0], kcal: null };
  }
  return { kj: null, kcal: null };
}

/**
 * The kJ and kcal figures of the text's energy lines, in order; with `bareKj`, bare numbers on
 * lines of figures too (kJ figures whose unit was lost).
 */
function energyFigures(lines: string[], bareKj: boolean): { kjs: number[]; kcals: number[] } {
  const kjs: number[] = [];
  const kcals: number[] = [];
  for (const line of lines) {
    if (ENERGY_UNIT.test(line)) {
      const tokens = energyTokens(line, '');
      kjs.push(...tokens.kj);
      kcals.push(...tokens.kcal);
    } else if (bareKj && isValueLine(line))
      kjs.push(
        ...figureTokens(line)
          .filter((t) => t.unit === '')
          .map((t) => t.value),
      );
  }
  return { kjs, kcals };
}

/**
 * The first column's energy when `kcal` was read from the second: the text's first kJ figure and
 * a kcal figure agreeing with it (kcal ≈ kJ ÷ 4.184), when `kcal` agrees with a later kJ figure
 * instead (`1879 kJ | 1258 kJ | 301 kcal | 450 kcal`: the kcal figures out of order). Null when
 * there is no such evidence (`kcal` may be right and the kJ misread).
 */
export function firstColumnEnergy(
  lines: string[],
  kcal: number,
): { kj: number; kcal: number } | null {
  const { kjs, kcals } = energyFigures(lines, false);
  const later = kjs.findIndex((kj) => isKjKcalPair(kj, kcal));
  if (later < 1) return null;
  const partner = kcals.find((c) => c !== kcal && isKjKcalPair(kjs[0], c));
  return partner === undefined ? null : { kj: kjs[0], kcal: partner };
}

/**
 * The per-100 energy when `kcal` is the serving's: another kcal figure of which `kcal` is the
 * serving's share (`share`: the serving's weight over 100 g), with the kJ figure agreeing with it
 * (null when none was read: it is derived). Null when `kcal` is no serving figure.
 */
export function per100EnergyByShare(
  lines: string[],
  kcal: number,
  share: number,
): { kj: number | null; kcal: number } | null {
  // A kJ figure may have lost its unit (`1811` on a line of its own).
  const { kjs, kcals } = energyFigures(lines, true);
  const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.03 * b);
  const per100 = kcals.find((c) => c !== kcal && close(kcal, share * c));
  if (per100 === undefined) return null;
  return { kj: kjs.find((kj) => isKjKcalPair(kj, per100)) ?? null, kcal: per100 };
}

/** Column by column: each value line goes to the oldest label still waiting for a value. */
export function readByQueue(lines: string[]): NutritionValues {
  const out = emptyValues();
  const waiting: (Field | null)[] = [];
  let lastLabel: Field | null | undefined;
  for (const raw of lines) {
    const row = labelOf(raw);
    if (row) {
      // A label continued on the next line (translations) is the same row.
      // So is the same label in another language printed as a second block of labels.
      const repeated = row.field !== null && waiting.includes(row.field);
      if (!(row.field === lastLabel && waiting.at(-1) === row.field) && !repeated)
        waiting.push(row.field);
      lastLabel = row.field;
      if (row.values.trim()) take(row.values, true);
      continue;
    }
    if (isValueLine(raw)) take(raw, false);
  }
  function take(values: string, own: boolean): void {
    const isEnergy = /\d\s*(?:kcal|k[jil1])\b/i.test(values);
    if (isEnergy) {
      const { kj, kcal } = energyTokens(values, '');
      const [firstKcal, firstKj] = [kcal.at(0), kj.at(0)];
      if (out.energyKcal === null && firstKcal !== undefined) out.energyKcal = firstKcal;
      if (out.energyKj === null && firstKj !== undefined) out.energyKj = firstKj;
      const i = waiting.indexOf('energy');
      if (i >= 0) waiting.splice(i, 1);
      return;
    }
    const grams = gramValues(values);
    if (grams.length === 0) return;
    const i = own ? waiting.length - 1 : waiting.findIndex((w) => w !== 'energy');
    if (i < 0) return;
    const field = waiting[i];
    waiting.splice(i, 1);
    if (field && field !== 'energy' && out[field] === null) out[field] = grams[0];
  }
  return out;
}

/** a / b, when both were read and b is not zero. */
export function ratio(a: number | null, b: number | null): number | null {
  return a !== null && b !== null && b !== 0 ? a / b : null;
}
