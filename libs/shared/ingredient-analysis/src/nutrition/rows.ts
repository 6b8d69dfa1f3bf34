import {
  agreeingPair,
  energyTokens,
  gramTokens,
  gramValues,
  isKjKcalPair,
  type Token,
} from './figures';
import { labelOf, PER_100, VALUES_ONLY, type Row } from './labels';
import { chooseByRules, energyOffOf, violations } from './rules';
import { emptyValues, GRAM_FIELDS, type Column, type Field, type NutritionValues } from './values';
import { foldCase } from '../text/normalize';

/**
 * A barcode, lot number, date or phone number (`15923793 317`, `06.2025`, `0800 86 00 60`) reads
 * like figures but is none.
 */
const NOT_FIGURES = /\d{5,}|\b\d{1,2}\.(?:19|20)\d\d\b|(?:^|\s)\+?0\d{2,3}(?:[\s/.-]\d{2,3}){2,}/;

/** A lone digit other than 0 is a bar, the letter I or a stray mark more often than a figure. */
const STRAY_DIGIT = /^[1-9]$/;

const isValueLine = (raw: string) =>
  VALUES_ONLY.test(foldCase(raw)) &&
  !PER_100.test(foldCase(raw)) &&
  !NOT_FIGURES.test(raw) &&
  !STRAY_DIGIT.test(raw);
const ENERGY_UNIT = /\d\s*(?:kcal|k[jil1])\b/i;

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
      if (toks.length < 2 || out.per100[field] !== toks[0].value) continue;
      const pick = agreeingPair(toks[0], toks[1], share);
      if (pick) {
        out.per100[field] = pick[0];
        out.perServing[field] = pick[1];
      }
    }
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

