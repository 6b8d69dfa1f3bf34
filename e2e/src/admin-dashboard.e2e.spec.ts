import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser as Chromium, Page } from 'playwright-core';
import { buyCredits, signUpThroughApi } from './support/api-user';
import { launchChromium } from './support/chromium';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';
import { ifStarted } from '@labellens/server-testing';

const root = path.resolve(__dirname, '..', '..');
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

async function summary(page: Page, title: string): Promise<string> {
  return page
    .locator('[data-testid="admin-summary"]', { hasText: title })
    .locator('.admin-summary__value')
    .innerText();
}

it('an administrator created with the CLI sees users, scans and payments arrive within one refresh', async () => {
  // The CLI, as an operator would run it (password from the environment instead of the prompt).
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '-s', 'admin:create', '--', 'e2e-admin'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: stack.databaseUrl('auth'),
        ADMIN_PASSWORD: 'an admin passphrase for e2e',
      },
    },
  );
  expect(stdout).toContain('Created administrator "e2e-admin"');

  const page = await chromium.newPage();
  await page.goto(`${stack.url}/admin/login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Please enter both username and password').first().waitFor();
  await page.getByLabel(/username/i).fill('e2e-admin');
  await page.getByLabel(/password/i).fill('an admin passphrase for e2e');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${stack.url}/admin/dashboard`);
  await page.getByText('Total Users').waitFor();
  expect(await summary(page, 'Total Users')).toBe('0');

  // A person uses the product: signs up, scans, pays.
  const email = `admin-e2e-${Date.now()}@example.com`;
  const client = await signUpThroughApi(stack.url, smtp, {
    email,
    firstName: 'Marie',
    lastName: 'Curie',
  });
  const scan = await client.call(
    'POST',
    '/api/scan',
    {
      ingredients: ['water', 'sugar', 'citric acid'],
      productName: 'Lemonade',
      preferredLanguage: 'en',
    },
    { origin: stack.url },
  );
  expect(scan.status).toBe(200);
  await buyCredits(client, stack.url, 20);

  // Within one 30-second refresh the figures and rows change.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid="admin-summary"]')].some(
        (el) =>
          el.textContent.includes('Total Scans') &&
          el.querySelector('.admin-summary__value')?.textContent === '1',
      ),
    undefined,
    { timeout: 40_000 },
  );
  expect(await summary(page, 'Total Users')).toBe('1');
  expect(await summary(page, 'Total Revenue')).toBe('$2.00');
  await page.getByText(email).waitFor();
  await page.getByRole('tab', { name: 'Recent Scans' }).click();
  await page.getByText('Lemonade').waitFor();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.getByText('$2.00').last().waitFor();

  // A consumer session never reads admin data; logging out ends the admin session.
  expect((await client.call('GET', '/api/admin/analytics')).status).toBe(401);
  await page.getByRole('button', { name: /logout/i }).click();
  await page.waitForURL(`${stack.url}/admin/login`);
});
