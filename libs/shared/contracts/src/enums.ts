import { z } from 'zod';
import {
  ACTIVITY_LEVELS,
  DIETS,
  GOALS,
  PREFERENCE_KINDS,
  RISK_LEVELS,
  SAFETY_RATINGS,
  SEXES,
  SHOPPING_LIST_KINDS,
  SUBSCRIPTION_TIERS,
} from './vocabulary';

/* The vocabularies' schemas, named in the OpenAPI document; the lists and their types are in
   vocabulary.ts (exported from the package index). */

export const SafetyRatingSchema = z.enum(SAFETY_RATINGS).meta({ id: 'SafetyRating' });

export const RiskLevelSchema = z.enum(RISK_LEVELS).meta({ id: 'RiskLevel' });

export const SexSchema = z.enum(SEXES).meta({ id: 'Sex' });

export const ActivityLevelSchema = z.enum(ACTIVITY_LEVELS).meta({ id: 'ActivityLevel' });

export const GoalSchema = z.enum(GOALS).meta({ id: 'Goal' });

export const DietSchema = z.enum(DIETS).meta({ id: 'Diet' });

export const PreferenceKindSchema = z.enum(PREFERENCE_KINDS).meta({ id: 'PreferenceKind' });

/** An ingredient's mark as shown on a scan: `none` when unmarked. */
export const UserPreferenceSchema = z
  .enum(['none', 'concern', 'allergy'])
  .meta({ id: 'UserPreference' });
export type UserPreference = z.infer<typeof UserPreferenceSchema>;

export const ShoppingListKindSchema = z
  .enum(SHOPPING_LIST_KINDS, { error: 'must be to_buy, to_avoid or look_for' })
  .meta({ id: 'ShoppingListKind' });

export const SubscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS).meta({ id: 'SubscriptionTier' });

/** Why an extraction found no list: nothing legible, blurry, too small, glare, or text without a list. */
export const ExtractionHintSchema = z
  .enum(['no-text', 'blurry', 'too-small', 'glare', 'no-list'])
  .meta({ id: 'ExtractionHint' });
export type ExtractionHint = z.infer<typeof ExtractionHintSchema>;
