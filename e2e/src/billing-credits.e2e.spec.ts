import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';
import { ifStarted } from '@labellens/server-testing';

let stack: RunningStack;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  // The gateway serves the built front ends; the build is cached by content hash.
  execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'build-web.js')], {
    stdio: 'inherit',
  });
  smtp = await startSmtpReceiver();
  // No Stripe keys: billing uses its in-app test provider and /runtime-config.json has no key.
  stack = await startE2eStack({ SMTP_URL: smtp.url });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await ifStarted(browser)?.close();
  await ifStarted(stack)?.stop();
  await ifStarted(smtp)?.close();
});

const PASSWORD = 'a long and unusual passphrase';

/** Sign-up, e-mailed code, log-in and profile, through the UI (as in auth-journey). */
async function signUpWithProfile(page: Page, email: string) {
  await page.goto(`${stack.url}/auth`);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByLabel(/first name/i).fill('Rosalind');
  await page.getByLabel(/last name/i).fill('Franklin');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  const [, code] = await smtp.waitFor(email, /verification code is (\d{6})/, 15_000);
  await page.getByPlaceholder(/6-digit code/i).fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await page.getByText('Email verified! You can now log in.').first().waitFor();

  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  await page.getByText('Complete Your Profile').waitFor({ timeout: 15_000 });
  await page.getByLabel('Age').fill('37');
  await page.getByLabel(/^female$/i).check();
  await page.getByLabel('Weight (kg)').fill('58');
  await page.getByLabel('Height (cm)').fill('165');
  await page.getByLabel('Activity level').selectOption('active');
  await page.getByLabel('Goal').selectOption('maintain');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await page.waitForURL(`${stack.url}/`);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const notice = (page: Page, title: string) =>
  page.locator('.ll-toast').filter({ has: page.getByText(title, { exact: true }) });

it('buys 20 pay-as-you-go scans with the test card; a declined card says so; the scan page shows 23', async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = `credits${Date.now()}@example.com`;
  await signUpWithProfile(page, email);

  // A new account is on the free plan: 3 scans, no credits.
  const banner = page.getByTestId('usage-banner');
  await banner.getByText('Free Plan').waitFor();
  await banner.getByText('0 / 3 scans used').waitFor();
  expect(await banner.getByTestId('payg-credits').count()).toBe(0);

  // In-app navigation keeps the one shared QueryClient of shell and remotes.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Plans' }).click();
  await page.locator('[data-remote="account"][data-page="subscription"]').waitFor();
  await page.getByTestId('current-plan').getByText('0 / 3').waitFor();

  // A declined card: the provider's message, no credits, the checkout stays open.
  await page.getByRole('button', { name: 'Buy 10 scans for $1.00' }).click();
  await page.getByText('Test mode: use 4242 4242 4242 4242').waitFor();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $1.00' }).click();
  await notice(page, 'Payment Failed').getByText('Your card was declined.').waitFor();
  await page.locator('[data-page="subscription-checkout"]').waitFor();
  await notice(page, 'Payment Failed').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Back to Plans' }).click();

  // 20 scans with the succeeding test card.
  await page.getByRole('button', { name: 'More scans' }).click();
  await page.getByTestId('payg-price').getByText('$2.00').waitFor();
  await page.getByRole('button', { name: 'Buy 20 scans for $2.00' }).click();
  await page.getByTestId('checkout-summary').getByText('20 pay-as-you-go scans').waitFor();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $2.00' }).click();
  await notice(page, 'Payment Successful')
    .getByText('20 scans have been added to your account.')
    .waitFor();
  await page.locator('[data-page="subscription"]').waitFor();
  await page
    .getByTestId('current-plan')
    .getByText('20 pay-as-you-go credits · never expire')
    .waitFor();

  // Back on the scan page the usage banner has refetched the status: 3 monthly + 20 credits.
  await nav.getByRole('link', { name: 'Scan' }).click();
  await banner.getByTestId('payg-credits').getByText('20 credits').waitFor();
  await banner.getByText('0 / 3 scans used · 23 available').waitFor();

  const status = await page.evaluate(
    async () => (await fetch('/api/subscription/status')).json() as Promise<unknown>,
  );
  expect(status).toMatchObject({
    subscriptionTier: 'free',
    scansRemaining: 23,
    paygCredits: 20,
    canScan: true,
  });
  expect(errors).toEqual([]);
  await page.close();
});