/** Ways to keep `keep` of `n` items in order (index lists), for small n. */
function subsets(n: number, keep: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === keep) return void out.push(chosen);
    for (let i = from; i <= n - (keep - chosen.length); i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/** An ingredient list's header at the start of a line (folded text). */
const INGREDIENTS_HEADER =
  /^\W*(?:ingredients?|zutaten|ingredienti|ingredientes|ingredienten|skladniki|ainesosat|ingredienser)\b/;

/** The most rows (labels, ignored ones included) an in-order fit is tried for. */
const MAX_ROWS = 24;

/**
 * In order: a table's nutrient labels and its figures often come out of the OCR as two sequences
 * (values read before, after or between the labels, one figure per line). The figures are fitted
 * to the labels in order: leaving out up to two figures (stray numbers) or labels (figures not
 * read), putting back up to two rows whose label was lost (EU row order), every other figure (two
 * columns), or each figure paired with its serving figure when the serving's share of 100 g is
 * known (`shares`: from the heading, from the energy columns).
 * The fit kept is the one whose figures break no rule and agree with the printed energy (`kcal`)
 * clearly better than any other; failing that, counts that match are read in order.
 * `confirmed` says the kept fit's figures were each checked against a serving figure. Energy
 * itself is read elsewhere.
 */
export function readByOrder(
  lines: string[],
  kcal: number | null,
  shares: (number | null)[] = [],
): { values: NutritionValues; confirmed: boolean } {
  const none = { values: emptyValues(), confirmed: false };
  const labels: (Field | null)[] = [];
  const values: number[] = [];
  let labelSeen = false;
  // Bare figures below a line of other text that follows a row's figures wait: they are the
  // table's only if another label comes (else they are the pack's print below the table: lot,
  // barcode). Figures with a unit (`0,62 g` under `1 Packung = 4 Portionen`) are the table's.
  let waiting: number[] | null = null;
  let sinceLabel = 0;
  for (const raw of lines) {
    // An ingredient list after the table names salt, sugar and protein too: the table ends there.
    if (labels.length >= 3 && INGREDIENTS_HEADER.test(foldCase(raw))) break;
    if (ENERGY_UNIT.test(raw)) continue;
    const row = labelOf(raw);
    if (row) {
      labelSeen = true;
      if (waiting) values.push(...waiting);
      waiting = null;
      sinceLabel = 0;
      if (row.field === 'energy') continue;
      // The same label again (a translation on a line of its own, a word out of place) adds no row.
      if (row.field === null || !labels.includes(row.field)) labels.push(row.field);
      const inline = gramValues(row.values);
      if (inline.length > 0) {
        values.push(inline[0]);
        sinceLabel++;
      }
      continue;
    }
    if (!isValueLine(raw)) {
      if (labelSeen && sinceLabel > 0) waiting ??= [];
      continue;
    }
    // Figures above every label belong to the heading (`Pro Stück | 5,2 g`, `100 | 1 Portion`);
    // `<14` with no unit is a reference-intake `<1%` misread; a bare number over 100 is no gram
    // figure (a kJ figure whose unit was lost).
    if (!labelSeen || /^[<≤]\s*\d{2,}\W*$|^\d{3,}\W*$/.test(raw)) continue;
    const grams = gramValues(raw);
    if (grams.length === 0) continue;
    if (waiting && !/\d\s*(?:m?g|µg)\b/i.test(raw)) waiting.push(grams[0]);
    else {
      values.push(grams[0]);
      sinceLabel++;
    }
  }
  // A nutrition table has a few rows; text with dozens of labels is no table to fit.
  if (labels.length < 3 || labels.length > MAX_ROWS || values.length > 3 * MAX_ROWS) return none;
  const fits = [...fitsLeavingOut(labels, values), ...withLostRows(labels, values)];
  // Two columns read row by row (per 100 g, then per serving): when the serving's share of 100 g
  // is known, each figure followed (or preceded) by its serving figure; else every other figure.
  // A serving is 2 % to 5 × of 100 g; each share the table gives is tried.
  const known = [...new Set(shares)].filter((x): x is number => x !== null && x >= 0.02 && x <= 5);
  const paired = known.flatMap((x) => fitsLeavingOut(labels, firstOfPairs(values, x)));
  for (const x of known) fits.push(...withLostRows(labels, firstOfPairs(values, x)));
  if (known.length === 0 && values.length === 2 * labels.length)
    fits.push({
      v: assignInOrder(
        labels,
        values.filter((_, i) => i % 2 === 0),
      ),
      edge: true,
    });
  fits.push(...paired);
  // Fits that break no rule, by how far their energy is from the printed one; the closest is
  // kept when no other fit comes near it. Figures left out above or below the table are likelier
  // than figures left out inside it: such fits are weighed first.
  const good = fits
    .map((f) => ({ ...f, off: energyOffOf({ ...f.v, energyKcal: kcal }) }))
    .filter((f) => f.off !== null && violations({ ...f.v, energyKcal: kcal }) === 0)
    .sort((a, b) => (a.off as number) - (b.off as number));
  const limit = Math.max(20, 0.1 * (kcal ?? 0));
  const edgeFits = good.filter((f) => f.edge && (f.off as number) <= limit);
  const pool = edgeFits.length > 0 ? edgeFits : good;
  const best = pool.at(0);
  const unique =
    best !== undefined &&
    (best.off as number) <= limit &&
    !pool.some(
      (f) =>
        (f.off as number) - (best.off as number) < Math.max(10, 0.05 * (kcal ?? 0)) &&
        JSON.stringify(f.v) !== JSON.stringify(best.v),
    );
  // Figures each checked against their serving figure are the surer reading.
  if (unique) return { values: best.v, confirmed: paired.some((f) => f.v === best.v) };
  // Counts that match are read in order even when the energy cannot confirm it.
  if (labels.length === values.length)
    return { values: assignInOrder(labels, values), confirmed: false };
  return none;
}

/**
 * Fits with a row the OCR lost (its label; its figures are there) put back: EU tables print their
 * rows in one order (Regulation 1169/2011, Annex XV), so up to two missing rows go in their place.
 */
function withLostRows(labels: (Field | null)[], values: number[]): Fit[] {
  return withRowsPutBack(labels, values.length - labels.length).flatMap((withMissing) =>
    fitsLeavingOut(withMissing, values).map((f) => ({ ...f, edge: false })),
  );
}

/** The gram fields in the order EU tables print their rows. */
const EU_ORDER: readonly Field[] = GRAM_FIELDS;

/**
 * The label sequence with up to `most` (≤ 2) missing EU rows put back where the order puts them,
 * when the labels read follow that order.
 */
function withRowsPutBack(labels: (Field | null)[], most: number): (Field | null)[][] {
  const rank = (f: Field | null) => (f === null ? -1 : EU_ORDER.indexOf(f));
  const ranks = labels.map(rank);
  if (most < 1 || ranks.some((r, i) => r < 0 || (i > 0 && r <= ranks[i - 1]))) return [];
  // Fibre is optional in EU tables: a table without its label most likely does not print it.
  const missing = EU_ORDER.filter((f) => !labels.includes(f) && f !== 'fibre');
  const out: (Field | null)[][] = [];
  const insert = (ls: Field[], f: Field) => {
    const at = ls.findIndex((x) => rank(x) > rank(f));
    return at < 0 ? [...ls, f] : [...ls.slice(0, at), f, ...ls.slice(at)];
  };
  const known = labels as Field[];
  for (let i = 0; i < missing.length; i++) {
    const one = insert(known, missing[i]);
    out.push(one);
    if (most >= 2) for (let j = i + 1; j < missing.length; j++) out.push(insert(one, missing[j]));
  }
  return out;
}

function assignInOrder(labels: (Field | null)[], values: number[]): NutritionValues {
  const out = emptyValues();
  labels.forEach((field, i) => {
    if (field && field !== 'energy') out[field] = values[i];
  });
  return out;
}

interface Fit {
  v: NutritionValues;
  /** No figure left out, or only figures above or below all the kept ones. */
  edge: boolean;
}

/** Readings leaving out up to two figures (too many) or two labels (figures not read). */
function fitsLeavingOut(labels: (Field | null)[], values: number[]): Fit[] {
  const gap = values.length - labels.length;
  if (gap === 0) return [{ v: assignInOrder(labels, values), edge: true }];
  if (Math.abs(gap) > 2) return [];
  if (gap > 0)
    return subsets(values.length, labels.length).map((keep) => ({
      v: assignInOrder(
        labels,
        keep.map((i) => values[i]),
      ),
      edge: keep[keep.length - 1] - keep[0] === keep.length - 1,
    }));
  return subsets(labels.length, values.length).map((keep) => ({
    v: assignInOrder(
      keep.map((i) => labels[i]),
      values,
    ),
    edge: false,
  }));
}

/**
 * Figures of two columns in reading order (`2,1 g | 0,5 g | 0,6 g | 0,2 g …`, per 100 g and per
 * serving): each figure followed by one that is its serving's share (rounded as labels round) is
 * a pair, and its first figure is kept (the second, when the pair was read serving first); a
 * figure with no such partner is kept alone.
 */
function firstOfPairs(values: number[], share: number): number[] {
  const out: number[] = [];
  // `<0,5 g | <0,5 g`: a bound printed in both columns pairs too, as does a serving figure
  // printed as a bound (`2,0 g | <0,5 g`).
  const partners = (a: number, b: number) => {
    const want = a * share;
    return (
      Math.abs(b - want) <= Math.max(0.15, 0.1 * want) ||
      (b === 0 && want < 0.5) ||
      (a === b && a <= 1) ||
      ((b === 0.5 || b === 0.1) && want <= b)
    );
  };
  for (let i = 0; i < values.length; i++) {
    const a = values[i];
    const b = i + 1 < values.length ? values[i + 1] : null;
    // A pair read in the other order (serving figure first) gives its per-100 figure.
    if (b !== null && !partners(a, b) && partners(b, a) && a !== 0) {
      out.push(b);
      i++;
      continue;
    }
    // `17 g | 0,51 g`: a per-100 figure whose decimal comma was lost, confirmed by its serving figure.
    if (b !== null && !partners(a, b) && Number.isInteger(a) && a >= 10 && partners(a / 10, b)) {
      out.push(a / 10);
      i++;
      continue;
    }
    out.push(a);
    if (b !== null && partners(a, b)) i++;
  }
  return out;
}
