import type {
  StartPhoneMfaRequestSchema,
  VerifyPhoneMfaRequestSchema,
  VerifyTotpMfaRequestSchema,
} from '@labellens/contracts';
import type { z } from 'zod';

export type StartPhoneDto = z.output<typeof StartPhoneMfaRequestSchema>;
export type VerifyPhoneDto = z.output<typeof VerifyPhoneMfaRequestSchema>;
export type VerifyTotpDto = z.output<typeof VerifyTotpMfaRequestSchema>;
