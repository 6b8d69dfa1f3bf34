import type * as api from '@labellens/contracts';
import type { z } from 'zod';

export type StartPhoneDto = z.output<typeof api.StartPhoneMfaRequestSchema>;
export type VerifyPhoneDto = z.output<typeof api.VerifyPhoneMfaRequestSchema>;
export type VerifyTotpDto = z.output<typeof api.VerifyTotpMfaRequestSchema>;
