import type { ExtractedNutrition } from '@labellens/contracts';
import {
  GRAM_FIELDS,
  hasNutritionData,
  nutritionRuleViolations,
  readNutritionTable,
  servingPairError,
  type NutritionTable,
  type NutritionValues,
} from '@labellens/ingredient-analysis';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { median, type OcrBox, type OcrLine, type OcrPage, type OcrWord } from '../ocr/ocr-engine';
import { findIngredientSection } from './ingredient-section';
import { fold } from './label-lexicon';

/**
 * A line cut into table cells at wide gaps between its words (wider than 1.5 × the type size),
 * when the engine gave word boxes: a name cell and value cells then find their rows on their own,
 * even where the OCR joined a row's name to the value of the row beside it.
 */
export function cellsOf(line: OcrLine): OcrLine[] {
  const all = line.words ?? [];
  const words = all.filter((w): w is OcrWord & { box: OcrBox } => w.box !== undefined);
  if (words.length < 2 || words.length !== all.length) return [line];
  const gap = 1.5 * Math.max(1, line.height);
  const cells: (typeof words)[] = [[words[0]]];
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1].box;
    const cur = words[i].box;
    if (cur.x - (prev.x + prev.w) > gap) cells.push([words[i]]);
    else cells[cells.length - 1].push(words[i]);
  }
  if (cells.length === 1) return [line];
  return cells.map((ws) => {
    const x = Math.min(...ws.map((w) => w.box.x));
    const y = Math.min(...ws.map((w) => w.box.y));
    const right = Math.max(...ws.map((w) => w.box.x + w.box.w));
    const bottom = Math.max(...ws.map((w) => w.box.y + w.box.h));
    return {
      ...line,
      text: ws.map((w) => w.text).join(' '),
      confidence: ws.reduce((sum, w) => sum + w.confidence, 0) / ws.length,
      box: { x, y, w: right - x, h: bottom - y },
      words: ws,
    };
  });
}

/**
 * Table rows from the page geometry: a nutrition table is often read as a column of names and a
 * column of values, so cells at the same height are put back on one row, left to right.
 */
export function rowsFromPage(pageLines: OcrLine[]): string[] {
  const lines = pageLines.flatMap(cellsOf);
  const sorted = [...lines].sort((a, b) => a.box.y + a.box.h / 2 - (b.box.y + b.box.h / 2));
  const rows: OcrLine[][] = [];
  for (const line of sorted) {
    const centre = line.box.y + line.box.h / 2;
    const row = rows.at(-1);
    const rowCentre = row ? row[0].box.y + row[0].box.h / 2 : -Infinity;
    if (row && Math.abs(centre - rowCentre) < 0.5 * Math.max(line.box.h, row[0].box.h))
      row.push(line);
    else rows.push([line]);
  }
  return withoutStrayServingFigures(rows.map((row) => row.sort((a, b) => a.box.x - b.box.x))).map(
    (row) => row.map((l) => l.text).join('  '),
  );
}

const centreX = (l: OcrLine) => l.box.x + l.box.w / 2;

/**
 * In a table of two value columns (three rows or more with a name and a figure in each), a row
 * whose only figure stands in the second column lost its first one to the OCR (`of which
 * saturates  lig  0.6g`, `1,1g` read as letters): that figure is the serving's, and read alone it
 * would be taken for the per-100 g value. Such a row keeps its name and loses the figure: not
 * read, not wrong.
 */
function withoutStrayServingFigures(rows: OcrLine[][]): OcrLine[][] {
  // Figure cells (a reference-intake or Daily Value percentage is none) after a name cell.
  const figures = (row: OcrLine[]) =>
    /\d/.test(row[0].text) ? [] : row.filter((l) => /\d/.test(l.text) && !/%\W*$/.test(l.text));
  const paired = rows.map(figures).filter((f) => f.length === 2);
  if (paired.length < 3) return rows;
  const first = median(paired.map((f) => centreX(f[0])));
  const second = median(paired.map((f) => centreX(f[1])));
  if (second - first < 2 * median(paired.map((f) => f[0].box.h))) return rows;
  return rows.map((row) => {
    const found = figures(row);
    if (found.length !== 1) return row;
    const x = centreX(found[0]);
    return Math.abs(x - second) < Math.abs(x - first) ? row.filter((l) => l !== found[0]) : row;
  });
}

