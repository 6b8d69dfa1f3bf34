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

/** A second factor of the account (the phone number masked). */
export const MfaFactorSchema = apiObject('MfaFactor', {
  uid: z.string(),
  kind: z.enum(['phone', 'totp']).optional(),
  phoneNumber: z.string().nullable(),
  displayName: z.string().nullish(),
  enrollmentTime: z.string().optional(),
});
export type MfaFactor = z.infer<typeof MfaFactorSchema>;

/** GET /api/mfa/factors: the verified second factors. */
export const MfaFactorsResponseSchema = apiObject('MfaFactorsResponse', {
  factors: z.array(MfaFactorSchema),
});
export type MfaFactorsResponse = z.infer<typeof MfaFactorsResponseSchema>;

/** POST /api/mfa/phone/start: the factor started (its id is the verification's). */
export const StartPhoneMfaResponseSchema = apiObject('StartPhoneMfaResponse', {
  verificationId: z.string(),
});
export type StartPhoneMfaResponse = z.infer<typeof StartPhoneMfaResponseSchema>;

/** POST /api/mfa/totp/start: the secret to enter in the app, and its otpauth URL. */
export const StartTotpMfaResponseSchema = apiObject('StartTotpMfaResponse', {
  factorUid: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type StartTotpMfaResponse = z.infer<typeof StartTotpMfaResponseSchema>;

export const SignedInResponseSchema = apiObject('SignedInResponse', { user: CurrentUserSchema });
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;

/** POST /api/auth/signin: the user, or a second-factor challenge. */
export const SignInResponseSchema = z
  .union([
    SignedInResponseSchema,
    z.object({ mfaRequired: z.literal(true), factors: z.array(MfaFactorSchema) }),
  ])
  .meta({ id: 'SignInResponse' });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const AdminLoginResponseSchema = apiObject('AdminLoginResponse', {
  token: z.string(),
  expiresAt: z.string(),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

export const EMAIL_ACTION_MODES = ['verifyEmail', 'resetPassword', 'recoverEmail'] as const;
export type EmailActionMode = (typeof EMAIL_ACTION_MODES)[number];

/** POST /api/email/action: the mode applied and the account's address (the recovered one). */
export const EmailActionResponseSchema = apiObject('EmailActionResponse', {
  mode: z.enum(EMAIL_ACTION_MODES),
  email: z.string(),
});
export type EmailActionResponse = z.infer<typeof EmailActionResponseSchema>;

/** GET /api/email/status. */
export const EmailStatusResponseSchema = apiObject('EmailStatusResponse', {
  email: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type EmailStatusResponse = z.infer<typeof EmailStatusResponseSchema>;

/** POST /api/email/send-verification: sent, or already verified (nothing sent). */
export const SendVerificationResponseSchema = apiObject('SendVerificationResponse', {
  message: z.string(),
  emailVerified: z.boolean(),
});
export type SendVerificationResponse = z.infer<typeof SendVerificationResponseSchema>;
