import { z } from 'zod';
import { apiObject } from './api-object';
import { hasWord, productNameField, requiredOr, text } from './request-fields';
import { NUTRIENTS, nutrientFields } from './scan';
import { PREFERENCE_KINDS } from './vocabulary';

/* The scan service's requests, as it validates them (limits, trimming, the refusals' words). */

/** An analysis needs at least one ingredient (POST /api/scan-stream, an offline scan). */
export const NO_INGREDIENTS_MESSAGE = 'Please enter some ingredients to analyze.';

/** A list with entries but not one letter or digit (`;;;`, `- . -`) is a misreading, not a product. */
export const NO_WORDS_MESSAGE =
  'no ingredient names found, only punctuation. Please type or photograph the list again.';

/** POST /api/extract-ingredients and /api/extract-nutrition: a photo as a data URL. */
export const ExtractImageRequestSchema = apiObject('ExtractImageRequest', {
  // A 10 MB image is 13.4 M base64 characters; the exact limits are checked on the decoded bytes.
  image: z
    .string()
    .min(1, 'is required')
    .max(15 * 1024 * 1024, 'Image is too large. The maximum is 10 MB.'),
  /** The page sends `textract`; honoured only when that provider is configured. */
  ocrProvider: z.string().max(40).nullish(),
});

/**
 * `ingredients` is the person's list as one text: the engine parses it once, where it is analysed
 * (`chocolate (sugar, cocoa)` stays one ingredient with two parts). A list of texts, as older
 * clients send it, is joined with commas.
 */
const ingredientsField = z
  .union([text(20_000), z.array(text(2_000)).max(500, 'at most 500 ingredients')], {
    error: requiredOr('must be text or a list of texts'),
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

/** Allergen statements: trimmed, blanks and repeats dropped. */
const statementsField = z
  .array(text(1_000), { error: 'must be a list of texts' })
  .max(50, 'at most 50 entries')
  .nullish()
  .transform((list) => [...new Set((list ?? []).map((s) => s.trim()).filter(Boolean))]);

/** The ingredient list as the person's text, the product name, allergen statements, the language. */
const scanRequest = () =>
  z
    .object({
      ingredients: ingredientsField,
      productName: productNameField,
      containsStatements: statementsField,
      allergens: statementsField,
      /** The page's language choice (`English`, `es`): the results' display language. */
      preferredLanguage: text(40).nullish(),
    })
    // zod runs object refinements even when a field already failed (then `ingredients` is still the
    // raw input, e.g. a text over the limit): only judge a list that was read.
    .refine(
      (dto) =>
        typeof dto.ingredients !== 'string' || dto.ingredients === '' || hasWord(dto.ingredients),
      { path: ['ingredients'], message: NO_WORDS_MESSAGE },
    );

/**
 * POST /api/scan. An empty list is accepted: the nutrition flow first creates a base scan with no
 * ingredients, then attaches the nutrition analysis to it (spec 01 §4).
 */
export const CreateScanRequestSchema = scanRequest().meta({ id: 'CreateScanRequest' });
export type CreateScanRequest = z.input<typeof CreateScanRequestSchema>;

/** POST /api/scan-stream: the same request, and an analysis needs at least one ingredient. */
export const ScanStreamRequestSchema = scanRequest()
  .refine((dto) => dto.ingredients !== '', {
    path: ['ingredients'],
    message: NO_INGREDIENTS_MESSAGE,
  })
  .meta({ id: 'ScanStreamRequest' });
export type ScanStreamRequest = z.input<typeof ScanStreamRequestSchema>;

const nutrient = z.union([z.number(), z.string().max(40), z.null()]).optional();
const nutritionValues = z.record(z.string(), z.number().nullable()).optional();

/** POST /api/scan-nutrition: the nutrition facts the page read (unknown fields are dropped). */
export const ScanNutritionRequestSchema = apiObject('ScanNutritionRequest', {
  productId: z
    .union([z.string().max(100), z.number()], { error: requiredOr('must be a scan id') })
    .transform(String),
  preferredLanguage: text(40).nullish(),
  nutritionData: z
    .object(
      {
        servingSize: z.string().max(100).nullish(),
        ...nutrientFields(nutrient),
        basis: z.enum(['serving', '100g', '100ml']).optional(),
        per100: nutritionValues,
        perServing: nutritionValues,
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
export type ScanNutritionRequest = z.input<typeof ScanNutritionRequestSchema>;

/** DELETE /api/scan/{id} and GET /api/scan/{id}/compare. */
export const ScanIdParamsSchema = z.object({ id: z.uuid('The scan id is not valid.') });

/** GET /api/scan/{id}: any text; an id that is not one of the person's scans is a 404. */
export const GetScanParamsSchema = z.object({ id: z.string() });

/** An ingredient as the person marks it: trimmed, 1–200 characters. */
const ingredientNameField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters');

/** POST /api/preferences: mark an ingredient as a concern or an allergy (or as safe). */
export const SetPreferenceRequestSchema = apiObject('SetPreferenceRequest', {
  ingredientName: ingredientNameField,
  preference: z.enum([...PREFERENCE_KINDS, 'safe'], {
    error: 'must be concern, allergy or safe',
  }),
});

/** DELETE /api/preferences/{ingredientName} (URL-encoded). */
export const IngredientNameParamsSchema = z.object({ ingredientName: ingredientNameField });
