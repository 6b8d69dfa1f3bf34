import { z } from 'zod';

/** Rating of an ingredient or a whole scan; `unknown` when the knowledge base does not know it. */
export const SAFETY_RATINGS = ['low_risk', 'moderate', 'hazardous', 'unknown'] as const;
export const SafetyRatingSchema = z.enum(SAFETY_RATINGS).meta({ id: 'SafetyRating' });
export type SafetyRating = z.infer<typeof SafetyRatingSchema>;

/** A rating that is one of the three risk levels (never `unknown`). */
export const RISK_LEVELS = ['low_risk', 'moderate', 'hazardous'] as const;
export const RiskLevelSchema = z.enum(RISK_LEVELS).meta({ id: 'RiskLevel' });
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const SEXES = ['male', 'female', 'other'] as const;
export const SexSchema = z.enum(SEXES).meta({ id: 'Sex' });
export type Sex = z.infer<typeof SexSchema>;

export const ACTIVITY_LEVELS = ['sedentary', 'moderate', 'active'] as const;
export const ActivityLevelSchema = z.enum(ACTIVITY_LEVELS).meta({ id: 'ActivityLevel' });
export type ActivityLevel = z.infer<typeof ActivityLevelSchema>;

export const GOALS = ['lose', 'maintain', 'gain'] as const;
export const GoalSchema = z.enum(GOALS).meta({ id: 'Goal' });
export type Goal = z.infer<typeof GoalSchema>;

/** The diets of the profile form (spec 02 §2), in the order the form lists them. */
export const DIETS = [
  'none',
  'vegan',
  'vegetarian',
  'pescatarian',
  'keto',
  'paleo',
  'mediterranean',
  'low-carb',
  'gluten-free',
  'dairy-free',
  'whole30',
] as const;
export const DietSchema = z.enum(DIETS).meta({ id: 'Diet' });
export type Diet = z.infer<typeof DietSchema>;

/** How a person marked an ingredient. */
export const PREFERENCE_KINDS = ['concern', 'allergy'] as const;
export const PreferenceKindSchema = z.enum(PREFERENCE_KINDS).meta({ id: 'PreferenceKind' });
export type PreferenceKind = z.infer<typeof PreferenceKindSchema>;

/** An ingredient's mark as shown on a scan: `none` when unmarked. */
export const UserPreferenceSchema = z
  .enum(['none', 'concern', 'allergy'])
  .meta({ id: 'UserPreference' });
export type UserPreference = z.infer<typeof UserPreferenceSchema>;

/** Plan tiers (spec 02 §9). */
export const SUBSCRIPTION_TIERS = ['free', 'basic', 'premium', 'payg'] as const;
export const SubscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS).meta({ id: 'SubscriptionTier' });
export type SubscriptionTier = z.infer<typeof SubscriptionTierSchema>;

/** Why an extraction found no list: nothing legible, blurry, too small, glare, or text without a list. */
export const ExtractionHintSchema = z
  .enum(['no-text', 'blurry', 'too-small', 'glare', 'no-list'])
  .meta({ id: 'ExtractionHint' });
export type ExtractionHint = z.infer<typeof ExtractionHintSchema>;
