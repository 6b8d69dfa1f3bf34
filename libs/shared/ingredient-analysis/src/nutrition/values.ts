/** The values a nutrition table holds, and the constants every part of the reader shares. */
import type { NutritionValues } from '@labellens/contracts';

// One column of values: the API's own type (POST /api/extract-nutrition answers it as read).
export type { NutritionValues };

export interface NutritionTable {
  /** Values per 100 g (or 100 ml, see `per100Unit`). */
  per100: NutritionValues;
  perServing: NutritionValues;
  per100Unit: 'g' | 'ml';
  /** Serving size as printed (`30 g`, `2/3 cup (55g)`), null when absent. */
  servingSize: string | null;
  servingQuantity: { value: number; unit: 'g' | 'ml' } | null;
  /** Net quantity of the package when printed near the table (`Net wt 400 g`). */
  packageQuantity: { value: number; unit: 'g' | 'ml' } | null;
  /** Fields read but taken out because they break a physical rule (unknown, not shown as facts). */
  uncertain?: Field[];
}

export type Field = keyof NutritionValues | 'energy';

export function emptyValues(): NutritionValues {
  return {
    energyKj: null,
    energyKcal: null,
    fat: null,
    saturatedFat: null,
    carbohydrates: null,
    sugars: null,
    fibre: null,
    protein: null,
    salt: null,
    sodium: null,
  };
}

/** Salt = sodium × 2.5 (Regulation (EU) 1169/2011, Annex I). */
export const SALT_PER_SODIUM = 2.5;

/** The gram fields, in the order EU tables print their rows (Regulation 1169/2011, Annex XV). */
export const GRAM_FIELDS = [
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'fibre',
  'protein',
  'salt',
] as const;

export type Column = 'per100' | 'perServing';
