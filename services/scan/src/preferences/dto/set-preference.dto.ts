import { z } from 'zod';

export const ingredientNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters');

/** POST /api/preferences: mark an ingredient as a concern or an allergy (or as safe). */
export const setPreferenceSchema = z.object({
  ingredientName: ingredientNameSchema,
  preference: z.enum(['concern', 'allergy', 'safe'], { error: 'must be concern, allergy or safe' }),
});
export type SetPreferenceDto = z.infer<typeof setPreferenceSchema>;

export interface PreferenceEntryDto {
  id: string;
  ingredient: { name: string };
}

/** Spec 02 §3 "Preferences response". */
export interface PreferencesResponseDto {
  safe: PreferenceEntryDto[];
  concern: PreferenceEntryDto[];
  allergy: PreferenceEntryDto[];
}
