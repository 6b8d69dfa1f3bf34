import { z } from 'zod';

/** A code from an SMS or an authenticator app, as typed. */
export const mfaCodeSchema = z.string().trim().min(1, 'Code is required').max(12);

export const startPhoneSchema = z.object({
  phoneNumber: z.string().trim().min(1, 'Phone number is required').max(20),
  displayName: z.string().max(60).optional(),
});
export type StartPhoneDto = z.infer<typeof startPhoneSchema>;

export const verifyPhoneSchema = z.object({
  verificationId: z.string().check(z.uuid('verificationId must be an id')),
  code: mfaCodeSchema,
});
export type VerifyPhoneDto = z.infer<typeof verifyPhoneSchema>;

export const verifyTotpSchema = z.object({
  factorUid: z.string().check(z.uuid('factorUid must be an id')),
  code: mfaCodeSchema,
});
export type VerifyTotpDto = z.infer<typeof verifyTotpSchema>;
