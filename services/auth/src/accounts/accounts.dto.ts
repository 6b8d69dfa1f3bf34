import type * as api from '@labellens/contracts';
import type { z } from 'zod';

export type SignUpDto = z.output<typeof api.SignUpRequestSchema>;
export type ConfirmSignUpDto = z.output<typeof api.ConfirmSignUpRequestSchema>;
export type SignInDto = z.output<typeof api.SignInRequestSchema>;

export type ResendCodeDto = z.output<typeof api.ResendCodeRequestSchema>;

export type SendMfaCodeDto = z.output<typeof api.SendMfaCodeRequestSchema>;
export type MfaSignInDto = z.output<typeof api.MfaSignInRequestSchema>;
