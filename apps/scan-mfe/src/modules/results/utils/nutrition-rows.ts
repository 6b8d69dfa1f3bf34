import type { Nutrient } from '@labellens/contracts';
import type { NutritionAnalysis, NutritionData } from '@labellens/web-api-client';
import type { ResultsTextKey } from '../../common/i18n/en';

interface NutritionRow {
  key: 'servingSize' | Nutrient;
  label: ResultsTextKey;
  unit: string;
}

/** The nutrition values shown (results panel and share card), in order, with their units. */
const NUTRITION_ROWS: readonly NutritionRow[] = [
  { key: 'servingSize', label: 'nutrition.servingSize', unit: '' },
  { key: 'calories', label: 'nutrition.calories', unit: '' },
  { key: 'totalFat', label: 'nutrition.totalFat', unit: 'g' },
  { key: 'saturatedFat', label: 'nutrition.saturatedFat', unit: 'g' },
  { key: 'carbohydrates', label: 'nutrition.carbohydrates', unit: 'g' },
  { key: 'sugars', label: 'nutrition.sugars', unit: 'g' },
  { key: 'protein', label: 'nutrition.protein', unit: 'g' },
  { key: 'sodium', label: 'nutrition.sodium', unit: 'mg' },
];

/**
 * The rows that have a value: the analysis's parsed values over the ones read from the label. A
 * value is a number, or a text as printed ("30 g").
 */
export function nutritionRows(
  data: NutritionData,
  analysis: NutritionAnalysis,
): (NutritionRow & { value: number | string })[] {
  const values = { ...data, ...analysis.parsedNutrition };
  return NUTRITION_ROWS.flatMap((row) => {
    const value = values[row.key];
    return value === null || value === undefined || value === '' ? [] : [{ ...row, value }];
  });
}
