import { z } from 'zod';
import {
  ExtractionHintSchema,
  PreferenceKindSchema,
  RiskLevelSchema,
  SafetyRatingSchema,
  UserPreferenceSchema,
} from './enums';

/** POST /api/extract-ingredients and /api/extract-nutrition: a photo as a data URL. */
export const ExtractImageRequestSchema = z
  .object({ image: z.string(), ocrProvider: z.string().nullish() })
  .meta({ id: 'ExtractImageRequest' });

/** Spec 01 §3 "Extract-ingredients response". */
export const ExtractIngredientsResponseSchema = z
  .object({
    ingredients: z.array(z.string()),
    productName: z.string().nullable(),
    containsStatements: z.array(z.string()),
    allergens: z.array(z.string()),
    /** Words of the list read with low confidence, as printed in `ingredients`. */
    uncertainWords: z.array(z.string()),
    /** Why no list was found; null when one was. */
    hint: ExtractionHintSchema.nullable(),
  })
  .meta({ id: 'ExtractIngredientsResponse' });
export type ExtractIngredientsResponse = z.infer<typeof ExtractIngredientsResponseSchema>;

/** The nutrients of a label's table, in the order the spec lists them (sodium in mg). */
export const NUTRIENTS = [
  'calories',
  'totalFat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'protein',
  'sodium',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/** One field per nutrient, each parsed by `value`: the nutrient part of a nutrition object. */
export function nutrientFields<T extends z.ZodType>(value: T): Record<Nutrient, T> {
  return Object.fromEntries(NUTRIENTS.map((name) => [name, value])) as Record<Nutrient, T>;
}

const nutrient = z.union([z.number(), z.string(), z.null()]).optional();
const nutritionValues = z.record(z.string(), z.number().nullable());

/**
 * Nutrition facts as the page sends them back (and as a scan stores them): the spec's fields,
 * numbers or numeric text, plus the per-100/per-serving tables the extraction read.
 */
export const NutritionDataSchema = z
  .looseObject({
    servingSize: z.string().nullish(),
    ...nutrientFields(nutrient),
    basis: z.enum(['serving', '100g', '100ml']).optional(),
    per100: nutritionValues.optional(),
    perServing: nutritionValues.optional(),
    per100Unit: z.enum(['g', 'ml']).optional(),
    packageQuantity: z.object({ value: z.number(), unit: z.enum(['g', 'ml']) }).nullish(),
  })
  .meta({ id: 'NutritionData' });
export type NutritionData = z.infer<typeof NutritionDataSchema>;

/** POST /api/extract-nutrition: what was read (sodium in mg); unreadable fields are null. */
export const ExtractedNutritionSchema = z
  .object({
    servingSize: z.string().nullable(),
    ...nutrientFields(z.number().nullable()),
    basis: z.enum(['serving', '100g', '100ml']),
    per100: nutritionValues,
    perServing: nutritionValues,
    per100Unit: z.enum(['g', 'ml']),
    packageQuantity: z.object({ value: z.number(), unit: z.enum(['g', 'ml']) }).nullable(),
    /** Fields read but breaking a physical rule, left null above. */
    uncertain: z.array(z.string()),
  })
  .meta({ id: 'ExtractedNutrition' });

/** The nutrition verdict of a scan (spec 01 §3). */
export const NutritionAnalysisSchema = z
  .looseObject({
    recommendation: z.string(),
    analysis: z.string().optional(),
    wholePackageAnalysis: z.string().optional(),
    recommendationReason: z.string().optional(),
    reasons: z.array(z.string()).optional(),
    parsedNutrition: NutritionDataSchema.optional(),
    nutriScore: z.object({ grade: z.string(), score: z.number(), version: z.string() }).nullish(),
    levels: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'NutritionAnalysis' });
export type NutritionAnalysis = z.infer<typeof NutritionAnalysisSchema>;

/** An opinion of the language model on an ingredient the knowledge base does not know. */
export const AiEstimateSchema = z
  .object({
    label: z.literal('AI-estimated'),
    riskLevel: RiskLevelSchema,
    reason: z.string(),
    model: z.string(),
  })
  .meta({ id: 'AiEstimate' });

/** Spec 01 §3 "Ingredient", plus where the rating comes from. */
export const IngredientSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    safetyRating: SafetyRatingSchema,
    safe: z.boolean(),
    /** low / medium / high / unknown. */
    riskLevel: z.string(),
    /** 0–10 from the knowledge base; null when not recognised. */
    safetyScore: z.number().nullable(),
    explanation: z.string(),
    concerns: z.array(z.string()),
    potentialRisks: z.string(),
    /** Allergen names, comma-separated, or None. */
    allergens: z.string(),
    personalRisk: z.string(),
    /** How much this ingredient concerns this person: allergy or strict diet → high. */
    personalRiskLevel: z.enum(['none', 'moderate', 'high']),
    userPreference: UserPreferenceSchema,
    /** The knowledge-base name in the scan's display language; null if unknown. */
    matchedName: z.string().nullable(),
    matchedId: z.string().nullable(),
    additive: z.string().nullable(),
    sources: z.array(z.string()),
    percent: z.number().nullable(),
    /** Printed name of the compound ingredient this one belongs to. */
    parent: z.string().nullable(),
    explanationSource: z.enum(['knowledge-base', 'ai']),
    aiEstimate: AiEstimateSchema.nullable(),
  })
  .meta({ id: 'Ingredient' });
