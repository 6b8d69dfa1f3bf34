import { z } from 'zod';
import { apiObject } from './api-object';
import {
  ExtractionHintSchema,
  PreferenceKindSchema,
  RiskLevelSchema,
  SafetyRatingSchema,
  UserPreferenceSchema,
} from './enums';

/** Spec 01 §3 "Extract-ingredients response". */
export const ExtractIngredientsResponseSchema = apiObject('ExtractIngredientsResponse', {
  ingredients: z.array(z.string()),
  productName: z.string().nullable(),
  /** Allergen statements as printed (`Contains: milk, soya`, `May contain nuts`). */
  containsStatements: z.array(z.string()),
  /** Declared allergens (from the ingredients and the `contains` statements), English names. */
  allergens: z.array(z.string()),
  /** Words of the list read with low confidence, as printed in `ingredients`: to be checked. */
  uncertainWords: z.array(z.string()),
  /**
   * Why no list was found: `no-text` (nothing legible), `blurry` (hold steady), `too-small` (move
   * closer), `glare` (tilt away from the light), `no-list` (text, but no ingredient list in it);
   * null when one was.
   */
  hint: ExtractionHintSchema.nullable(),
});
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

/** An amount read from a nutrition table; null when not printed or not legible. */
const amount = z.number().nullable();

/**
 * One column of a nutrition table as read (per 100 g / 100 ml, or per serving): energy in kJ and
 * kcal, the rest in grams.
 */
export const NutritionValuesSchema = apiObject('NutritionValues', {
  energyKj: amount,
  energyKcal: amount,
  fat: amount,
  saturatedFat: amount,
  carbohydrates: amount,
  sugars: amount,
  fibre: amount,
  protein: amount,
  salt: amount,
  sodium: amount,
});
export type NutritionValues = z.infer<typeof NutritionValuesSchema>;

/** POST /api/extract-nutrition: what was read (sodium in mg); unreadable fields are null. */
export const ExtractedNutritionSchema = apiObject('ExtractedNutrition', {
  servingSize: z.string().nullable(),
  ...nutrientFields(z.number().nullable()),
  basis: z.enum(['serving', '100g', '100ml']),
  per100: NutritionValuesSchema,
  perServing: NutritionValuesSchema,
  per100Unit: z.enum(['g', 'ml']),
  packageQuantity: z.object({ value: z.number(), unit: z.enum(['g', 'ml']) }).nullable(),
  /** Fields read but breaking a physical rule, left null above. */
  uncertain: z.array(z.string()),
});
export type ExtractedNutrition = z.infer<typeof ExtractedNutritionSchema>;

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
export const AiEstimateSchema = apiObject('AiEstimate', {
  label: z.literal('AI-estimated'),
  riskLevel: RiskLevelSchema,
  reason: z.string(),
  model: z.string(),
});

/** Spec 01 §3 "Ingredient", plus where the rating comes from. */
export const IngredientSchema = apiObject('Ingredient', {
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
});
export type Ingredient = z.infer<typeof IngredientSchema>;

/** Spec 01 §3 "Allergen". */
export const AllergenSchema = apiObject('Allergen', {
  id: z.string(),
  name: z.string(),
  /** `may-contain` for traces ("May contain peanuts"). */
  presence: z.enum(['contains', 'may-contain']),
  sourceStatement: z.string(),
  safetyRating: RiskLevelSchema,
  safetyScore: z.number(),
  explanation: z.string(),
  personalizedWarnings: z.array(z.string()),
});
export type Allergen = z.infer<typeof AllergenSchema>;

export const OverallSafetySchema = apiObject('OverallSafety', {
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
});
export type OverallSafety = z.infer<typeof OverallSafetySchema>;

/** The person's verdict on a scan, as given when it was scanned (issue 12). */
export const PersonalVerdictSchema = apiObject('PersonalVerdict', {
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
});
export type PersonalVerdict = z.infer<typeof PersonalVerdictSchema>;

/** "Choose instead" (issue 18): what to look for on the next label. Never a brand. */
export const ChooseInsteadSchema = apiObject('ChooseInstead', {
  rule: z.string(),
  kind: z.enum(['finding', 'allergy', 'trace', 'diet', 'marked', 'health']),
  severity: z.enum(['high', 'moderate']),
  ingredients: z.array(z.string()),
  text: z.string(),
  language: z.string(),
  reason: z.string(),
  source: z.string(),
});
export type ChooseInstead = z.infer<typeof ChooseInsteadSchema>;

const ScanNutritionSchema = z.object({
  data: NutritionDataSchema.nullable(),
  analysis: NutritionAnalysisSchema.nullable(),
});

export const ScanProductSchema = apiObject('ScanProduct', {
  id: z.string(),
  productName: z.string().nullable(),
  containsStatements: z.array(z.string()),
  /** Display language the scan was analysed in (`es`); results are shown in it. */
  displayLanguage: z.string(),
});

/** Spec 01 §3 "Scan result" (also the data of the stream's complete event). */
export const ScanResultSchema = apiObject('ScanResult', {
  product: ScanProductSchema,
  ingredients: z.array(IngredientSchema),
  overallSafety: OverallSafetySchema,
  personal: PersonalVerdictSchema.nullable(),
  guidance: z.array(ChooseInsteadSchema),
  allergens: z.array(AllergenSchema),
  nutrition: ScanNutritionSchema,
});
export type ScanResult = z.infer<typeof ScanResultSchema>;

/** Spec 01 §3 "Scan detail response". */
export const ScanDetailSchema = apiObject('ScanDetail', {
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
});
export type ScanDetail = z.infer<typeof ScanDetailSchema>;

/** Spec 01 §3 "History item". */
export const ScanHistoryItemSchema = apiObject('ScanHistoryItem', {
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
});
export type ScanHistoryItem = z.infer<typeof ScanHistoryItemSchema>;

export const ScanHistorySchema = z.array(ScanHistoryItemSchema).meta({ id: 'ScanHistory' });

export const ScanNutritionResponseSchema = apiObject('ScanNutritionResponse', {
  product: ScanProductSchema,
  nutrition: ScanNutritionSchema,
});
export type ScanNutritionResponse = z.infer<typeof ScanNutritionResponseSchema>;

export const ClearHistoryResponseSchema = apiObject('ClearHistoryResponse', {
  message: z.string(),
  deleted: z.number(),
});

/** GET /api/scan/{id}/compare: the best-rated product of the same type in the person's history. */
export const ScanComparisonSchema = apiObject('ScanComparison', {
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
});
export type ScanComparison = z.infer<typeof ScanComparisonSchema>;

export const PreferenceEntrySchema = apiObject('PreferenceEntry', {
  id: z.string(),
  ingredient: z.object({ name: z.string() }),
});
export type PreferenceEntry = z.infer<typeof PreferenceEntrySchema>;

/** Spec 02 §3 "Preferences response". */
export const PreferencesResponseSchema = apiObject('PreferencesResponse', {
  safe: z.array(PreferenceEntrySchema),
  concern: z.array(PreferenceEntrySchema),
  allergy: z.array(PreferenceEntrySchema),
});
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;

export const SetPreferenceResponseSchema = PreferenceEntrySchema.extend({
  preference: z.union([PreferenceKindSchema, z.literal('safe')]),
}).meta({ id: 'SetPreferenceResponse' });
export type SetPreferenceResponse = z.infer<typeof SetPreferenceResponseSchema>;
