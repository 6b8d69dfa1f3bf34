import type { NutritionData } from '@labellens/web-api-client';
import type { ResultsTextKey } from '../../common/i18n/en';

/** The nutrition values shown (results panel and share card), in order, with their units. */
export const NUTRITION_ROWS: readonly {
  key: keyof NutritionData;
  label: ResultsTextKey;
  unit: string;
}[] = [
  { key: 'servingSize', label: 'nutrition.servingSize', unit: '' },
  { key: 'calories', label: 'nutrition.calories', unit: '' },
  { key: 'totalFat', label: 'nutrition.totalFat', unit: 'g' },
  { key: 'saturatedFat', label: 'nutrition.saturatedFat', unit: 'g' },
  { key: 'carbohydrates', label: 'nutrition.carbohydrates', unit: 'g' },
  { key: 'sugars', label: 'nutrition.sugars', unit: 'g' },
  { key: 'protein', label: 'nutrition.protein', unit: 'g' },
  { key: 'sodium', label: 'nutrition.sodium', unit: 'mg' },
];
