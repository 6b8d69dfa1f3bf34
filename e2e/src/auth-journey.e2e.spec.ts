import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';
import { ifStarted } from '@labellens/server-testing';

let stack: RunningStack;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stack = await startE2eStack({ SMTP_URL: smtp.url });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await ifStarted(browser)?.close();
  await ifStarted(stack)?.stop();
  await ifStarted(smtp)?.close();
});

it('signs up, verifies with the e-mailed code, logs in, completes the profile, lands on /, and signs out', async () => {
  const page = await browser.newPage();
  const email = `journey${Date.now()}@example.com`;
  await page.goto(`${stack.url}/auth`);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByLabel(/first name/i).fill('Grace');
  await page.getByLabel(/last name/i).fill('Hopper');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
  await page.getByLabel('Confirm Password').fill('a long and unusual passphrase');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const [, code] = await smtp.waitFor(email, /verification code is (\d{6})/, 15_000);
  await page.getByPlaceholder(/6-digit code/i).fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await page.getByText('Email verified! You can now log in.').first().waitFor();

  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  // A new user has no profile: every path shows profile setup.
  await page.getByText('Complete Your Profile').waitFor({ timeout: 15_000 });
  await page.getByLabel('Age').fill('41');
  await page.getByLabel(/^female$/i).check();
  await page.getByLabel('Weight (kg)').fill('63');
  await page.getByLabel('Height (cm)').fill('168');
  await page.getByLabel('Activity level').selectOption('moderate');
  await page.getByLabel('Goal').selectOption('maintain');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await page.waitForURL(`${stack.url}/`);
  await page
    .getByRole('tab', { name: /ingredients/i })
    .first()
    .waitFor({ timeout: 15_000 });

  const me = await page.evaluate(
    async () => (await fetch('/api/auth/user')).json() as Promise<unknown>,
  );
  expect(me).toMatchObject({
    email,
    firstName: 'Grace',
    age: 41,
    sex: 'female',
    profileComplete: true,
  });

  await page.goto(`${stack.url}/api/logout`);
  await page.waitForURL(`${stack.url}/`);
  await page
    .getByRole('button', { name: /watch demo/i })
    .first()
    .waitFor();
  const after = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
  expect(after).toBe(401);
});
