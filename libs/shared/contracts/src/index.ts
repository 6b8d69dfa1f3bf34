/**
 * API shapes shared by the services and the web apps (spec 01 §3, spec 02 §3).
 * Types only: no runtime code, so both sides import it freely.
 */
export type SafetyRating = 'low_risk' | 'moderate' | 'hazardous';
export type Sex = 'male' | 'female' | 'other';
export type ActivityLevel = 'sedentary' | 'moderate' | 'active';
export type Goal = 'lose' | 'maintain' | 'gain';
export type Diet =
  | 'none' | 'vegan' | 'vegetarian' | 'pescatarian' | 'keto' | 'paleo' | 'mediterranean'
  | 'low-carb' | 'gluten-free' | 'dairy-free' | 'whole30';
export type PreferenceKind = 'concern' | 'allergy';
export type SubscriptionTier = 'free' | 'basic' | 'premium' | 'payg';

export interface CurrentUserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  age: number | null;
  sex: Sex | null;
  weight: number | null;
  height: number | null;
  activityLevel: ActivityLevel | null;
  goal: Goal | null;
  diet: Diet | null;
  allergies: string | null;
  healthConcerns: string | null;
  profileComplete: boolean;
}

export interface PlanDto {
  id: string;
  tierCode: SubscriptionTier;
  name: string;
  price: number;
  interval: 'one_time' | 'monthly';
  maxScansPerMonth: number | null;
  features: string[];
  popular?: boolean;
}

export interface SubscriptionStatusDto {
  canScan: boolean;
  scansUsed: number;
  scansRemaining: number | null;
  subscriptionTier: SubscriptionTier | string;
  subscriptionStatus: 'active' | 'trialing' | 'canceled' | string;
  plan: { name: string; maxScansPerMonth: number | null };
}

export interface StreamEventDto {
  type: 'status' | 'ingredient' | 'allergen' | 'complete' | 'error';
  message?: string;
  data?: unknown;
}

export interface ServiceHealthDto {
  status: 'ok' | 'degraded';
  services: Record<string, { status: 'up' | 'down'; error?: string }>;
}