const round = (n: number | null, digits = 1): number | null =>
  n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Nutrition data as the scan page shows it (spec 01 §3: calories, totalFat, protein, sodium in mg,
 * plus servingSize, saturatedFat, carbohydrates, sugars), per serving when the label has a serving
 * column, else per 100 g / 100 ml. The full reading travels along (`per100`, `perServing`…) so
 * /api/scan-nutrition can analyse exactly what was read.
 */
export function nutritionDto(table: NutritionTable): ExtractedNutrition {
  const serving = Object.values(table.perServing).some((v) => v !== null);
  const v = serving ? table.perServing : table.per100;
  return {
    servingSize: table.servingSize,
    calories: round(v.energyKcal, 0),
    totalFat: round(v.fat),
    saturatedFat: round(v.saturatedFat),
    carbohydrates: round(v.carbohydrates),
    sugars: round(v.sugars),
    protein: round(v.protein),
    sodium: v.sodium === null ? null : Math.round(v.sodium * 1000),
    basis: serving ? 'serving' : table.per100Unit === 'ml' ? '100ml' : '100g',
    per100: table.per100,
    perServing: table.perServing,
    per100Unit: table.per100Unit,
    packageQuantity: table.packageQuantity,
    uncertain: table.uncertain ?? [],
  };
}

const NUTRIENT_START =
  /^(?:energy|energie|energia|brennwert|valeur|calories|fat|total fat|fett|matieres|grasas|grassi|tluszcz|carbohydrate|glucides|kohlenhydrate|hidratos|carboidrati|weglowodany|sugars?|sucres|zucker|azucares|zuccheri|cukry|protein|proteines|eiweiss|proteinas|proteine|bialko|salt|sel|salz|sal|sale|sol|sodium|natrium|sodio|fibre|fiber|ballaststoffe|saturat|of which)/i;

/**
 * Rows of a nutrition line printed in running text (`Nutrition per 100 g: Energy 1958 kJ / 467
 * kcal, Fat 21 g`) are put on rows of their own, as in a table.
 */
function splitRunningRows(row: string): string[] {
  if (!/\d/.test(row)) return [row];
  const parts = row.split(
    /(?<=\d\s*(?:k?j|kcal|cal|m?g|µg|%|ml)?)\s*[,;]\s+(?=\p{L})|:\s+(?=\p{L})/iu,
  );
  return parts.length > 1 && parts.slice(1).some((p) => NUTRIENT_START.test(fold(p)))
    ? parts
    : [row];
}

/**
 * Tesseract reads the unit `g` after a decimal value as the digit 9 (`23,7 g` → `23,79`,
 * `19,8 9`, `Total Fat 2.99 4%`). On a gram row (no kJ or kcal; a % Daily Value beside the figure
 * is a figure of its own), a 9 closing a unit-less decimal value, or standing alone after one, is
 * taken for that lost `g`: labels print grams to one decimal, and a second decimal figure shows its
 * unit (`0,09 g`), which leaves it as read.
 */
export function repairGramAsNine(row: string): string {
  if (/\d\s*(?:k?j|kcal|cal|ml)(?![a-z])/i.test(row)) return row;
  return (
    row
      // A decimal comma read as a colon (`2:59` for `2,5 g`).
      .replace(/(?<![\d:])(\d{1,2}):(\d{1,2})(?![\d:])/g, '$1,$2')
      .replace(/(\d[.,]\d{1,2})9(?=\s|$)(?!\s*m?g\b)/g, '$1 g')
      .replace(/(\d[.,]\d+)\s+9(?=\s|$)(?!\s*m?g\b)/g, '$1 g')
  );
}

/**
 * The nutrition table among the other text of the pack: the ingredient list is left out (its
 * `sodium bicarbonate` and `salt` are not nutrient rows), running text is split into rows.
 */
export function readNutrition(page: OcrPage): { data: ExtractedNutrition; found: boolean } {
  const list = new Set(findIngredientSection(page)?.lines ?? []);
  const rows = rowsFromPage(page.lines.filter((_, i) => !list.has(i)))
    .flatMap(splitRunningRows)
    // A barcode or lot number reads like a row of values and would attach to the row above.
    .filter((row) => !/^[\d\s./-]+$/.test(row) || (row.match(/\d/g)?.length ?? 0) < 8);
  // Tesseract garbles small figures in ways Textract does not (`g` read as 9, commas lost).
  const tesseract = page.engine.startsWith('tesseract');
  const table = readNutritionTable((tesseract ? rows.map(repairGramAsNine) : rows).join('\n'), {
    figureRepairs: tesseract,
  });
  return { data: nutritionDto(table), found: hasNutritionData(table) };
}

