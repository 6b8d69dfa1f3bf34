import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort, ifStarted } from '@labellens/server-testing';
import { launchChromium } from './support/chromium';
import { startE2eStack, type RunningStack } from './support/stack';
import { recordTransientTexts, transientTextsShown } from './support/transient-text';

const SUCCESS = 'Authentication successful! Redirecting...';

let stack: RunningStack;
let browser: Browser;
let provider: ChildProcess;

beforeAll(async () => {
  const providerPort = await freePort();
  const gatewayPort = await freePort();
  const gateway = `http://localhost:${gatewayPort}`;
  provider = spawn(
    process.execPath,
    [
      path.join(__dirname, 'support', 'oidc-provider.mjs'),
      String(providerPort),
      'labellens-web',
      'test-client-secret-value',
      `${gateway}/auth/callback`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    provider.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    provider.once('exit', (code) => {
      reject(new Error(`oidc provider exited ${code}`));
    });
  });
  stack = await startE2eStack(
    {
      OIDC_ISSUER_URL: `http://127.0.0.1:${providerPort}`,
      OIDC_CLIENT_ID: 'labellens-web',
      OIDC_CLIENT_SECRET: 'test-client-secret-value',
      PUBLIC_URL: gateway,
    },
    { gatewayPort },
  );
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await ifStarted(browser)?.close();
  await ifStarted(stack)?.stop();
  ifStarted(provider)?.kill();
});

it('signs in through a real OpenID provider: /api/login → provider → /auth/callback → /', async () => {
  const page = await browser.newPage();
  // The callback page shows its success text for one second before it loads /.
  await recordTransientTexts(page, [SUCCESS]);
  await page.goto(`${stack.url}/api/login`);
  // node-oidc-provider's development login and consent pages.
  await page.locator('input[name="login"]').fill('grace');
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();
  await page.waitForURL(/\/auth\/callback\?code=/, { waitUntil: 'commit' });
  await page.waitForURL(`${stack.url}/`, { timeout: 20_000 }).catch(async (err: unknown) => {
    throw new Error(
      `${err instanceof Error ? err.message : String(err)}\npage: ${await page.locator('body').innerText()}\nlogs: ${stack.logs
        .filter((l) => /auth/.test(l))
        .slice(-8)
        .join('\n')}`,
    );
  });
  expect(await transientTextsShown(page)).toEqual([SUCCESS]);
  const me = await page.evaluate(
    async () => (await fetch('/api/auth/user')).json() as Promise<unknown>,
  );
  expect(me).toMatchObject({ email: 'grace@oidc.example', firstName: 'Oidc', lastName: 'Person' });
});

it('shows the failure and returns to /auth when the code is bad', async () => {
  const page = await browser.newPage();
  await page.goto(`${stack.url}/auth/callback?code=not-a-real-code`);
  await page.waitForURL(`${stack.url}/auth`, { timeout: 10_000 });
});
