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

const PASSWORD = 'a long and unusual passphrase';

it.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])(
  'logs an unverified account into the code step, resends until throttled, then verifies and logs in (at $width px)',
  async (viewport) => {
    const email = `unverified${viewport.width}-${Date.now()}@example.com`;
    // Signed up, the first code mail ignored.
    const signup = await fetch(`${stack.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signup.status).toBe(200);
    await smtp.waitFor(email, /verification code is (\d{6})/, 15_000);

    const page = await browser.newPage({ viewport });
    await page.goto(`${stack.url}/auth`);
    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();

    await page
      .getByText('Please verify your email before logging in. We have sent you a new code.')
      .first()
      .waitFor();
    const codeField = page.getByPlaceholder(/6-digit code/i);
    await codeField.waitFor();
    await page.getByRole('button', { name: 'Verify Email' }).waitFor();

    // Sign-up and log-in used two of the three mails in the window; the resend takes the third.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page
      .getByText('If that account still needs verifying, we have sent a new code.')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page
      .getByText(/Too many attempts\. Please try again in \d+ minutes?\./)
      .first()
      .waitFor();

    // The newest mailed code (the resend's) verifies the account.
    const mails = smtp.mails.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(3);
    const code = /verification code is (\d{6})/.exec(mails[mails.length - 1].raw)![1];
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByText('Email verified! You can now log in.').first().waitFor();

    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Complete Your Profile').waitFor({ timeout: 15_000 });
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(me).toBe(200);
  },
);