/** Type size tesseract reads digits and decimal commas best at (px, median word height). */
const NUTRITION_TEXT_PX = 36;

/**
 * The image enlarged so that its text reaches NUTRITION_TEXT_PX (at most 3×, within 4000 px):
 * small figures lose their decimal comma and read `g` as 9. Null when the text is large enough.
 */
export async function enlargeForNutrition(
  image: Buffer,
  page: OcrPage,
): Promise<{ image: Buffer; width: number; height: number } | null> {
  const heights = page.lines.map((l) => l.height).filter((h) => h > 0);
  if (heights.length === 0) return null;
  const source = await loadImage(image);
  const scale = Math.min(
    3,
    NUTRITION_TEXT_PX / median(heights),
    4000 / Math.max(source.width, source.height),
  );
  if (scale < 1.25) return null;
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return { image: await canvas.encode('png'), width, height };
}

/**
 * How much of a reading can be trusted, to choose between two OCR passes of one image: fields
 * whose two columns agree (per serving = per 100 × the serving's share) count twice, other fields
 * once, rules broken count against.
 */
export function readingScore(d: ExtractedNutrition): number {
  const filled = (v: NutritionValues) => Object.values(v).filter((x) => x !== null).length;
  const share = servingShareOf(d);
  let agreeing = 0;
  if (share) for (const k of GRAM_FIELDS) if (pairError(d, k, share) <= 1) agreeing += 1;
  return (
    filled(d.per100) +
    filled(d.perServing) +
    2 * agreeing +
    (d.servingSize ? 1 : 0) -
    2 * d.uncertain.length
  );
}

/** The share a serving is of 100 g, from the energy printed in both columns. */
function servingShareOf(d: ExtractedNutrition): number | null {
  const a = d.per100;
  const b = d.perServing;
  if (a.energyKcal && b.energyKcal) return b.energyKcal / a.energyKcal;
  if (a.energyKj && b.energyKj) return b.energyKj / a.energyKj;
  return null;
}

/**
 * How far a field's two columns are from agreeing (`servingPairError`: ≤ 1, they agree);
 * Infinity when a column is empty.
 */
function pairError(d: ExtractedNutrition, k: (typeof GRAM_FIELDS)[number], share: number): number {
  const x = d.per100[k];
  const y = d.perServing[k];
  return x === null || y === null ? Infinity : servingPairError(x, y, share);
}

/**
 * The kept reading with the fields the other pass confirms better: each pass garbles different
 * figures (`23,7 g` read `23;/6` once and `23,79` the other time). A field is taken from the other
 * pass only where its two columns agree, more closely than the kept pass's do, at the same
 * serving share, and where it breaks no rule the kept reading kept (saturates ≤ fat, sugars ≤
 * carbohydrate, energy agreeing with the macronutrients…).
 */
export function withFieldsConfirmedBy(
  kept: ExtractedNutrition,
  other: ExtractedNutrition,
): ExtractedNutrition {
  const share = servingShareOf(kept);
  const otherShare = servingShareOf(other);
  if (!share || !otherShare || Math.abs(otherShare / share - 1) > 0.02) return kept;
  const per100 = { ...kept.per100 };
  const perServing = { ...kept.perServing };
  const uncertain = new Set(kept.uncertain as NonNullable<NutritionTable['uncertain']>);
  const holds = () => nutritionRuleViolations(per100) <= nutritionRuleViolations(kept.per100);
  for (const k of GRAM_FIELDS) {
    const theirs = pairError(other, k, share);
    if (theirs > 1 || theirs >= pairError(kept, k, share)) continue;
    const before = { per100: { ...per100 }, perServing: { ...perServing } };
    const moved = k === 'salt' ? (['salt', 'sodium'] as const) : ([k] as const);
    for (const f of moved) {
      per100[f] = other.per100[f];
      perServing[f] = other.perServing[f];
    }
    if (holds()) uncertain.delete(k);
    else {
      Object.assign(per100, before.per100);
      Object.assign(perServing, before.perServing);
    }
  }
  return nutritionDto({
    per100,
    perServing,
    per100Unit: kept.per100Unit,
    servingSize: kept.servingSize,
    servingQuantity: null,
    packageQuantity: kept.packageQuantity,
    uncertain: [...uncertain],
  });
}
