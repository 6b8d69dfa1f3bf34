import {
  EmailActionResponseSchema,
  EmailStatusResponseSchema,
  SendVerificationResponseSchema,
} from '../auth';
import {
  EmailActionRequestSchema,
  PasswordResetEmailRequestSchema,
  ResendCodeRequestSchema,
  ResetPasswordRequestSchema,
} from '../auth-requests';
import { MessageResponseSchema } from '../errors';
import { op, type ApiOperation } from './operation';

const actionRefused =
  'The code is invalid or used (code invalid-action-code), expired (expired-action-code), or the mode unknown (unknown-mode)';

/** E-mail verification, e-mailed links and the password reset (auth service). */
export const EMAIL_OPERATIONS: readonly ApiOperation[] = [
  op({
    id: 'resendSignUpCode',
    method: 'post',
    path: '/api/auth/resend-code',
    tag: 'auth',
    auth: 'none',
    summary:
      'E-mail a new sign-up code (the same answer whether or not the address has an account)',
    body: ResendCodeRequestSchema,
    response: MessageResponseSchema,
    errors: { 429: 'Too many attempts' },
  }),
  op({
    id: 'getEmailStatus',
    method: 'get',
    path: '/api/email/status',
    tag: 'auth',
    auth: 'session',
    summary: "The person's e-mail address and whether it is verified",
    response: EmailStatusResponseSchema,
  }),
  op({
    id: 'sendVerificationEmail',
    method: 'post',
    path: '/api/email/send-verification',
    tag: 'auth',
    auth: 'session',
    summary: 'E-mail a verification link (nothing is sent when already verified)',
    response: SendVerificationResponseSchema,
    errors: { 404: 'The account is gone (code user-not-found)', 429: 'Too many attempts' },
  }),
  op({
    id: 'applyEmailAction',
    method: 'post',
    path: '/api/email/action',
    tag: 'auth',
    auth: 'none',
    summary:
      "Apply an e-mailed link's code (verifyEmail, recoverEmail) or check it (resetPassword)",
    body: EmailActionRequestSchema,
    response: EmailActionResponseSchema,
    errors: {
      400: actionRefused,
      403: 'The account is disabled (code user-disabled)',
      404: 'The account is gone (code user-not-found)',
      429: 'Too many attempts',
    },
  }),
  op({
    id: 'requestPasswordReset',
    method: 'post',
    path: '/api/password/reset-request',
    tag: 'auth',
    auth: 'none',
    summary:
      'E-mail a password reset link (the same answer whether or not the address has an account)',
    body: PasswordResetEmailRequestSchema,
    response: MessageResponseSchema,
    errors: { 429: 'Too many attempts' },
  }),
  op({
    id: 'resetPassword',
    method: 'post',
    path: '/api/password/reset',
    tag: 'auth',
    auth: 'none',
    summary: "Set a new password with the reset link's code (ends every session of the account)",
    body: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
    errors: {
      400: 'The code is invalid or used (code invalid-action-code) or expired (expired-action-code), or the password is too weak',
      404: 'The account is gone (code user-not-found)',
      429: 'Too many attempts',
    },
  }),
];
