import type * as api from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/email/action as validated. */
export type EmailActionDto = z.output<typeof api.EmailActionRequestSchema>;
/** POST /api/password/reset-request as validated: the e-mail trimmed. */
export type PasswordResetEmailDto = z.output<typeof api.PasswordResetEmailRequestSchema>;
/** POST /api/password/reset as validated. */
export type ResetPasswordDto = z.output<typeof api.ResetPasswordRequestSchema>;
