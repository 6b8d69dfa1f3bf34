import { requiredText } from '@labellens/server-core';
import { z } from 'zod';
import { mfaCodeSchema } from '../mfa/mfa.dto';

const email = requiredText('Email is required', 320).check(
  z.email('Please enter a valid email address'),
);

export const signUpSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  firstName: z.string().trim().max(100).optional().nullable(),
  lastName: z.string().trim().max(100).optional().nullable(),
});
export type SignUpDto = z.infer<typeof signUpSchema>;

export const confirmSignUpSchema = z.object({
  email,
  confirmationCode: requiredText('Verification code is required', 20),
});
export type ConfirmSignUpDto = z.infer<typeof confirmSignUpSchema>;

export const resendCodeSchema = z.object({ email });
export type ResendCodeDto = z.infer<typeof resendCodeSchema>;

export const signInSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type SignInDto = z.infer<typeof signInSchema>;

export const sendMfaCodeSchema = z.object({
  factorUid: z.string().check(z.uuid('factorUid must be a factor id')),
});
export type SendMfaCodeDto = z.infer<typeof sendMfaCodeSchema>;

export const mfaSignInSchema = sendMfaCodeSchema.extend({ code: mfaCodeSchema });
export type MfaSignInDto = z.infer<typeof mfaSignInSchema>;

export const callbackSchema = z.object({ code: z.string().min(1, 'code is required').max(2048) });
