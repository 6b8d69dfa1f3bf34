import {
  hasNutritionData,
  readNutritionTable,
  type NutritionTable,
  type NutritionValues,
} from '@labellens/ingredient-analysis';
import type { OcrLine, OcrPage } from '../ocr/ocr-engine';
import { findIngredientSection } from './ingredient-section';
import { fold } from './label-lexicon';

/**
 * Nutrition data as the scan page shows it (spec 01 §3: calories, totalFat, protein, sodium in mg,
 * plus servingSize, saturatedFat, carbohydrates, sugars), per serving when the label has a serving
 * column, else per 100 g / 100 ml. The full reading travels along (`per100`, `perServing`…) so
 * /api/scan-nutrition can analyse exactly what was read.
 */
export interface NutritionDataDto {
  servingSize: string | null;
  calories: number | null;
  totalFat: number | null;
  saturatedFat: number | null;
  carbohydrates: number | null;
  sugars: number | null;
  protein: number | null;
  /** mg */
  sodium: number | null;
  basis: 'serving' | '100g' | '100ml';
  per100: NutritionValues;
  perServing: NutritionValues;
  per100Unit: 'g' | 'ml';
  packageQuantity: { value: number; unit: 'g' | 'ml' } | null;
}

/**
 * Table rows from the page geometry: a nutrition table is often read as a column of names and a
 * column of values, so words at the same height are put back on one row, left to right.
 */
export function rowsFromPage(lines: OcrLine[]): string[] {
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
  return rows.map((row) =>
    row
      .sort((a, b) => a.box.x - b.box.x)
      .map((l) => l.text)
      .join('  '),
  );
}

const round = (n: number | null, digits = 1): number | null =>
  n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;

export function nutritionDto(table: NutritionTable): NutritionDataDto {
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
 * The nutrition table among the other text of the pack: the ingredient list is left out (its
 * `sodium bicarbonate` and `salt` are not nutrient rows), running text is split into rows.
 */
export function readNutrition(page: OcrPage): { data: NutritionDataDto; found: boolean } {
  const list = new Set(findIngredientSection(page)?.lines ?? []);
  const rows = rowsFromPage(page.lines.filter((_, i) => !list.has(i)))
    .flatMap(splitRunningRows)
    // A barcode or lot number reads like a row of values and would attach to the row above.
    .filter((row) => !/^[\d\s./-]+$/.test(row) || (row.match(/\d/g)?.length ?? 0) < 8);
  const table = readNutritionTable(rows.join('\n'));
  return { data: nutritionDto(table), found: hasNutritionData(table) };
}
