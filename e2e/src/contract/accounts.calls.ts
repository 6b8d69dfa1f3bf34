import { Browser } from '../support/api-user';
import { CONTRACT_PASSWORD, type ContractRun } from '../support/contract';

/** A signed-in person with a verified e-mail and a profile: the rest of the calls are theirs. */
export interface ContractPerson {
  person: Browser;
  email: string;
}

/** Sign-up, its e-mailed code, sign-in, the refused OIDC callback, the profile and e-mail status. */
export async function callAccountOperations(run: ContractRun): Promise<ContractPerson> {
  const { stack, smtp } = run;
  const person = new Browser(stack.url, '127.0.0.1');
  const email = `contract-${Date.now()}@example.com`;

  await run.call(person, 'getSubscriptionPlans');
  await run.call(person, 'getCurrentUser', { status: 401 });
  await run.call(person, 'signUp', {
    body: { email, password: CONTRACT_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  });
  const [, code] = await smtp.waitFor(email, /verification code is (\d{6})/, 15_000);
  await run.call(person, 'confirmSignUp', { body: { email, confirmationCode: code } });
  // Verified now: nothing is sent, and the answer is the one any address gets.
  await run.call(person, 'resendSignUpCode', { body: { email } });
  await run.call(person, 'signIn', { body: { email, password: CONTRACT_PASSWORD } });
  // No identity provider is configured here: the OpenID sign-in redirects to the sign-in page,
  // and the callback is refused with an ApiError body.
  const stranger = new Browser(stack.url, '127.0.0.2');
  await run.call(stranger, 'login', { location: '/auth' });
  await run.call(stranger, 'authCallback', { body: { code: 'not-a-code' }, status: 400 });
  const profile = {
    age: 35,
    sex: 'female',
    weight: 60,
    height: 165,
    activityLevel: 'moderate',
    goal: 'maintain',
    diet: 'vegetarian',
    allergies: 'milk',
    healthConcerns: '',
    profileComplete: true,
  };
  await run.call(person, 'setupProfile', { body: profile });
  await run.call(person, 'getCurrentUser');
  const verified = await run.call<{ emailVerified: boolean }>(person, 'getEmailStatus');
  expect(verified.emailVerified).toBe(true);
  await run.call(person, 'sendVerificationEmail');
  return { person, email };
}

/** A password reset by the e-mailed link: the code checked, then spent (every session ends). */
export async function callPasswordResetOperations(
  run: ContractRun,
  { person, email }: ContractPerson,
): Promise<void> {
  const { stack, smtp } = run;
  await run.call(new Browser(stack.url, '127.0.0.4'), 'requestPasswordReset', { body: { email } });
  const [, oobCode] = await smtp.waitFor(
    email,
    /mode=resetPassword&oobCode=([A-Za-z0-9_-]+)/,
    15_000,
  );
  const action = await run.call<{ email: string }>(person, 'applyEmailAction', {
    body: { mode: 'resetPassword', oobCode },
  });
  expect(action.email).toBe(email);
  await run.call(person, 'resetPassword', {
    body: { oobCode, newPassword: `${CONTRACT_PASSWORD} renewed` },
  });
  await run.call(person, 'getCurrentUser', { status: 401 });
}
