import {
  MfaFactorSchema,
  MfaFactorsResponseSchema,
  SignedInResponseSchema,
  StartPhoneMfaResponseSchema,
  StartTotpMfaResponseSchema,
} from '../auth';
import {
  MfaFactorParamsSchema,
  MfaSignInRequestSchema,
  SendMfaCodeRequestSchema,
  StartPhoneMfaRequestSchema,
  VerifyPhoneMfaRequestSchema,
  VerifyTotpMfaRequestSchema,
} from '../auth-requests';
import { MessageResponseSchema } from '../errors';
import { NoContentSchema, op, type ApiOperation } from './operation';

const factorNotFound = 'No such factor of this account (MFA factor not found)';

/** Second factors (auth service): enrolment, removal, and the sign-in's second step. */
export const MFA_OPERATIONS: readonly ApiOperation[] = [
  op({
    id: 'listMfaFactors',
    method: 'get',
    path: '/api/mfa/factors',
    tag: 'auth',
    auth: 'session',
    summary: "The account's verified second factors (phone numbers masked)",
    response: MfaFactorsResponseSchema,
  }),
  op({
    id: 'startPhoneMfa',
    method: 'post',
    path: '/api/mfa/phone/start',
    tag: 'auth',
    auth: 'session',
    summary: 'Start a phone factor: a code is sent by SMS to the number (E.164)',
    body: StartPhoneMfaRequestSchema,
    response: StartPhoneMfaResponseSchema,
    errors: {
      400: 'The number has no country code (E.164), or the request is invalid',
      429: 'Too many attempts',
    },
  }),
  op({
    id: 'verifyPhoneMfa',
    method: 'post',
    path: '/api/mfa/phone/verify',
    tag: 'auth',
    auth: 'session',
    summary: "Finish a phone factor with the SMS's code",
    body: VerifyPhoneMfaRequestSchema,
    response: MfaFactorSchema,
    errors: {
      400: 'The code is wrong or expired, or the request is invalid',
      404: factorNotFound,
      429: 'Too many attempts',
    },
  }),
  op({
    id: 'startTotpMfa',
    method: 'post',
    path: '/api/mfa/totp/start',
    tag: 'auth',
    auth: 'session',
    summary: 'Start an authenticator-app factor: its secret and otpauth URL',
    response: StartTotpMfaResponseSchema,
  }),
  op({
    id: 'verifyTotpMfa',
    method: 'post',
    path: '/api/mfa/totp/verify',
    tag: 'auth',
    auth: 'session',
    summary: "Finish an authenticator-app factor with one of the app's codes",
    body: VerifyTotpMfaRequestSchema,
    response: MfaFactorSchema,
    errors: {
      400: 'The code is wrong, or the request is invalid',
      404: factorNotFound,
      429: 'Too many attempts',
    },
  }),
  op({
    id: 'removeMfaFactor',
    method: 'delete',
    path: '/api/mfa/factors/{uid}',
    tag: 'auth',
    auth: 'session',
    summary: 'Remove a second factor',
    params: MfaFactorParamsSchema,
    response: NoContentSchema,
    success: { 204: 'Removed' },
    errors: { 404: factorNotFound },
  }),
  op({
    id: 'sendSignInMfaCode',
    method: 'post',
    path: '/api/auth/mfa/send',
    tag: 'auth',
    auth: 'none',
    summary:
      "The sign-in's second step: send the SMS code of a phone factor (an app's factor sends nothing)",
    body: SendMfaCodeRequestSchema,
    response: MessageResponseSchema,
    errors: { 404: factorNotFound, 429: 'Too many attempts' },
  }),
  op({
    id: 'verifySignInMfa',
    method: 'post',
    path: '/api/auth/mfa/verify',
    tag: 'auth',
    auth: 'none',
    summary: "The sign-in's second step: a factor's code completes the pending sign-in",
    body: MfaSignInRequestSchema,
    response: SignedInResponseSchema,
    errors: {
      400: 'The code is wrong or expired, or the request is invalid',
      404: factorNotFound,
      429: 'Too many attempts',
    },
  }),
];
