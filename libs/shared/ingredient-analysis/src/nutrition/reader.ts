import { foldCase } from '../text/normalize';
import {
  SERVING_AFTER,
  SERVING_SIZE,
  SERVING_WORDS,
  PER_100,
  TABLE_HEADING,
  US_FOOTNOTE,
  FOOTNOTE,
  labelOf,
  splitInlineLabels,
} from './labels';
import { isKjKcalPair, repairNumbers } from './figures';
import { readByOrder } from './in-order';
import {
  firstColumnEnergy,
  looseEnergy,
  per100EnergyByShare,
  ratio,
  readByQueue,
  readByRows,
} from './rows';
import { chooseReading, fillFrom, markUncertain } from './rules';
import {
  emptyValues,
  SALT_PER_SODIUM,
  type Column,
  type NutritionTable,
  type NutritionValues,
} from './values';

export type { Field, NutritionTable, NutritionValues } from './values';
export { SALT_PER_SODIUM } from './values';

const PACKAGE_SIZE =
  /(?:net\s*(?:wt\.?|weight|contents?|quantity)|poids net|contenance|nettogewicht|nettoinhalt|füllmenge|fullmenge|peso netto|peso neto|contenido neto|netto gewicht|inhoud|peso liquido|masa netto|nettopaino|nettovikt|nettovægt|nettovaegt)\s*[:=]?\s*(\d+(?:[.,]\d+)?)\s*(kg|g|ml|cl|l)\b/i;
/**
 * Reads a nutrition-facts table from OCR text (English, French, German, Italian, Spanish, Dutch,
 * Portuguese, Polish and Nordic labels; per 100 g / 100 ml and per serving columns; energy in kJ
 * and kcal). Values that are absent stay null; kcal is derived from kJ (÷ 4.184) and salt from
 * sodium (× 2.5) when only the other is printed.
 */
export interface ReadOptions {
  /**
   * The text comes from an OCR that garbles small figures (tesseract: `g` read as 9, decimal
   * separators lost): other readings of a figure are tried where the two columns of a row, or the
   * rules, reject the figure as read.
   */
  figureRepairs?: boolean;
}