export type Ingredient = z.infer<typeof IngredientSchema>;

/** Spec 01 §3 "Allergen". */
export const AllergenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** `may-contain` for traces ("May contain peanuts"). */
    presence: z.enum(['contains', 'may-contain']),
    sourceStatement: z.string(),
    safetyRating: z.string(),
    safetyScore: z.number(),
    explanation: z.string(),
    personalizedWarnings: z.array(z.string()),
  })
  .meta({ id: 'Allergen' });
export type Allergen = z.infer<typeof AllergenSchema>;

export const OverallSafetySchema = z
  .object({
    /** Null when too few ingredients were recognised to score (`enoughKnown: false`). */
    score: z.number().nullable(),
    rating: SafetyRatingSchema,
    /** Share of the ingredients recognised (0–1). */
    coverage: z.number(),
    recognised: z.number(),
    total: z.number(),
    /** False below `minCoverage`: "Not enough known to score". */
    enoughKnown: z.boolean(),
    minCoverage: z.number(),
    /** Printed names that were not recognised. */
    unrecognised: z.array(z.string()),
  })
  .meta({ id: 'OverallSafety' });
export type OverallSafety = z.infer<typeof OverallSafetySchema>;

/** The person's verdict on a scan, as given when it was scanned (issue 12). */
export const PersonalVerdictSchema = z
  .object({
    verdict: z.enum(['avoid', 'caution', 'ok']),
    /** `Not for you: contains milk (your allergy)`; null when `ok`. */
    headline: z.string().nullable(),
    reasons: z.array(
      z.object({
        type: z.string(),
        severity: z.enum(['high', 'moderate']),
        text: z.string(),
        ingredients: z.array(z.string()),
      }),
    ),
    ingredients: z.array(z.string()),
  })
  .meta({ id: 'PersonalVerdict' });
export type PersonalVerdict = z.infer<typeof PersonalVerdictSchema>;

/** "Choose instead" (issue 18): what to look for on the next label. Never a brand. */
export const ChooseInsteadSchema = z
  .object({
    rule: z.string(),
    kind: z.enum(['finding', 'allergy', 'trace', 'diet', 'marked', 'health']),
    severity: z.enum(['high', 'moderate']),
    ingredients: z.array(z.string()),
    text: z.string(),
    language: z.string(),
    reason: z.string(),
    source: z.string(),
  })
  .meta({ id: 'ChooseInstead' });
export type ChooseInstead = z.infer<typeof ChooseInsteadSchema>;

const ScanNutritionSchema = z.object({
  data: NutritionDataSchema.nullable(),
  analysis: NutritionAnalysisSchema.nullable(),
});

export const ScanProductSchema = z
  .object({
    id: z.string(),
    productName: z.string().nullable(),
    containsStatements: z.array(z.string()),
    /** Display language the scan was analysed in (`es`); results are shown in it. */
    displayLanguage: z.string(),
  })
  .meta({ id: 'ScanProduct' });

/** Spec 01 §3 "Scan result" (also the data of the stream's complete event). */
export const ScanResultSchema = z
  .object({
    product: ScanProductSchema,
    ingredients: z.array(IngredientSchema),
    overallSafety: OverallSafetySchema,
    personal: PersonalVerdictSchema.nullable(),
    guidance: z.array(ChooseInsteadSchema),
    allergens: z.array(AllergenSchema),
    nutrition: ScanNutritionSchema,
  })
  .meta({ id: 'ScanResult' });
export type ScanResult = z.infer<typeof ScanResultSchema>;

/** Spec 01 §3 "Scan detail response". */
export const ScanDetailSchema = z
  .object({
    product: z.object({
      id: z.string(),
      productName: z.string().nullable(),
      scannedAt: z.string(),
      overallSafetyRating: SafetyRatingSchema,
      overallSafetyScore: z.number().nullable(),
      containsStatements: z.array(z.string()),
      nutritionData: NutritionDataSchema.nullable(),
      nutritionAnalysis: NutritionAnalysisSchema.nullable(),
      displayLanguage: z.string(),
    }),
    ingredients: z.array(IngredientSchema),
    allergens: z.array(AllergenSchema),
    overallSafety: OverallSafetySchema,
    personal: PersonalVerdictSchema.nullable(),
    guidance: z.array(ChooseInsteadSchema),
  })
  .meta({ id: 'ScanDetail' });
