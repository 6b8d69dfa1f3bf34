import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startE2eStack, type RunningStack } from './support/stack';
import { ifStarted } from '@labellens/server-testing';

const root = path.resolve(__dirname, '..', '..');
let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startE2eStack();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await ifStarted(browser)?.close();
  await ifStarted(stack)?.stop();
});

beforeAll(async () => {
  await promisify(execFile)('npm', ['run', '-s', 'admin:create', '--', 'logout-admin'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: stack.databaseUrl('auth'),
      ADMIN_PASSWORD: 'an admin passphrase for logout',
    },
  });
});

it.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])(
  'Logout ends the admin session on the server at $width px: the old token is refused afterwards',
  async (viewport) => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${stack.url}/admin/login`);
    await page.getByLabel(/username/i).fill('logout-admin');
    await page.getByLabel(/password/i).fill('an admin passphrase for logout');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${stack.url}/admin/dashboard`);
    await page.getByText('Total Users').waitFor();

    const token = await page.evaluate(() => window.localStorage.getItem('labellens.adminToken'));
    expect(token).toBeTruthy();
    // 503 only while a dependency warms up on the shared CI machine; anything else is the answer.
    const analytics = async (bearer: string) => {
      for (let attempt = 0; ; attempt++) {
        const res = await fetch(`${stack.url}/api/admin/analytics`, {
          headers: { authorization: `Bearer ${bearer}` },
        });
        if (res.status !== 503 || attempt === 20) return res;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    expect((await analytics(token!)).status).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Admin session ended successfully').first().waitFor();
    await page.waitForURL(`${stack.url}/admin/login`);
    expect(await page.getByText('Logout failed').count()).toBe(0);
    expect(
      await page.evaluate(() => window.localStorage.getItem('labellens.adminToken')),
    ).toBeNull();

    // Revoked on the server, not only forgotten by the browser.
    expect((await analytics(token!)).status).toBe(401);
    await page.close();
  },
);
