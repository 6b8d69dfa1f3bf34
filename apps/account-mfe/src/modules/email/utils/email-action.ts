import { ApiError } from '@labellens/web-api-client';

export const EMAIL_ACTION_REDIRECT_MS = 2000;
export const EMAIL_ACTION_MODES = ['verifyEmail', 'resetPassword', 'recoverEmail'] as const;
export type KnownMode = (typeof EMAIL_ACTION_MODES)[number];

export type EmailActionPlan =
  | { kind: 'noParams' }
  | { kind: 'missingParams' }
  | { kind: 'unknownMode' }
  | { kind: 'run'; mode: KnownMode; oobCode: string; continueUrl: string | null };

/** Reads mode, oobCode and continueUrl from the e-mail link. */
export function emailActionPlan(search: string): EmailActionPlan {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const continueUrl = params.get('continueUrl');
  if (!mode && !oobCode && !continueUrl) return { kind: 'noParams' };
  if (!mode || !oobCode) return { kind: 'missingParams' };
  if (!(EMAIL_ACTION_MODES as readonly string[]).includes(mode)) return { kind: 'unknownMode' };
  return { kind: 'run', mode: mode as KnownMode, oobCode, continueUrl };
}

export const NO_PARAMS_MESSAGE =
  'This page is only used to verify email addresses and reset passwords from the links we send you.';
export const MISSING_PARAMS_MESSAGE = 'Invalid email verification link. Please request a new one.';
export const UNKNOWN_MODE_MESSAGE = 'Unknown email action type.';

/** Message for a failed action, by identity error code (spec 02 §8). */
export function emailActionErrorMessage(error: unknown): string {
  const data = error instanceof ApiError ? error.data : undefined;
  const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : '';
  const normalised = code.replace(/^auth\//, '');
  switch (normalised) {
    case 'expired-action-code':
      return 'Link expired, request a new one';
    case 'invalid-action-code':
      return 'Invalid or already used';
    case 'user-disabled':
      return 'Account disabled, contact support';
    case 'unknown-mode':
      return UNKNOWN_MODE_MESSAGE;
    case 'user-not-found':
      return 'User account not found. Please try signing up again.';
    default: {
      const message =
        data && typeof data === 'object' && 'message' in data
          ? String(data.message)
          : error instanceof Error
            ? error.message
            : String(error);
      return `Error: ${message}`;
    }
  }
}
