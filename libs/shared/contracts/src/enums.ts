import { z } from 'zod';
import {
  ACTIVITY_LEVELS,
  DIETS,
  GOALS,
  PREFERENCE_KINDS,
  RISK_LEVELS,
  SAFETY_RATINGS,
  SEXES,
  SUBSCRIPTION_TIERS,
} from './vocabulary';

export {
  ACTIVITY_LEVELS,
  DIETS,
  GOALS,
  PREFERENCE_KINDS,
  RISK_LEVELS,
  SAFETY_RATINGS,
  SEXES,
  SUBSCRIPTION_TIERS,
};

export const SafetyRatingSchema = z.enum(SAFETY_RATINGS).meta({ id: 'SafetyRating' });
export type SafetyRating = z.infer<typeof SafetyRatingSchema>;

export const RiskLevelSchema = z.enum(RISK_LEVELS).meta({ id: 'RiskLevel' });
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const SexSchema = z.enum(SEXES).meta({ id: 'Sex' });
export type Sex = z.infer<typeof SexSchema>;

export const ActivityLevelSchema = z.enum(ACTIVITY_LEVELS).meta({ id: 'ActivityLevel' });
export type ActivityLevel = z.infer<typeof ActivityLevelSchema>;

export const GoalSchema = z.enum(GOALS).meta({ id: 'Goal' });
export type Goal = z.infer<typeof GoalSchema>;

export const DietSchema = z.enum(DIETS).meta({ id: 'Diet' });
export type Diet = z.infer<typeof DietSchema>;

export const PreferenceKindSchema = z.enum(PREFERENCE_KINDS).meta({ id: 'PreferenceKind' });
export type PreferenceKind = z.infer<typeof PreferenceKindSchema>;

/** An ingredient's mark as shown on a scan: `none` when unmarked. */
export const UserPreferenceSchema = z
  .enum(['none', 'concern', 'allergy'])
  .meta({ id: 'UserPreference' });
export type UserPreference = z.infer<typeof UserPreferenceSchema>;

export const SubscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS).meta({ id: 'SubscriptionTier' });
export type SubscriptionTier = z.infer<typeof SubscriptionTierSchema>;

/** Why an extraction found no list: nothing legible, blurry, too small, glare, or text without a list. */
export const ExtractionHintSchema = z
  .enum(['no-text', 'blurry', 'too-small', 'glare', 'no-list'])
  .meta({ id: 'ExtractionHint' });
export type ExtractionHint = z.infer<typeof ExtractionHintSchema>;