export type ScanDetail = z.infer<typeof ScanDetailSchema>;

/** Spec 01 §3 "History item". */
export const ScanHistoryItemSchema = z
  .object({
    id: z.string(),
    productName: z.string().nullable(),
    ingredientCount: z.number(),
    allergenCount: z.number(),
    overallSafetyScore: z.number().nullable(),
    overallSafetyRating: SafetyRatingSchema,
    /** Allergens the product contains (traces apart). */
    allergens: z.array(z.string()),
    /** Allergens it may contain: never listed as contained. */
    traces: z.array(z.string()),
    scannedAt: z.string(),
    coverage: z.object({ recognised: z.number(), total: z.number(), enoughKnown: z.boolean() }),
    personal: PersonalVerdictSchema.nullable(),
    displayLanguage: z.string(),
  })
  .meta({ id: 'ScanHistoryItem' });
export type ScanHistoryItem = z.infer<typeof ScanHistoryItemSchema>;

export const ScanHistorySchema = z.array(ScanHistoryItemSchema).meta({ id: 'ScanHistory' });

/**
 * POST /api/scan and /api/scan-stream: the ingredient list as the person's text (parsed once, by
 * the server; a list of texts is joined with commas), the product name, allergen statements and
 * the display language.
 */
export const CreateScanRequestSchema = z
  .object({
    ingredients: z.union([z.string(), z.array(z.string())]),
    productName: z.string().nullish(),
    containsStatements: z.array(z.string()).nullish(),
    allergens: z.array(z.string()).nullish(),
    preferredLanguage: z.string().nullish(),
  })
  .meta({ id: 'CreateScanRequest' });
export type CreateScanRequest = z.input<typeof CreateScanRequestSchema>;

export const ScanStreamRequestSchema = CreateScanRequestSchema.omit({ allergens: true }).meta({
  id: 'ScanStreamRequest',
});
export type ScanStreamRequest = z.input<typeof ScanStreamRequestSchema>;

export const ScanNutritionRequestSchema = z
  .object({
    nutritionData: NutritionDataSchema,
    productId: z.union([z.string(), z.number()]),
    preferredLanguage: z.string().nullish(),
  })
  .meta({ id: 'ScanNutritionRequest' });
export type ScanNutritionRequest = z.input<typeof ScanNutritionRequestSchema>;

export const ScanNutritionResponseSchema = z
  .object({ product: ScanProductSchema, nutrition: ScanNutritionSchema })
  .meta({ id: 'ScanNutritionResponse' });
export type ScanNutritionResponse = z.infer<typeof ScanNutritionResponseSchema>;

export const ScanIdParamsSchema = z.object({ id: z.uuid() });

export const ClearHistoryResponseSchema = z
  .object({ message: z.string(), deleted: z.number() })
  .meta({ id: 'ClearHistoryResponse' });

/** GET /api/scan/{id}/compare: the best-rated product of the same type in the person's history. */
export const ScanComparisonSchema = z
  .object({
    comparison: z
      .object({
        scanId: z.string(),
        productName: z.string(),
        score: z.number(),
        rating: SafetyRatingSchema,
        scannedAt: z.string(),
        similarity: z.number(),
        /** Rated higher than the scan it is compared with. */
        better: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'ScanComparison' });
export type ScanComparison = z.infer<typeof ScanComparisonSchema>;

export const PreferenceEntrySchema = z
  .object({ id: z.string(), ingredient: z.object({ name: z.string() }) })
  .meta({ id: 'PreferenceEntry' });
export type PreferenceEntry = z.infer<typeof PreferenceEntrySchema>;

/** Spec 02 §3 "Preferences response". */
export const PreferencesResponseSchema = z
  .object({
    safe: z.array(PreferenceEntrySchema),
    concern: z.array(PreferenceEntrySchema),
    allergy: z.array(PreferenceEntrySchema),
  })
  .meta({ id: 'PreferencesResponse' });
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;

export const SetPreferenceRequestSchema = z
  .object({
    ingredientName: z.string(),
    preference: z.union([PreferenceKindSchema, z.literal('safe')]),
  })
  .meta({ id: 'SetPreferenceRequest' });

export const SetPreferenceResponseSchema = PreferenceEntrySchema.extend({
  preference: z.union([PreferenceKindSchema, z.literal('safe')]),
}).meta({ id: 'SetPreferenceResponse' });

export const IngredientNameParamsSchema = z.object({ ingredientName: z.string() });
