/**
 * DTOs of the documented /api calls (spec 01 §3/§7 and spec 02 §3/§7), as the screens use them.
 * Inferred from libs/shared/contracts (the schemas the OpenAPI document and the contract tests
 * use), except the few below still written out here: their tests build partial fixtures of them.
 */
import type { ScanComparison as ScanComparisonContract } from '@labellens/contracts';
import type {
  ActivityLevel,
  ExtractionHint,
  Diet,
  Goal,
  MfaFactor,
  PersonalVerdict,
  ChooseInstead,
  Sex,
  SafetyRating,
  SubscriptionTier,
} from '@labellens/contracts';

export type {
  ActivityLevel,
  AdminAnalytics,
  AdminLoginResponse,
  AdminPaymentRow,
  AdminScanRow,
  AdminUserRow,
  ChooseInstead,
  ConfirmLocalIntentRequest,
  ConfirmSignUpRequest,
  CreatePaygPaymentResponse,
  CreateScanRequest,
  DeleteAccountRequest,
  Diet,
  EmailActionMode,
  ExtractionHint,
  Goal,
  LocalIntentResponse,
  MfaFactor,
  PersonalVerdict,
  ProcessPaygPaymentResponse,
  ScanStreamRequest,
  Sex,
  SignInRequest,
  SignUpRequest,
} from '@labellens/contracts';

/** GET /api/scan/{id}/compare: the best-rated product of the same type in the person's history. */
export type ScanComparison = ScanComparisonContract;

export interface CurrentUser {
  id?: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  createdAt?: string | null;
  age?: number | null;
  sex?: Sex | null;
  weight?: number | null;
  height?: number | null;
  activityLevel?: ActivityLevel | null;
  goal?: Goal | null;
  diet?: Diet | null;
  allergies?: string | string[] | null;
  healthConcerns?: string | null;
  profileComplete?: boolean | null;
  emailVerified?: boolean | null;
}

export type { SafetyRating };
export type UserPreference = 'none' | 'concern' | 'allergy';

export interface Ingredient {
  id?: string | number;
  name: string;
  safetyRating: SafetyRating;
  safe?: boolean;
  riskLevel?: string;
  explanation?: string;
  concerns?: string[];
  potentialRisks?: string;
  allergens?: string;
  personalRisk?: string;
  /** How much this ingredient concerns this person: allergy or strict diet → high. */
  personalRiskLevel?: 'none' | 'moderate' | 'high';
  userPreference?: UserPreference;
  /** Printed name of the compound ingredient this one belongs to. */
  parent?: string | null;
  /** The knowledge-base name in the scan's display language (else the printed name); null if unknown. */
  matchedName?: string | null;
}

export interface Allergen {
  name: string;
  /** `may-contain` for traces ("May contain peanuts"); absent on scans stored before it. */
  presence?: 'contains' | 'may-contain';
  sourceStatement?: string;
  safetyRating: string;
  safetyScore: number;
  explanation?: string;
  personalizedWarnings?: string[];
}

export interface NutritionData {
  servingSize?: string | null;
  calories?: number | string | null;
  totalFat?: number | string | null;
  saturatedFat?: number | string | null;
  carbohydrates?: number | string | null;
  sugars?: number | string | null;
  protein?: number | string | null;
  sodium?: number | string | null;
}

export interface NutritionAnalysis {
  /** `recommended` or `not-recommended`. */
  recommendation: string;
  analysis?: string;
  wholePackageAnalysis?: string;
  recommendationReason?: string;
  parsedNutrition?: NutritionData;
}

export interface OverallSafety {
  /** Null when too few ingredients were recognised to score (`enoughKnown: false`). */
  score: number | null;
  rating: SafetyRating;
  /** Share of the ingredients recognised (0–1). */
  coverage?: number;
  /** The score rests on `recognised` of `total` ingredients. */
  recognised?: number;
  total?: number;
  /** False below the coverage threshold: "Not enough known to score". */
  enoughKnown?: boolean;
  minCoverage?: number;
  /** Printed names that were not recognised. */
  unrecognised?: string[];
}

export interface ScanResult {
  product: {
    id: string | number;
    productName?: string | null;
    containsStatements?: string[];
    /** Display language the scan was analysed in (`es`); results are shown in it. */
    displayLanguage?: string | null;
  };
  ingredients: Ingredient[];
  overallSafety: OverallSafety;
  personal?: PersonalVerdict | null;
  guidance?: ChooseInstead[];
  allergens: Allergen[];
  nutrition?: { data?: NutritionData | null; analysis?: NutritionAnalysis | null } | null;
}

