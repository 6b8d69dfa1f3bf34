import { z } from 'zod';
import { apiObject } from './api-object';
import { ActivityLevelSchema, DietSchema, GoalSchema, SexSchema } from './enums';

/** GET /api/auth/user and the `user` of a sign-in (spec 01 §3 "User"). */
export const CurrentUserSchema = apiObject('CurrentUser', {
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  age: z.number().nullable(),
  sex: SexSchema.nullable(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  activityLevel: ActivityLevelSchema.nullable(),
  goal: GoalSchema.nullable(),
  diet: DietSchema.nullable(),
  allergies: z.string().nullable(),
  healthConcerns: z.string().nullable(),
  profileComplete: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const SignInRequestSchema = apiObject('SignInRequest', {
  email: z.string(),
  password: z.string(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignUpRequestSchema = apiObject('SignUpRequest', {
  email: z.string(),
  password: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

export const ConfirmSignUpRequestSchema = apiObject('ConfirmSignUpRequest', {
  email: z.string(),
  confirmationCode: z.string(),
});
export type ConfirmSignUpRequest = z.infer<typeof ConfirmSignUpRequestSchema>;

export const AuthCallbackRequestSchema = apiObject('AuthCallbackRequest', { code: z.string() });

/** A second factor of the account (the phone number masked). */
export const MfaFactorSchema = apiObject('MfaFactor', {
  uid: z.string(),
  kind: z.enum(['phone', 'totp']).optional(),
  phoneNumber: z.string().nullable(),
  displayName: z.string().nullish(),
  enrollmentTime: z.string().optional(),
});
export type MfaFactor = z.infer<typeof MfaFactorSchema>;

export const SignedInResponseSchema = apiObject('SignedInResponse', { user: CurrentUserSchema });

/** POST /api/auth/signin: the user, or a second-factor challenge. */
export const SignInResponseSchema = z
  .union([
    SignedInResponseSchema,
    z.object({ mfaRequired: z.literal(true), factors: z.array(MfaFactorSchema) }),
  ])
  .meta({ id: 'SignInResponse' });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/**
 * POST /api/profile/setup (spec 02 §7). Numbers may come as numeric text (the form's inputs);
 * `diet` is empty or one of the diets.
 */
export const ProfileSetupRequestSchema = apiObject('ProfileSetupRequest', {
  age: z.union([z.number(), z.string()]),
  sex: SexSchema,
  weight: z.union([z.number(), z.string()]).nullish(),
  height: z.union([z.number(), z.string()]).nullish(),
  activityLevel: ActivityLevelSchema,
  goal: GoalSchema,
  diet: z.union([DietSchema, z.literal('')]).nullish(),
  allergies: z.union([z.string(), z.array(z.string())]).nullish(),
  healthConcerns: z.string().nullish(),
  profileComplete: z.literal(true).optional(),
});
export type ProfileSetupRequest = z.input<typeof ProfileSetupRequestSchema>;

export const AdminLoginRequestSchema = apiObject('AdminLoginRequest', {
  username: z.string(),
  password: z.string(),
});

export const AdminLoginResponseSchema = apiObject('AdminLoginResponse', {
  token: z.string(),
  expiresAt: z.string(),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** DELETE /api/account. */
export const DeleteAccountRequestSchema = apiObject('DeleteAccountRequest', {
  confirm: z.literal('DELETE'),
  password: z.string().optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const EMAIL_ACTION_MODES = ['verifyEmail', 'resetPassword', 'recoverEmail'] as const;
export type EmailActionMode = (typeof EMAIL_ACTION_MODES)[number];
