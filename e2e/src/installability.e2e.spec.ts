// Issue 17, "Lighthouse's installability checks passing". Lighthouse 12 dropped its PWA category
// and with it the `installable-manifest` audit; that audit was Chromium's own verdict, read over the
// DevTools protocol with Page.getInstallabilityErrors, which is what this test asks directly of
// Debian's Chromium, for the built app as the gateway serves it (manifest, icons, service worker).
// `npm run bench -- lighthouse` prints the same verdict.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { signUp, useBrowserStack } from './support/browser-stack';

const env = useBrowserStack();

// Chromium never offers to install from an incognito profile ("in-incognito"), which is what a
// Playwright browser context is; an installed app comes from an ordinary profile, so each test
// uses a fresh persistent one (as Lighthouse did with its own fresh profile).
const profiles: string[] = [];
async function ordinaryProfile(): Promise<BrowserContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'll-installable-'));
  profiles.push(dir);
  return chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}
afterAll(() => {
  for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true });
});

/** Chromium's installability verdict for the page, and the manifest errors it found, if any. */
async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest', {});
    return {
      errors: installabilityErrors.map(
        (e) => `${e.errorId}${e.errorArguments.map((a) => ` ${a.name}=${a.value}`).join('')}`,
      ),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((e) => e.message),
    };
  } finally {
    await cdp.detach();
  }
}

/** Once the page's service worker is active, as an installed app would start. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.ready.then((r) => Boolean(r.active)),
    undefined,
    { timeout: 60_000 },
  );
}

describe('installability (Chromium, Page.getInstallabilityErrors)', () => {
  it('finds the landing page installable: no installability errors, a manifest without errors', async () => {
    const context = await ordinaryProfile();
    try {
      const page = await context.newPage();
      await page.goto(`${env.stack.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await serviceWorkerReady(page);
      const verdict = await installability(page);
      expect(verdict.manifestUrl).toBe(`${env.stack.url}/manifest.webmanifest`);
      expect(verdict.manifestErrors).toEqual([]);
      expect(verdict.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds the signed-in scan page installable too', async () => {
    const client = await signUp(env, 'installable');
    const context = await ordinaryProfile();
    try {
      await context.addCookies([
        { name: 'll_session', value: client.cookies.get('ll_session')!, url: env.stack.url },
      ]);
      const page = await context.newPage();
      await page.goto(`${env.stack.url}/`);
      await page
        .getByRole('textbox', { name: 'Ingredients', exact: true })
        .waitFor({ timeout: 30_000 });
      await serviceWorkerReady(page);
      const verdict = await installability(page);
      expect(verdict.manifestErrors).toEqual([]);
      expect(verdict.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reports an error for a page without a manifest (the check can fail)', async () => {
    const context = await ordinaryProfile();
    try {
      const page = await context.newPage();
      // A same-origin page of the stack that links no manifest.
      await page.goto(`${env.stack.url}/api/health`);
      const verdict = await installability(page);
      expect(verdict.errors).toContain('no-manifest');
    } finally {
      await context.close();
    }
  });
});