export interface ScanDetail {
  product: {
    id?: string | number;
    productName?: string | null;
    scannedAt?: string | null;
    overallSafetyRating?: SafetyRating | null;
    overallSafetyScore?: number | null;
    containsStatements?: string[] | null;
    nutritionData?: NutritionData | null;
    nutritionAnalysis?: NutritionAnalysis | null;
    /** Display language the scan was analysed in (`es`). */
    displayLanguage?: string | null;
  };
  ingredients: Ingredient[];
  allergens: Allergen[];
  overallSafety?: OverallSafety | null;
  personal?: PersonalVerdict | null;
  guidance?: ChooseInstead[];
}

export interface ScanHistoryItem {
  id: string;
  productName?: string | null;
  ingredientCount?: number | null;
  allergenCount?: number | null;
  overallSafetyScore?: number | null;
  overallSafetyRating?: SafetyRating | null;
  /** Allergens the product contains (traces apart). */
  allergens?: string[] | null;
  /** Allergens the product may contain ("May contain traces of peanuts"): never "Contains". */
  traces?: string[] | null;
  scannedAt?: string | null;
  coverage?: { recognised: number; total: number; enoughKnown: boolean } | null;
  personal?: PersonalVerdict | null;
  /** Display language the scan was analysed in (`es`). */
  displayLanguage?: string | null;
}

export type ScanStreamEvent =
  | { type: 'status'; message?: string; data?: unknown }
  | { type: 'ingredient'; message?: string; data: Ingredient }
  | { type: 'allergen'; message?: string; data: Allergen }
  | { type: 'complete'; message?: string; data: ScanResult }
  | { type: 'error'; message?: string; data?: unknown };

export interface ScanNutritionRequest {
  nutritionData: NutritionData;
  productId: string | number;
  preferredLanguage: string;
}

export interface ScanNutritionResponse {
  product: ScanResult['product'];
  nutrition: { data?: NutritionData | null; analysis?: NutritionAnalysis | null };
}

export type TierCode = SubscriptionTier;

export interface Plan {
  id: string | number;
  tierCode: TierCode;
  name: string;
  price: number;
  interval: 'one_time' | 'monthly';
  maxScansPerMonth: number | null;
  features: string[];
  popular?: boolean;
  /** Pay-as-you-go only: how quantities are chosen and priced (prices in cents). */
  payg?: {
    scansPerPack: number;
    pricePerPack: number;
    minScans: number;
    maxScans: number;
    step: number;
  };
}

export interface SubscriptionStatus {
  canScan: boolean;
  scansUsed: number;
  scansRemaining: number | null;
  subscriptionTier: TierCode;
  /** `active`, `trialing`, `canceled`… */
  subscriptionStatus?: string | null;
  plan?: { name?: string | null; maxScansPerMonth?: number | null } | null;
  /** Pay-as-you-go credits held (never expire). */
  paygCredits?: number;
  /** A paid plan that ends at the end of the current period. */
  cancelAtPeriodEnd?: boolean;
  /** A paid plan chosen for the next billing cycle. */
  pendingTierCode?: string | null;
  currentPeriodStart?: string | null;
  currentPeriodEnd?: string | null;
}

export interface ProfileSetupRequest {
  age: number;
  sex: Sex;
  weight: number;
  height: number;
  activityLevel: ActivityLevel;
  goal: Goal;
  diet: string;
  allergies: string;
  healthConcerns: string;
  profileComplete: true;
}

export interface CreateSubscriptionResponse {
  clientSecret?: string | null;
  paymentIntentId?: string;
  setupIntentId?: string;
  message?: string;
}

export interface ActivateSubscriptionResponse {
  message?: string;
  subscription?: SubscriptionStatus;
}

export interface CancelSubscriptionResponse {
  message?: string;
  cancelAtPeriodEnd?: boolean;
  currentPeriodEnd?: string;
  subscription?: SubscriptionStatus;
}

/** POST /api/auth/signin answers either the user or a second-factor challenge. */
export type SignInResponse =
  { user?: CurrentUser; mfaRequired?: false } | { mfaRequired: true; factors: MfaFactor[] };

// Still written out: the offline module (in progress) builds these with fewer fields / numeric ids.
export interface ExtractIngredientsResponse {
  ingredients: string[];
  productName?: string | null;
  containsStatements?: string[];
  allergens?: string[];
  /** Words of the list that OCR read with low confidence, as they appear in `ingredients`. */
  uncertainWords?: string[];
  /** Why no list was found; null when one was. */
  hint?: ExtractionHint | null;
}

export interface PreferenceEntry {
  id: string | number;
  ingredient: { name: string };
}
export interface PreferencesResponse {
  safe: PreferenceEntry[];
  concern: PreferenceEntry[];
  allergy: PreferenceEntry[];
}
