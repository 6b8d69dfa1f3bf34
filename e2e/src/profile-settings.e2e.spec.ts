import { readFileSync } from 'node:fs';
import type { Browser as Chromium, Page } from 'playwright-core';
import { Browser, buyCredits, signUpThroughApi } from './support/api-user';
import { launchChromium } from './support/chromium';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';
import { ifStarted } from '@labellens/server-testing';

let stack: RunningStack;
let chromium: Chromium;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stack = await startE2eStack({ SMTP_URL: smtp.url });
  chromium = await launchChromium();
}, 120_000);

afterAll(async () => {
  await ifStarted(chromium)?.close();
  await ifStarted(stack)?.stop();
  await ifStarted(smtp)?.close();
});

const PASSWORD = 'a long and unusual passphrase';

async function signedInPage(client: Browser): Promise<Page> {
  const context = await chromium.newContext({ acceptDownloads: true });
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: stack.url },
  ]);
  return context.newPage();
}

async function download(page: Page, label: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  return readFileSync(await file.path(), 'utf8');
}

it('shows the profile with badges and personal ingredients, exports data, clears history and deletes the account', async () => {
  const email = `rosa-${Date.now()}@example.com`;
  const client = await signUpThroughApi(stack.url, smtp, {
    email,
    firstName: 'Rosa',
    lastName: 'Parks',
  });
  const origin = { origin: stack.url };
  // Four scans is one more than the free plan's three.
  await buyCredits(client, stack.url, 10);
  for (const [name, list] of [
    ['Granola', ['oats', 'honey']],
    ['Cola', ['water', 'sugar', 'caffeine']],
    ['Crisps', ['potatoes', 'salt']],
    ['Yoghurt', ['milk', 'cultures']],
  ] as const) {
    expect(
      (
        await client.call(
          'POST',
          '/api/scan',
          { ingredients: list, productName: name, preferredLanguage: 'en' },
          origin,
        )
      ).status,
    ).toBe(200);
  }
  for (const ingredientName of ['honey', 'sugar', 'caffeine', 'salt', 'palm oil']) {
    expect(
      (
        await client.call(
          'POST',
          '/api/preferences',
          { ingredientName, preference: 'concern' },
          origin,
        )
      ).status,
    ).toBe(200);
  }

  const page = await signedInPage(client);
  await page.goto(`${stack.url}/profile`);
  await page.getByText('Rosa Parks').first().waitFor();
  await page.getByText(email).first().waitFor();
  await page.getByText(/Member since/).waitFor();
  await page.getByText('Health Profile').waitFor();
  await page.getByText('Usage Analytics').waitFor();
  // Explorer needs 10 scans (4 here): locked. Curator needs 5 marked ingredients: earned.
  await page
    .locator(':text("Explorer")')
    .locator('xpath=ancestor::*[contains(., "Locked")][1]')
    .first()
    .waitFor();
  await page
    .locator(':text("Curator")')
    .locator('xpath=ancestor::*[contains(., "Earned")][1]')
    .first()
    .waitFor();
  await page.getByText('Personal Ingredients').waitFor();
  await page.getByText('palm oil').first().waitFor();
  await page.getByRole('link', { name: /View All/ }).waitFor();
  await page.getByRole('button', { name: 'Remove palm oil' }).click();
  await page.getByText('Preference Removed').first().waitFor();

  await page.goto(`${stack.url}/settings`);
  await page.getByText(email).first().waitFor();
  await page.getByText('1.0.0').first().waitFor();
  const csv = await download(page, 'Download scan history (CSV)');
  expect(csv).toContain('Granola');
  expect(csv).toContain('caffeine');
  const json = JSON.parse(await download(page, 'Download all my data (JSON)')) as {
    account: { email: string };
    scan: { scans: unknown[]; preferences: unknown[] };
  };
  expect(json.account.email).toBe(email);
  expect(json.scan.scans).toHaveLength(4);
  expect(json.scan.preferences).toHaveLength(4);

  await page.getByRole('button', { name: /Clear Scan History/ }).click();
  await page.getByRole('button', { name: 'Clear History' }).click();
  await page.waitForFunction(
    async () => ((await (await fetch('/api/scan-history')).json()) as unknown[]).length === 0,
  );

  await page.getByRole('button', { name: /Delete Account/ }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.waitForURL(`${stack.url}/`);
  await page
    .getByRole('button', { name: /watch demo/i })
    .first()
    .waitFor();
  expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);
  const again = await new Browser(stack.url, '127.0.0.1').call('POST', '/api/auth/signin', {
    email,
    password: PASSWORD,
  });
  expect(again.status).toBe(401);
});
