/** The in-order reading of a nutrition table: labels and figures fitted as two sequences. */
import { gramValues } from './figures';
import { labelOf } from './labels';
import { ENERGY_UNIT, isValueLine } from './rows';
import { energyOffOf, violations } from './rules';
import { emptyValues, GRAM_FIELDS, type Field, type NutritionValues } from './values';
import { foldCase } from '../text/normalize';

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

/** A line whose only figure is a volume. */
const VOLUME_ONLY = /^\W*\d+(?:[.,]\d+)?\s*(?:ml|cl|l)\W*$/i;

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
  /** How many figures had been read when each label came. */
  const figuresAt: number[] = [];
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
      // The table's first row named again after several others: the table printed once more (in
      // other languages); its figures would only repeat these.
      if (row.field !== null && row.field === labels[0] && labels.length >= 4 && leads(labels))
        break;
      // The same label again (a translation on a line of its own, a word out of place) adds no row,
      // unless the first was out of the EU order with no figure of its own (`zucchero` in a line
      // of the ingredient list above the carbohydrate row): then the row is where it is now.
      const earlier = row.field === null ? -1 : labels.indexOf(row.field);
      if (earlier >= 0 && misplaced(labels, figuresAt, earlier)) {
        labels.splice(earlier, 1);
        figuresAt.splice(earlier, 1);
      }
      if (row.field === null || !labels.includes(row.field)) {
        labels.push(row.field);
        figuresAt.push(values.length);
      }
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
    // A volume (`(250 mL)`, a serving's size) is no nutrient's figure: those are weights.
    if (VOLUME_ONLY.test(raw)) continue;
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
  // Two labels read one after the other with no figure between them (`Salz` above `Eiweiss`, a
  // name run into another row's line) wait for their figures in the order the table prints its
  // rows: the EU order.
  for (let i = 0; i + 1 < labels.length; i++) {
    const [a, b] = [labels[i], labels[i + 1]];
    if (a === null || b === null || figuresAt[i] !== figuresAt[i + 1]) continue;
    if (EU_ORDER.indexOf(b) < EU_ORDER.indexOf(a)) [labels[i], labels[i + 1]] = [b, a];
  }
  const fits = [...fitsLeavingOut(labels, values), ...withLostRows(labels, values)];
  // Two columns read row by row (per 100 g, then per serving): when the serving's share of 100 g
  // is known, each figure followed (or preceded) by its serving figure; else every other figure.
  // A serving is 2 % to 5 × of 100 g; each share the table gives is tried.
  const known = [...new Set(shares)].filter((x): x is number => x !== null && x >= 0.02 && x <= 5);
  const paired = known.flatMap((x) => {
    const firsts = firstOfPairs(values, x);
    // Figures with no serving partner among many pairs are the pack's other print (a weight, a
    // lot number) read into the table: the pairs alone are tried too.
    const pairs = firstOfPairs(values, x, true);
    const more = pairs.length >= 3 && pairs.length < firsts.length ? [pairs] : [];
    return [firsts, ...more].flatMap((v) => fitsLeavingOut(labels, v));
  });
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
  const euOrder = inEuOrder(values, kcal, limit, labels.includes('fibre'));
  return euOrder ? { values: euOrder, confirmed: false } : none;
}

/**
 * Labels garbled beyond fitting (out of order, lost, run together) while the figures are all
 * there: the figures read as the EU rows in their printed order (Regulation 1169/2011, Annex XV),
 * without fibre, or with it where a fibre label was read (fibre is optional). Kept only when
 * exactly one such reading breaks no rule and agrees with the printed energy (within `limit`, the
 * in-order fit's own).
 */
function inEuOrder(
  values: number[],
  kcal: number | null,
  limit: number,
  fibre: boolean,
): NutritionValues | null {
  if (kcal === null) return null;
  const orders = [EU_ORDER.filter((f) => f !== 'fibre'), ...(fibre ? [EU_ORDER] : [])];
  const readings = orders
    .filter((order) => order.length === values.length)
    .map((order) => assignInOrder([...order], values))
    .filter((v) => {
      const withEnergy = { ...v, energyKcal: kcal };
      const off = energyOffOf(withEnergy);
      return off !== null && off <= limit && violations(withEnergy) === 0;
    });
  return readings.length === 1 ? readings[0] : null;
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

/** Whether the first label is the one EU tables print first among them (not a stray word). */
function leads(labels: (Field | null)[]): boolean {
  const rank = (f: Field | null) => (f === null ? Infinity : EU_ORDER.indexOf(f));
  return labels.every((f) => rank(f) >= rank(labels[0]));
}

/**
 * Whether the label at `at` came before a label EU tables print above it, with no figure read
 * between the two: a nutrient named out of place (in ingredient text), not the table's row.
 */
function misplaced(labels: (Field | null)[], figuresAt: number[], at: number): boolean {
  if (at + 1 >= labels.length) return false;
  const [field, next] = [labels[at], labels[at + 1]];
  if (field === null || next === null) return false;
  return EU_ORDER.indexOf(next) < EU_ORDER.indexOf(field) && figuresAt[at + 1] === figuresAt[at];
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
function firstOfPairs(values: number[], share: number, pairsOnly = false): number[] {
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
    // Not when that figure pairs with the one after it (`39 | 1.19 g | 0.32 g`: a stray 39).
    const bPaired = b !== null && i + 2 < values.length && partners(b, values[i + 2]);
    if (
      b !== null &&
      !partners(a, b) &&
      !bPaired &&
      Number.isInteger(a) &&
      a >= 10 &&
      partners(a / 10, b)
    ) {
      out.push(a / 10);
      i++;
      continue;
    }
    if (b !== null && partners(a, b)) {
      out.push(a);
      i++;
    } else if (!pairsOnly) out.push(a);
  }
  return out;
}
