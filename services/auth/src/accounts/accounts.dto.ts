import type {
  ConfirmSignUpRequestSchema,
  MfaSignInRequestSchema,
  ResendCodeRequestSchema,
  SendMfaCodeRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@labellens/contracts';
import type { z } from 'zod';

export type SignUpDto = z.output<typeof SignUpRequestSchema>;
export type ConfirmSignUpDto = z.output<typeof ConfirmSignUpRequestSchema>;
export type SignInDto = z.output<typeof SignInRequestSchema>;

export type ResendCodeDto = z.output<typeof ResendCodeRequestSchema>;

export type SendMfaCodeDto = z.output<typeof SendMfaCodeRequestSchema>;
export type MfaSignInDto = z.output<typeof MfaSignInRequestSchema>;
