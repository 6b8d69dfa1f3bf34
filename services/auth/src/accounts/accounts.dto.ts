import {
  SignInRequestSchema,
  type ConfirmSignUpRequestSchema,
  type SignUpRequestSchema,
} from '@labellens/contracts';
import { z } from 'zod';
import { mfaCodeSchema } from '../mfa/mfa.dto';

export type SignUpDto = z.output<typeof SignUpRequestSchema>;
export type ConfirmSignUpDto = z.output<typeof ConfirmSignUpRequestSchema>;
export type SignInDto = z.output<typeof SignInRequestSchema>;

/** POST /api/auth/resend-code: the sign-in's e-mail field alone. */
export const resendCodeSchema = SignInRequestSchema.pick({ email: true });
export type ResendCodeDto = z.infer<typeof resendCodeSchema>;

export const sendMfaCodeSchema = z.object({
  factorUid: z.string().check(z.uuid('factorUid must be a factor id')),
});
export type SendMfaCodeDto = z.infer<typeof sendMfaCodeSchema>;

export const mfaSignInSchema = sendMfaCodeSchema.extend({ code: mfaCodeSchema });
export type MfaSignInDto = z.infer<typeof mfaSignInSchema>;
