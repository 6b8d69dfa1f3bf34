/**
 * The API's fixed vocabularies and error codes as plain constants, without zod: what a page needs at
 * run time (import `@labellens/contracts/vocabulary`) without loading the schemas. `enums.ts` and
 * `errors.ts` build their schemas from these.
 */

/**
 * Stable machine-readable codes of refused calls. Clients switch on `code`, never on the message
 * text (which is for people and may be reworded or translated).
 */
export const ERROR_CODES = {
  /**
   * 401 from every call that needs a session (or an administrator's token) when there is none or
   * it has ended: the page says "You are logged out" and signs the person in again. A refused
   * password or code is a 401 without it.
   */
  unauthorized: 'unauthorized',
  /**
   * 403 from /api/scan, /api/scan-stream and /api/offline/*: the plan's monthly scans (and
   * credits) are used up, or held by the offline allowance.
   */
  scanLimitReached: 'scan_limit_reached',
  /** 403 from /api/auth/signin: the account exists but its e-mail is not verified yet. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** The `error` event of /api/scan-stream: the analysis failed after the stream began. */
  analysisFailed: 'analysis_failed',
  /** 402/400 from the in-app test payment provider (same codes as Stripe's card errors). */
  cardDeclined: 'card_declined',
  invalidNumber: 'invalid_number',
  invalidExpiry: 'invalid_expiry',
  expiredCard: 'expired_card',
  invalidCvc: 'invalid_cvc',
  /** 400 from /api/offline/*: the body is not valid (the message names the field). */
  invalidRequest: 'INVALID_REQUEST',
  /** 403 from /api/offline/scans: the allowance is malformed, not signed by us or another person's. */
  allowanceInvalid: 'ALLOWANCE_INVALID',
  /** 410 from /api/offline/scans: the scan was made after the allowance expired, or synced too late. */
  allowanceExpired: 'ALLOWANCE_EXPIRED',
  /** 409 from /api/offline/scans: every scan of the allowance has been synced. */
  allowanceSpent: 'ALLOWANCE_SPENT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** True when `body` (a parsed error response) carries `code`. */
export function hasErrorCode(body: unknown, code: ErrorCode): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === code;
}

/** Rating of an ingredient or a whole scan; `unknown` when the knowledge base does not know it. */
export const SAFETY_RATINGS = ['low_risk', 'moderate', 'hazardous', 'unknown'] as const;
export type SafetyRating = (typeof SAFETY_RATINGS)[number];

/** A rating that is one of the three risk levels (never `unknown`). */
export const RISK_LEVELS = ['low_risk', 'moderate', 'hazardous'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const SEXES = ['male', 'female', 'other'] as const;
export type Sex = (typeof SEXES)[number];

export const ACTIVITY_LEVELS = ['sedentary', 'moderate', 'active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const GOALS = ['lose', 'maintain', 'gain'] as const;
export type Goal = (typeof GOALS)[number];

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
export type Diet = (typeof DIETS)[number];

/** How a person marked an ingredient. */
export const PREFERENCE_KINDS = ['concern', 'allergy'] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

/** A shopping list line: a product to buy or avoid, or a criterion to look for. */
export const SHOPPING_LIST_KINDS = ['to_buy', 'to_avoid', 'look_for'] as const;
export type ShoppingListKind = (typeof SHOPPING_LIST_KINDS)[number];

/** Plan tiers (spec 02 §9). */
export const SUBSCRIPTION_TIERS = ['free', 'basic', 'premium', 'payg'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** The display languages, and the one a scan asks for as a code (`Spanish` → `es`). */
export {
  DISPLAY_LANGUAGE_NAMES,
  DISPLAY_LANGUAGES,
  displayLanguageCode,
  type DisplayLanguage,
} from './display-language';

/** The checksum of a card number (page and test payment provider). */
export { luhnValid } from './card-number';
