import { z } from 'zod';
import { MESSAGES } from '../../common/scan.exception';

import { NUTRIENTS, nutrientFields } from '@labellens/contracts';

// `Spanish` → `es`, `pt-BR` → `pt`: shared with the page's device path (offline scans).
export { displayLanguageCode } from '@labellens/contracts';

const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);

/**
 * `ingredients` is the person's list as one text: the engine parses it once, where it is analysed
 * (`chocolate (sugar, cocoa)` stays one ingredient with two parts). A list of texts, as older
 * clients send it, is joined with commas.
 */
const ingredientsField = z
  .union([text(20_000), z.array(text(2_000)).max(500, 'at most 500 ingredients')], {
    error: (issue) =>
      issue.input === undefined ? 'is required' : 'must be text or a list of texts',
  })
  .transform((value) => {
    const joined = Array.isArray(value)
      ? value
          .map((s) => s.trim())
          .filter(Boolean)
          .join(', ')
      : value;
    // Nothing but separators is no list (the nutrition flow's base scan sends an empty one).
    return /^[\s,]*$/.test(joined) ? '' : joined.trim();
  });

const statementsField = z
  .array(text(1_000), { error: 'must be a list of texts' })
  .max(50, 'at most 50 entries')
  .nullish()
  .transform((list) => [...new Set((list ?? []).map((s) => s.trim()).filter(Boolean))]);

/** A list with entries but not one letter or digit (`;;;`, `- . -`) is a misreading, not a product. */
export const NO_WORDS_MESSAGE =
  'no ingredient names found, only punctuation. Please type or photograph the list again.';
const hasWord = (s: string) => /[\p{L}\p{N}]/u.test(s);

const baseScanSchema = z
  .object({
    ingredients: ingredientsField,
    productName: text(200)
      .nullish()
      .transform((v) => (v && v.trim() ? v.trim() : null)),
    containsStatements: statementsField,
    allergens: statementsField,
    preferredLanguage: text(40).nullish(),
  })
  // zod runs object refinements even when a field already failed (then `ingredients` is still the
  // raw input, e.g. a text over the limit): only judge a list that was read.
  .refine(
    (dto) =>
      typeof dto.ingredients !== 'string' || dto.ingredients === '' || hasWord(dto.ingredients),
    {
      path: ['ingredients'],
      message: NO_WORDS_MESSAGE,
    },
  );

/**
 * POST /api/scan. An empty list is accepted: the nutrition flow first creates a base scan with no
 * ingredients, then attaches the nutrition analysis to it (spec 01 §4).
 */
export const createScanSchema = baseScanSchema;
export type CreateScanDto = z.infer<typeof createScanSchema>;

/** POST /api/scan-stream: an analysis needs at least one ingredient. */
export const streamScanSchema = baseScanSchema.refine((dto) => dto.ingredients !== '', {
  path: ['ingredients'],
  message: MESSAGES.noIngredients,
});

const nutrient = z.union([z.number(), z.string().max(40), z.null()]).optional();
const valuesSchema = z.record(z.string(), z.number().nullable()).optional();

/** POST /api/scan-nutrition. */
export const scanNutritionSchema = z.object({
  productId: z
    .union([z.string().max(100), z.number()], {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a scan id'),
    })
    .transform(String),
  preferredLanguage: text(40).nullish(),
  nutritionData: z
    .object(
      {
        servingSize: z.string().max(100).nullish(),
        ...nutrientFields(nutrient),
        basis: z.enum(['serving', '100g', '100ml']).optional(),
        per100: valuesSchema,
        perServing: valuesSchema,
        per100Unit: z.enum(['g', 'ml']).optional(),
        packageQuantity: z
          .object({ value: z.number().positive(), unit: z.enum(['g', 'ml']) })
          .nullish(),
      },
      { error: 'is required' },
    )
    .refine(
      (d) => NUTRIENTS.some((name) => d[name] !== null && d[name] !== undefined && d[name] !== ''),
      { message: 'Please scan a nutrition label first.' },
    ),
});
export type ScanNutritionDto = z.infer<typeof scanNutritionSchema>;
