import type { Browser, Page } from 'playwright-core';
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

/** A verified account without a profile, signed in inside the page (its cookie in the browser). */
async function signInWithoutProfile(page: Page, email: string): Promise<void> {
  await page.goto(`${stack.url}/auth`);
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) =>
        (
          await fetch(p, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(b),
          })
        ).status,
      [path, body] as const,
    );
  expect(await post('/api/auth/signup', { email, password: PASSWORD })).toBe(200);
  const [, code] = await smtp.waitFor(email, /verification code is (\d{6})/, 15_000);
  expect(await post('/api/auth/confirm-signup', { email, confirmationCode: code })).toBe(200);
  expect(await post('/api/auth/signin', { email, password: PASSWORD })).toBe(200);
}

it.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])(
  'offers Sign Out during profile setup at $width px, and it ends the session',
  async (viewport) => {
    const page = await browser.newPage({ viewport });
    await signInWithoutProfile(page, `nosetup${viewport.width}${Date.now()}@example.com`);

    // Every path shows profile setup until the profile is complete.
    await page.goto(`${stack.url}/history`);
    await page.getByText('Complete Your Profile').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await page.waitForURL(`${stack.url}/auth`);
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
    await page.close();
  },
);
