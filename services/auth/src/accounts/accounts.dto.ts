import type {
  ConfirmSignUpRequestSchema,
  ResendCodeRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@labellens/contracts';
import { z } from 'zod';
import { mfaCodeSchema } from '../mfa/mfa.dto';

export type SignUpDto = z.output<typeof SignUpRequestSchema>;
export type ConfirmSignUpDto = z.output<typeof ConfirmSignUpRequestSchema>;
export type SignInDto = z.output<typeof SignInRequestSchema>;

export type ResendCodeDto = z.output<typeof ResendCodeRequestSchema>;

export const sendMfaCodeSchema = z.object({
  factorUid: z.string().check(z.uuid('factorUid must be a factor id')),
});
export type SendMfaCodeDto = z.infer<typeof sendMfaCodeSchema>;

export const mfaSignInSchema = sendMfaCodeSchema.extend({ code: mfaCodeSchema });
export type MfaSignInDto = z.infer<typeof mfaSignInSchema>;
