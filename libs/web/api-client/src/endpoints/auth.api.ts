import { ApiError, requestJson } from '../http';
import type {
  ConfirmSignUpRequest,
  MessageResponse,
  MfaSignInRequest,
  ResendCodeRequest,
  SendMfaCodeRequest,
  SignedInResponse,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
} from '../types';

/** POST /api/auth/signin — ok means signed in, unless a second factor is required. */
export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return requestJson('POST', '/api/auth/signin', body);
}

/** Sends the SMS code of a phone factor during a two-step sign-in. */
export function sendSignInMfaCode(factorUid: string): Promise<MessageResponse> {
  const body: SendMfaCodeRequest = { factorUid };
  return requestJson('POST', '/api/auth/mfa/send', body);
}

/** Completes a two-step sign-in with the factor's code. */
export function verifySignInMfa(factorUid: string, code: string): Promise<SignedInResponse> {
  const body: MfaSignInRequest = { factorUid, code };
  return requestJson('POST', '/api/auth/mfa/verify', body);
}

/** POST /api/auth/signup — ok leads to the verification step. */
export function signUp(body: SignUpRequest): Promise<unknown> {
  return requestJson('POST', '/api/auth/signup', body);
}

/** POST /api/auth/confirm-signup — ok returns to log-in. */
export function confirmSignUp(body: ConfirmSignUpRequest): Promise<unknown> {
  return requestJson('POST', '/api/auth/confirm-signup', body);
}

/** POST /api/auth/resend-code — mails a new verification code (429 with a wait message when over budget). */
export function resendVerificationCode(email: string): Promise<MessageResponse> {
  const body: ResendCodeRequest = { email };
  return requestJson('POST', '/api/auth/resend-code', body);
}

/** True for the log-in refusal of an account whose e-mail is not verified yet. */
export function isEmailNotVerifiedError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.data as { code?: unknown } | undefined)?.code === 'EMAIL_NOT_VERIFIED'
  );
}

/** POST /api/auth/callback — exchanges an identity-provider code for a session. */
export function completeAuthCallback(code: string): Promise<unknown> {
  return requestJson('POST', '/api/auth/callback', { code });
}

/** Browser navigation targets (server-side redirects, not fetch calls). */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