export function readNutritionTable(text: string, options: ReadOptions = {}): NutritionTable {
  const table: NutritionTable = {
    per100: emptyValues(),
    perServing: emptyValues(),
    per100Unit: 'g',
    servingSize: null,
    servingQuantity: null,
    packageQuantity: null,
  };
  const rawLines = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[|\t]/g, '  ')
    .split('\n')
    .map((l) => repairNumbers(l.trim()))
    .filter((l) => l.length > 0);

  const folded = rawLines.map((l) => foldCase(l));
  const all = folded.join('\n');
  const serving = SERVING_SIZE.exec(rawLines.join('\n'));
  if (serving) {
    let printed = serving[1].trim().replace(/^\(\s*/, '');
    if (printed.includes('(') && !printed.includes(')')) printed += ')';
    if (!printed.includes('(')) printed = printed.replace(/\)$/, '');
    table.servingSize = printed.trim();
    table.servingQuantity = quantity(Number(serving[2].replace(',', '.')), serving[3]);
  } else {
    const after = SERVING_AFTER.exec(rawLines.join('\n'));
    if (after) {
      table.servingSize = `${after[1]} ${after[2].toLowerCase()}`;
      table.servingQuantity = quantity(Number(after[1].replace(',', '.')), after[2]);
    }
  }
  const pkg = PACKAGE_SIZE.exec(rawLines.join('\n'));
  if (pkg) table.packageQuantity = quantity(Number(pkg[1].replace(',', '.')), pkg[2]);
  if (/100\s*ml/.test(all)) table.per100Unit = 'ml';

  // Column order from the header: `per 100 g | per serving (30 g)`, or a US per-serving panel.
  let columns: Column[] = ['per100', 'perServing'];
  const header = folded.find((l) => PER_100.test(l) || SERVING_WORDS.test(l));
  if (header) {
    const p100 = header.search(/100\s*(?:g|ml)\b/);
    const ps = header.search(SERVING_WORDS);
    if (p100 >= 0 && ps >= 0)
      columns = p100 < ps ? ['per100', 'perServing'] : ['perServing', 'per100'];
  }
  if (
    !/100\s*(?:g|ml)\b/.test(all) &&
    /amount per serving|serving size|per serving|calories/.test(all)
  )
    columns = ['perServing'];

  // The US %DV footnote repeats nutrient names with reference amounts (`Calories: 2,000 2,500`,
  // `Sodium Less than 2,400mg`): nothing after its first line is a value of this food.
  const footnoteAt = folded.findIndex((l) => US_FOOTNOTE.test(l));
  const tableLines = footnoteAt > 0 ? rawLines.slice(0, footnoteAt) : rawLines;
  const allLines = splitInlineLabels(tableLines.filter((l) => !FOOTNOTE.test(foldCase(l))));
  // Ingredient lists name sugar, salt and fat too: the table starts at its heading or energy row.
  const start = allLines.findIndex(
    (l) => TABLE_HEADING.test(foldCase(l)) || labelOf(l)?.field === 'energy',
  );
  const lines = start > 0 ? allLines.slice(start) : allLines;
  const servingShare =
    table.servingQuantity && table.servingQuantity.unit === table.per100Unit
      ? table.servingQuantity.value / 100
      : null;
  const first = columns[0];
  const rowReading = readByRows(
    lines,
    columns,
    false,
    options.figureRepairs ? servingShare : null,
    !!options.figureRepairs,
  );
  // A kcal figure with no kJ figure agreeing may have been read from the second column.
  const energy = rowReading.per100;
  if (
    first === 'per100' &&
    energy.energyKcal !== null &&
    (energy.energyKj === null || !isKjKcalPair(energy.energyKj, energy.energyKcal))
  ) {
    const pair = firstColumnEnergy(lines, energy.energyKcal);
    if (pair) [energy.energyKj, energy.energyKcal] = [pair.kj, pair.kcal];
  }
  // A kcal figure that is the serving's share of another kcal figure is the serving's energy.
  if (
    first === 'per100' &&
    servingShare !== null &&
    Math.abs(servingShare - 1) > 0.1 &&
    energy.energyKcal !== null
  ) {
    const per100 = per100EnergyByShare(lines, energy.energyKcal, servingShare);
    if (per100) [energy.energyKj, energy.energyKcal] = [per100.kj, per100.kcal];
  }
  // A second reading for tables OCR'd column by column (all labels, then all values): values are
  // handed to the labels still waiting for one, in order. Only the per-100 column is read this way.
  const queueReading = columns[0] === 'per100' ? readByQueue(lines) : null;
  table.perServing = rowReading.perServing;
  if (queueReading) {
    // The energy the fit is checked against: kcal as printed, else the kJ figure's (unit lost on
    // `1453 kJ / 351`).
    const loose = looseEnergy(lines);
    const kj = rowReading.per100.energyKj ?? queueReading.energyKj ?? loose.kj;
    const order = readByOrder(
      lines,
      rowReading.per100.energyKcal ??
        queueReading.energyKcal ??
        loose.kcal ??
        (kj !== null ? kj / 4.184 : null),
      [
        servingShare,
        ratio(rowReading.perServing.energyKj, rowReading.per100.energyKj),
        ratio(rowReading.perServing.energyKcal, rowReading.per100.energyKcal),
      ],
    );
    const orderReading = fillFrom(fillFrom(order.values, rowReading.per100), queueReading);
    const others = [
      rowReading.per100,
      queueReading,
      fillFrom(rowReading.per100, queueReading),
      fillFrom(queueReading, rowReading.per100),
    ];
    // A reading in order whose figures pair with their serving figures wins ties; any other
    // reading in order comes last.
    table.per100 = chooseReading(
      order.confirmed ? [orderReading, ...others] : [...others, orderReading],
    );
  } else table[first] = rowReading[first];

  // Energy printed away from its label (`1066 kJ . 252 kcal` on a line of its own, values above
  // the label): the first kcal figure of the text that is not the reference intake.
  const p100 = table.per100;
  if (columns[0] === 'per100' && p100.energyKcal === null && p100.energyKj === null) {
    const e = looseEnergy(lines);
    p100.energyKcal = e.kcal;
    p100.energyKj = e.kj;
  }

  // A serving of 100 g (`une portion est 1/2 pot (100g)`) is per 100 g: its figures are both.
  const serving100 =
    table.servingQuantity?.value === 100 && table.servingQuantity.unit === table.per100Unit;
  if (serving100 && !hasValues(table.per100) && hasValues(table.perServing))
    table.per100 = { ...table.perServing };

  // A column's figures are checked against its own basis: 100 g, or the serving's weight.
  const servingLimit = table.servingQuantity?.unit === 'g' ? table.servingQuantity.value : null;
  table.uncertain = [
    ...new Set([
      ...markUncertain(table.per100, table.per100Unit === 'g' ? 100 : null),
      ...markUncertain(table.perServing, servingLimit),
    ]),
  ];
  for (const col of ['per100', 'perServing'] as const) {
    const v = table[col];
    if (v.energyKcal === null && v.energyKj !== null) v.energyKcal = Math.round(v.energyKj / 4.184);
    if (v.energyKj === null && v.energyKcal !== null) v.energyKj = Math.round(v.energyKcal * 4.184);
    if (v.salt === null && v.sodium !== null)
      v.salt = Math.round(v.sodium * SALT_PER_SODIUM * 1000) / 1000;
    if (v.sodium === null && v.salt !== null)
      v.sodium = Math.round((v.salt / SALT_PER_SODIUM) * 1000) / 1000;
  }
  return table;
}

export function quantity(value: number, unit: string): { value: number; unit: 'g' | 'ml' } | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const u = unit.toLowerCase();
  if (u === 'kg') return { value: value * 1000, unit: 'g' };
  if (u === 'l') return { value: value * 1000, unit: 'ml' };
  if (u === 'cl') return { value: value * 10, unit: 'ml' };
  return { value, unit: u === 'ml' ? 'ml' : 'g' };
}

function hasValues(v: NutritionValues): boolean {
  return Object.values(v).some((x) => x !== null);
}

/** Whether a reading found anything at all. */
export function hasNutritionData(t: NutritionTable): boolean {
  return hasValues(t.per100) || hasValues(t.perServing);
}
