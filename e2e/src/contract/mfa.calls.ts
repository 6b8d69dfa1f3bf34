import { totpCode } from '../../../services/auth/src/mfa/totp';
import { Browser } from '../support/api-user';
import { CONTRACT_PASSWORD, type ContractRun } from '../support/contract';
import type { ContractPerson } from './accounts.calls';

/**
 * Second factors: a phone started (a number without its country code refused), a wrong SMS code
 * refused, the unfinished factor removed; an authenticator app enrolled with a code computed from
 * its secret, listed, asked for by the next sign-in, whose second step it completes (that session
 * then signed out); then removed (a second removal: not found).
 */
export async function callMfaOperations(
  run: ContractRun,
  { person, email }: ContractPerson,
): Promise<void> {
  const none = await run.call<{ factors: unknown[] }>(person, 'listMfaFactors');
  expect(none.factors).toEqual([]);
  await run.call(person, 'startPhoneMfa', { body: { phoneNumber: '5551234567' }, status: 400 });
  const phone = await run.call<{ verificationId: string }>(person, 'startPhoneMfa', {
    body: { phoneNumber: '+15551234567', displayName: 'Contract phone' },
  });
  await run.call(person, 'verifyPhoneMfa', {
    body: { verificationId: phone.verificationId, code: '000000' },
    status: 400,
  });
  await run.call(person, 'removeMfaFactor', {
    params: { uid: phone.verificationId },
    status: 204,
  });

  const app = await run.call<{ factorUid: string; secret: string }>(person, 'startTotpMfa');
  const enrolled = await run.call<{ uid: string; kind?: string }>(person, 'verifyTotpMfa', {
    body: { factorUid: app.factorUid, code: totpCode(app.secret) },
  });
  expect(enrolled).toMatchObject({ uid: app.factorUid, kind: 'totp' });
  const listed = await run.call<{ factors: { uid: string }[] }>(person, 'listMfaFactors');
  expect(listed.factors.map((f) => f.uid)).toEqual([app.factorUid]);

  // The next sign-in asks for the factor; an app's factor is sent nothing, its code completes it.
  const second = new Browser(run.stack.url, '127.0.0.5');
  const challenge = await run.call<{ mfaRequired?: boolean }>(second, 'signIn', {
    body: { email, password: CONTRACT_PASSWORD },
  });
  expect(challenge.mfaRequired).toBe(true);
  await run.call(second, 'sendSignInMfaCode', { body: { factorUid: app.factorUid } });
  const signedIn = await run.call<{ user: { email: string } }>(second, 'verifySignInMfa', {
    body: { factorUid: app.factorUid, code: totpCode(app.secret) },
  });
  expect(signedIn.user.email).toBe(email);
  // That session ends by the sign-out redirect, to a local `next` only.
  await run.call(second, 'getCurrentUser');
  await run.call(second, 'logout', { query: '?next=/auth', location: '/auth' });
  await run.call(second, 'getCurrentUser', { status: 401 });
  await run.call(second, 'logout', { query: '?next=https://example.org/', location: '/' });

  await run.call(person, 'removeMfaFactor', { params: { uid: app.factorUid }, status: 204 });
  await run.call(person, 'removeMfaFactor', { params: { uid: app.factorUid }, status: 404 });
}
