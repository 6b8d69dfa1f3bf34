/**
 * DTOs of the documented /api calls (spec 01 §3/§7 and spec 02 §3/§7): the types of
 * libs/shared/contracts, the schemas the services answer with, the OpenAPI document describes and
 * the contract tests check. Nothing is written out here a second time.
 */
import type {
  ScanComparison as ScanComparisonContract,
  SubscriptionTier,
} from '@labellens/contracts';

export type {
  ActivateSubscriptionResponse,
  ActivityLevel,
  AdminAnalytics,
  AdminLoginResponse,
  AdminPaymentRow,
  AdminScanRow,
  AddShoppingListItemRequest,
  AdminUserRow,
  Allergen,
  CancelSubscriptionResponse,
  ClearShoppingListResponse,
  ChooseInstead,
  ConfirmLocalIntentRequest,
  ConfirmSignUpRequest,
  CreatePaygPaymentResponse,
  CreateScanRequest,
  CreateSubscriptionResponse,
  CurrentUser,
  DeleteAccountRequest,
  Diet,
  EmailActionMode,
  EmailActionRequest,
  EmailActionResponse,
  EmailStatusResponse,
  ExtractIngredientsResponse,
  ExtractionHint,
  Goal,
  Ingredient,
  LocalIntentResponse,
  MessageResponse,
  MfaFactor,
  NutritionAnalysis,
  NutritionData,
  OverallSafety,
  PasswordResetEmailRequest,
  PersonalVerdict,
  Plan,
  PreferenceEntry,
  PreferencesResponse,
  ProcessPaygPaymentResponse,
  ProfileSetupRequest,
  ResendCodeRequest,
  ResetPasswordRequest,
  SafetyRating,
  ScanDetail,
  ScanHistoryItem,
  ScanNutritionRequest,
  ScanNutritionResponse,
  ScanResult,
  ScanStreamEvent,
  ScanStreamRequest,
  SendVerificationResponse,
  Sex,
  ShoppingList,
  ShoppingListItem,
  ShoppingListKind,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
  SubscriptionStatus,
  UserPreference,
} from '@labellens/contracts';

/** GET /api/scan/{id}/compare: the best-rated product of the same type in the person's history. */
export type ScanComparison = ScanComparisonContract;

export type TierCode = SubscriptionTier;
