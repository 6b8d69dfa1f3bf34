/** DTOs of the documented /api calls (spec 01 §3/§7 and spec 02 §3/§7), as the screens use them. */

export type Sex = 'male' | 'female' | 'other';
export type ActivityLevel = 'sedentary' | 'moderate' | 'active';
export type Goal = 'lose' | 'maintain' | 'gain';
export type Diet =
  | 'none'
  | 'vegan'
  | 'vegetarian'
  | 'pescatarian'
  | 'keto'
  | 'paleo'
  | 'mediterranean'
  | 'low-carb'
  | 'gluten-free'
  | 'dairy-free'
  | 'whole30';

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
  diet?: Diet | string | null;
  allergies?: string | string[] | null;
  healthConcerns?: string | null;
  profileComplete?: boolean | null;
  emailVerified?: boolean | null;
}

export interface SignInRequest {
  email: string;
  password: string;
}
export interface SignUpRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}
export interface ConfirmSignUpRequest {
  email: string;
  confirmationCode: string;
}

export type SafetyRating = 'low_risk' | 'safe' | 'moderate' | 'hazardous' | 'high_risk' | string;
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
  recommendation: 'recommended' | 'not-recommended' | string;
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

/** The person's verdict on a scan, as given when it was scanned (issue 12). */
export interface PersonalVerdict {
  verdict: 'avoid' | 'caution' | 'ok';
  /** `Not for you: contains milk (your allergy)`; null when `ok`. */
  headline: string | null;
  reasons: { type: string; severity: 'high' | 'moderate'; text: string; ingredients: string[] }[];
  /** Printed names of the ingredients behind the verdict. */
  ingredients: string[];
}

/**
 * "Choose instead" (issue 18): what to look for on the next label, for a moderate or hazardous
 * ingredient or a personal conflict. Never a brand.
 */
export interface ChooseInstead {
  /** Guidance rule id (`nitrite`, `allergy`). */
  rule: string;
  kind: 'finding' | 'allergy' | 'trace' | 'diet' | 'marked' | 'health';
  severity: 'high' | 'moderate';
  /** Printed names of the ingredients it is about. */
  ingredients: string[];
  /** The advice, in `language` (the display language, or English without a translation). */
  text: string;
  language: string;
  /** Why, in English. */
  reason: string;
  source: string;
}

/** GET /api/scan/{id}/compare: the best-rated product of the same type in the person's history. */
export interface ScanComparison {
  comparison: {
    scanId: string;
    productName: string;
    score: number;
    rating: SafetyRating;
    scannedAt: string;
    similarity: number;
    /** Rated higher than the scan it is compared with. */
    better: boolean;
  } | null;
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

export type ExtractionHint = 'no-text' | 'blurry' | 'too-small' | 'glare' | 'no-list';

export interface CreateScanRequest {
  ingredients: string[];
  productName?: string;
  containsStatements?: string[];
  allergens?: string[];
  preferredLanguage: string;
}

export interface ScanStreamRequest {
  ingredients: string[];
  productName?: string;
  containsStatements?: string[];
  preferredLanguage: string;
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

export interface PreferenceEntry {
  id: string | number;
  ingredient: { name: string };
}
export interface PreferencesResponse {
  safe: PreferenceEntry[];
  concern: PreferenceEntry[];
  allergy: PreferenceEntry[];
}

export type TierCode = 'free' | 'payg' | 'basic' | 'premium' | string;

export interface Plan {
  id: string | number;
  tierCode: TierCode;
  name: string;
  price: number;
  interval: 'one_time' | 'monthly' | string;
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
  subscriptionStatus?: 'active' | 'trialing' | 'canceled' | string | null;
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

export interface CreatePaygPaymentResponse {
  clientSecret: string;
  paymentIntentId?: string;
  scansQuantity?: number;
  /** Cents. */
  amount?: number;
}

export interface ProcessPaygPaymentResponse {
  scansGranted: number;
  paygCredits?: number;
}

/** POST /api/billing/local/confirm: the in-app test provider's stand-in for Stripe.js. */
export interface ConfirmLocalIntentRequest {
  clientSecret: string;
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export interface LocalIntentResponse {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  paymentMethodId: string | null;
}

export interface DeleteAccountRequest {
  confirm: 'DELETE';
  password?: string;
}

export interface AdminLoginResponse {
  token: string;
  expiresAt: string;
}

export interface AdminAnalytics {
  users: { totalUsers: number; newUsersToday: number; activeUsers: number };
  revenue: { totalRevenue: number; monthlyRevenue: number };
  usage: { totalScans: number; scansToday: number };
}

export interface AdminUserRow {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  subscriptionTier?: string | null;
  subscriptionStatus?: string | null;
  createdAt?: string | null;
}

export interface AdminScanRow {
  id: string;
  userId: string;
  productName?: string | null;
  scannedAt?: string | null;
}

export interface AdminPaymentRow {
  id: string;
  userId: string;
  amount: number;
  scansGranted?: number | null;
  createdAt?: string | null;
}

export interface MfaFactor {
  uid: string;
  kind?: 'phone' | 'totp';
  phoneNumber: string | null;
  displayName?: string | null;
  enrollmentTime?: string;
}

/** POST /api/auth/signin answers either the user or a second-factor challenge. */
export type SignInResponse =
  { user?: CurrentUser; mfaRequired?: false } | { mfaRequired: true; factors: MfaFactor[] };

export type EmailActionMode = 'verifyEmail' | 'resetPassword' | 'recoverEmail';
