import { z } from 'zod';
import { apiObject } from './api-object';
import { DietSchema } from './enums';
import { requiredText } from './request-fields';
import { ACTIVITY_LEVELS, GOALS, SEXES } from './vocabulary';

/* The auth service's requests, as it validates them (limits, trimming, the refusals' words). */

/** An e-mail address: trimmed, required and well formed. */
const email = requiredText('Email is required', 320).check(
  z.email('Please enter a valid email address'),
);
const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024);

export const SignInRequestSchema = apiObject('SignInRequest', { email, password });
export type SignInRequest = z.input<typeof SignInRequestSchema>;

export const SignUpRequestSchema = apiObject('SignUpRequest', {
  email,
  password,
  firstName: z.string().trim().max(100).optional().nullable(),
  lastName: z.string().trim().max(100).optional().nullable(),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

export const ConfirmSignUpRequestSchema = apiObject('ConfirmSignUpRequest', {
  email,
  confirmationCode: requiredText('Verification code is required', 20),
});
export type ConfirmSignUpRequest = z.input<typeof ConfirmSignUpRequestSchema>;

/** POST /api/auth/callback: the OpenID provider's authorisation code. */
export const AuthCallbackRequestSchema = apiObject('AuthCallbackRequest', {
  code: z.string().min(1, 'code is required').max(2048),
});

const bothNeeded = 'Please enter both username and password';

export const AdminLoginRequestSchema = apiObject('AdminLoginRequest', {
  username: z.string({ error: bothNeeded }).trim().min(1, bothNeeded).max(64),
  password: z.string({ error: bothNeeded }).min(1, bothNeeded).max(1024),
});

/** DELETE /api/account. */
export const DeleteAccountRequestSchema = apiObject('DeleteAccountRequest', {
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
  password: z.string().max(1024).optional(),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

/** The messages shown under each field of the profile form (spec 02 §5). */
export const PROFILE_MESSAGES = {
  age: 'Please enter a valid age between 13 and 120',
  sex: 'Please select your sex',
  weight: 'Please enter a valid weight between 20-300 kg',
  height: 'Please enter a valid height between 100-250 cm',
  activityLevel: 'Please select your activity level',
  goal: 'Please select your goal',
  diet: 'Please select a diet from the list',
  allergies: 'Allergies must be text of at most 1000 characters',
  healthConcerns: 'Health concerns must be text of at most 2000 characters',
} as const;

/**
 * Numbers are read as integers, as the form does ("72.5" → 72; a list as its elements joined with
 * commas, as String() would have it); absent, null or '' is null, anything else NaN (refused).
 */
function toInt(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : NaN;
  const digits = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : null;
  return digits === null ? NaN : Number.parseInt(digits, 10);
}

/** What a number field takes: a number or numeric text (the form's inputs). */
const numberLike = (error: string) =>
  z.union([z.number(), z.string(), z.array(z.unknown()), z.null()], { error }).meta({
    description: 'A number or numeric text, read as a whole number (a list as its items joined)',
  });

const wholeNumber = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const whole = (min: number, max: number, error: string) =>
  numberLike(error)
    .transform(toInt)
    .pipe(wholeNumber(min, max, error));

/** Absent, null or '' is null. */
const optionalWhole = (min: number, max: number, error: string) =>
  numberLike(error)
    .optional()
    .transform(toInt)
    .pipe(wholeNumber(min, max, error).nullable());

/** Free text: a list is joined with ", ", blank or absent is null. */
const freeText = (max: number, error: string) =>
  z
    .union([z.string(), z.array(z.unknown()), z.null()], { error })
    .optional()
    .transform((v) => (v === undefined ? null : Array.isArray(v) ? v.map(String).join(', ') : v))
    .pipe(
      z
        .string({ error })
        .max(max, { error })
        .nullable()
        .transform((v) => v?.trim() || null),
    );

const choice = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.enum(values, { error });

/**
 * POST /api/profile/setup (spec 02 §7). Numbers may come as numeric text (the form's inputs);
 * `diet` is empty or one of the diets. A refusal names every field it refuses (`errors`).
 */
export const ProfileSetupRequestSchema = apiObject('ProfileSetupRequest', {
  age: whole(13, 120, PROFILE_MESSAGES.age),
  sex: choice(SEXES, PROFILE_MESSAGES.sex),
  weight: optionalWhole(20, 300, PROFILE_MESSAGES.weight),
  height: optionalWhole(100, 250, PROFILE_MESSAGES.height),
  activityLevel: choice(ACTIVITY_LEVELS, PROFILE_MESSAGES.activityLevel),
  goal: choice(GOALS, PROFILE_MESSAGES.goal),
  diet: z
    .union([DietSchema, z.literal(''), z.null()], { error: PROFILE_MESSAGES.diet })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  allergies: freeText(1000, PROFILE_MESSAGES.allergies),
  healthConcerns: freeText(2000, PROFILE_MESSAGES.healthConcerns),
  /** Sent by the form, and ignored: setting the profile up is what marks it complete. */
  profileComplete: z.unknown().optional(),
});
export type ProfileSetupRequest = z.input<typeof ProfileSetupRequestSchema>;

/** POST /api/auth/resend-code: a new sign-up code (the same answer for any address). */
export const ResendCodeRequestSchema = apiObject('ResendCodeRequest', { email });
export type ResendCodeRequest = z.input<typeof ResendCodeRequestSchema>;

/** POST /api/password/reset-request: a reset link by e-mail (the same answer for any address). */
export const PasswordResetEmailRequestSchema = apiObject('PasswordResetEmailRequest', {
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(320)
    .check(z.email('Please enter a valid email address')),
});
export type PasswordResetEmailRequest = z.input<typeof PasswordResetEmailRequestSchema>;

/** The code of an e-mailed link (`oobCode=` in the link). */
const oobCode = z.string().min(1, 'oobCode is required').max(200);

/** POST /api/password/reset: the e-mailed link's code and the new password. */
export const ResetPasswordRequestSchema = apiObject('ResetPasswordRequest', {
  oobCode,
  newPassword: z.string().min(1, 'Password is required').max(1024),
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/**
 * POST /api/email/action: apply (verifyEmail, recoverEmail) or check (resetPassword) an e-mailed
 * link's code. Any mode text is taken; one the service does not know is refused (unknown-mode).
 */
export const EmailActionRequestSchema = apiObject('EmailActionRequest', {
  mode: z.string().min(1, 'mode is required').max(40),
  oobCode,
});
export type EmailActionRequest = z.input<typeof EmailActionRequestSchema>;

/** A code from an SMS or an authenticator app, as typed. */
const mfaCode = z.string().trim().min(1, 'Code is required').max(12);

/** POST /api/mfa/phone/start: an E.164 number (checked by the service) and an optional name. */
export const StartPhoneMfaRequestSchema = apiObject('StartPhoneMfaRequest', {
  phoneNumber: z.string().trim().min(1, 'Phone number is required').max(20),
  displayName: z.string().max(60).optional(),
});
export type StartPhoneMfaRequest = z.input<typeof StartPhoneMfaRequestSchema>;

/** POST /api/mfa/phone/verify: the started factor and the code it was sent by SMS. */
export const VerifyPhoneMfaRequestSchema = apiObject('VerifyPhoneMfaRequest', {
  verificationId: z.string().check(z.uuid('verificationId must be an id')),
  code: mfaCode,
});
export type VerifyPhoneMfaRequest = z.input<typeof VerifyPhoneMfaRequestSchema>;

/** POST /api/mfa/totp/verify: the started factor and a code of the authenticator app. */
export const VerifyTotpMfaRequestSchema = apiObject('VerifyTotpMfaRequest', {
  factorUid: z.string().check(z.uuid('factorUid must be an id')),
  code: mfaCode,
});
export type VerifyTotpMfaRequest = z.input<typeof VerifyTotpMfaRequestSchema>;

/** DELETE /api/mfa/factors/{uid}: any text (one that is not a factor id answers 404). */
export const MfaFactorParamsSchema = z.object({ uid: z.string() });

/** The factor of a sign-in's second step. */
const signInFactorUid = z.string().check(z.uuid('factorUid must be a factor id'));

/** POST /api/auth/mfa/send: an SMS code for a phone factor of the pending sign-in. */
export const SendMfaCodeRequestSchema = apiObject('SendMfaCodeRequest', {
  factorUid: signInFactorUid,
});
export type SendMfaCodeRequest = z.input<typeof SendMfaCodeRequestSchema>;

/** POST /api/auth/mfa/verify: the pending sign-in's second step. */
export const MfaSignInRequestSchema = apiObject('MfaSignInRequest', {
  factorUid: signInFactorUid,
  code: mfaCode,
});
export type MfaSignInRequest = z.input<typeof MfaSignInRequestSchema>;
