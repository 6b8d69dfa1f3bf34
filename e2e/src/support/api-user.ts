import { Browser } from '../../../services/auth/test/support/auth-harness';
import type { startSmtpReceiver } from './smtp';

export { Browser };

/** Signs a person up through the public API (e-mailed code included) and returns their signed-in client. */
export async function signUpThroughApi(
  base: string,
  smtp: Awaited<ReturnType<typeof startSmtpReceiver>>,
  person: { email: string; firstName?: string; lastName?: string; password?: string },
): Promise<Browser> {
  const password = person.password ?? 'a long and unusual passphrase';
  const client = new Browser(base, '127.0.0.1');
  const signup = await client.call('POST', '/api/auth/signup', {
    email: person.email,
    password,
    firstName: person.firstName,
    lastName: person.lastName,
  });
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.status} ${signup.text}`);
  const [, code] = await smtp.waitFor(person.email, /verification code is (\d{6})/, 15_000);
  await client.call('POST', '/api/auth/confirm-signup', {
    email: person.email,
    confirmationCode: code,
  });
  const signin = await client.call('POST', '/api/auth/signin', { email: person.email, password });
  if (signin.status !== 200) throw new Error(`signin failed: ${signin.status} ${signin.text}`);
  const profile = await client.call(
    'POST',
    '/api/profile/setup',
    {
      age: 35,
      sex: 'female',
      weight: 60,
      height: 165,
      activityLevel: 'moderate',
      goal: 'maintain',
      allergies: 'milk',
      healthConcerns: '',
    },
    { origin: base },
  );
  if (profile.status !== 200) throw new Error(`profile failed: ${profile.status} ${profile.text}`);
  return client;
}

/** Buys pay-as-you-go credits with the in-app test provider's test card. */
export async function buyCredits(
  client: Browser,
  base: string,
  scansQuantity: number,
): Promise<void> {
  const created = await client.call(
    'POST',
    '/api/payg/create-payment',
    { scansQuantity },
    { origin: base },
  );
  if (created.status !== 200)
    throw new Error(`create-payment failed: ${created.status} ${created.text}`);
  const confirmed = await client.call(
    'POST',
    '/api/billing/local/confirm',
    {
      clientSecret: created.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
    { origin: base },
  );
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${confirmed.status} ${confirmed.text}`);
  const processed = await client.call(
    'POST',
    '/api/payg/process-payment',
    { paymentIntentId: created.body.paymentIntentId },
    { origin: base },
  );
  if (processed.status !== 200)
    throw new Error(`process-payment failed: ${processed.status} ${processed.text}`);
}
