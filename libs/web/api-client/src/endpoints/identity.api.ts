/**
 * Account-security calls (e-mail verification, e-mail actions, password reset, MFA). The spec
 * leaves their paths open; these are the auth service's routes under /api/email, /api/password
 * and /api/mfa.
 */
import { apiRequest, requestJson } from '../http';
import { queryKeys } from '../query-keys';
import type {
  EmailActionMode,
  EmailActionRequest,
  EmailActionResponse,
  EmailStatusResponse,
  MfaFactor,
  MfaFactorsResponse,
  PasswordResetEmailRequest,
  ResetPasswordRequest,
  StartPhoneMfaRequest,
  StartPhoneMfaResponse,
  StartTotpMfaResponse,
  VerifyPhoneMfaRequest,
  VerifyTotpMfaRequest,
} from '../types';

export async function sendVerificationEmail(): Promise<void> {
  await apiRequest('POST', '/api/email/send-verification');
}

export function getEmailVerificationStatus(): Promise<EmailStatusResponse> {
  return requestJson('GET', queryKeys.emailVerificationStatus);
}

/**
 * Applies (verifyEmail, recoverEmail) or checks (resetPassword) an e-mail action code.
 * Failures carry the identity error code in the JSON body: { code, message }.
 */
export function applyEmailAction(
  mode: EmailActionMode,
  oobCode: string,
): Promise<EmailActionResponse> {
  const body: EmailActionRequest = { mode, oobCode };
  return requestJson('POST', '/api/email/action', body);
}

export async function sendPasswordResetEmail(email: string): Promise<void> {
  const body: PasswordResetEmailRequest = { email };
  await apiRequest('POST', '/api/password/reset-request', body);
}

export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
  const body: ResetPasswordRequest = { oobCode, newPassword };
  await apiRequest('POST', '/api/password/reset', body);
}

export async function listMfaFactors(): Promise<MfaFactor[]> {
  return (await requestJson<MfaFactorsResponse>('GET', queryKeys.mfaFactors)).factors;
}

/** Sends a code by SMS to a new phone factor (E.164 number, e.g. +15551234567). */
export function startPhoneEnrollment(
  phoneNumber: string,
  displayName?: string,
): Promise<StartPhoneMfaResponse> {
  const body: StartPhoneMfaRequest = { phoneNumber, displayName };
  return requestJson('POST', '/api/mfa/phone/start', body);
}

export function finishPhoneEnrollment(verificationId: string, code: string): Promise<MfaFactor> {
  const body: VerifyPhoneMfaRequest = { verificationId, code };
  return requestJson('POST', '/api/mfa/phone/verify', body);
}

/** Starts an authenticator-app factor: the secret to enter in the app, and its otpauth URL. */
export function startTotpEnrollment(): Promise<StartTotpMfaResponse> {
  return requestJson('POST', '/api/mfa/totp/start');
}

export function finishTotpEnrollment(factorUid: string, code: string): Promise<MfaFactor> {
  const body: VerifyTotpMfaRequest = { factorUid, code };
  return requestJson('POST', '/api/mfa/totp/verify', body);
}

export async function removeMfaFactor(uid: string): Promise<void> {
  await apiRequest('DELETE', `/api/mfa/factors/${encodeURIComponent(uid)}`);
}
