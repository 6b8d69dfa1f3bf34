import { z } from 'zod';
import { ActivityLevelSchema, DietSchema, GoalSchema, SexSchema } from './enums';

/** GET /api/auth/user and the `user` of a sign-in (spec 01 §3 "User"). */
export const CurrentUserSchema = z
  .object({
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
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const SignInRequestSchema = z
  .object({ email: z.string(), password: z.string() })
  .meta({ id: 'SignInRequest' });
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignUpRequestSchema = z
  .object({
    email: z.string(),
    password: z.string(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
  })
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

export const ConfirmSignUpRequestSchema = z
  .object({ email: z.string(), confirmationCode: z.string() })
  .meta({ id: 'ConfirmSignUpRequest' });
export type ConfirmSignUpRequest = z.infer<typeof ConfirmSignUpRequestSchema>;

export const AuthCallbackRequestSchema = z
  .object({ code: z.string() })
  .meta({ id: 'AuthCallbackRequest' });

/** A second factor of the account (the phone number masked). */
export const MfaFactorSchema = z
  .object({
    uid: z.string(),
    kind: z.enum(['phone', 'totp']).optional(),
    phoneNumber: z.string().nullable(),
    displayName: z.string().nullish(),
    enrollmentTime: z.string().optional(),
  })
  .meta({ id: 'MfaFactor' });
export type MfaFactor = z.infer<typeof MfaFactorSchema>;

export const SignedInResponseSchema = z
  .object({ user: CurrentUserSchema })
  .meta({ id: 'SignedInResponse' });

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
export const ProfileSetupRequestSchema = z
  .object({
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
  })
  .meta({ id: 'ProfileSetupRequest' });
export type ProfileSetupRequest = z.input<typeof ProfileSetupRequestSchema>;

export const AdminLoginRequestSchema = z
  .object({ username: z.string(), password: z.string() })
  .meta({ id: 'AdminLoginRequest' });

export const AdminLoginResponseSchema = z
  .object({ token: z.string(), expiresAt: z.string() })
  .meta({ id: 'AdminLoginResponse' });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** DELETE /api/account. */
export const DeleteAccountRequestSchema = z
  .object({ confirm: z.literal('DELETE'), password: z.string().optional() })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const EMAIL_ACTION_MODES = ['verifyEmail', 'resetPassword', 'recoverEmail'] as const;
export type EmailActionMode = (typeof EMAIL_ACTION_MODES)[number];
