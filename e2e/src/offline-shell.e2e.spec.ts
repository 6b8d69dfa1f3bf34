// Issue 17, first part: LabelLens is an installable PWA whose shell and remotes load offline.
// The service worker (/sw.js, Workbox, built by scripts/build-web.js) precaches every app's
// files; the page marks <html data-offline-ready="true"> once the worker controls it and its
// network-first files (runtime config, remote manifests, who is signed in) are cached.
// Also the update flow: a new worker waits until the person chooses "Reload".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { signUp, signedInPage, useBrowserStack } from './support/browser-stack';

// The gateway serves a copy of the built apps, so that the update test can "deploy" a new
// service worker without touching apps/*/dist.
const APPS = path.resolve(__dirname, '..', '..', 'apps');
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'll-offline-web-'));
beforeAll(() => {
  for (const app of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    fs.cpSync(path.join(APPS, app, 'dist'), path.join(webDist, app, 'dist'), { recursive: true });
  }
});
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});
const env = useBrowserStack({ WEB_DIST_DIR: webDist });

/** A new build's worker: different bytes at /sw.js (and its precompressed copies). */
function deployNewServiceWorker(): void {
  const file = path.join(webDist, 'shell', 'dist', 'sw.js');
  const source = `${fs.readFileSync(file, 'utf8')}\n// deployed ${Date.now()}\n`;
  fs.writeFileSync(file, source);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source));
}

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Boolean(navigator.serviceWorker.controller) &&
      document.documentElement.dataset.offlineReady === 'true',
    undefined,
    { timeout: 60_000 },
  );
}

describe('installable, offline shell', () => {
  it('serves a valid web app manifest, its icons and the service worker', async () => {
    const base = env.stack.url;
    const page = await (await fetch(`${base}/`)).text();
    expect(page).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?/);

    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const manifest = (await res.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'LabelLens',
      short_name: 'LabelLens',
      start_url: '/',
      display: 'standalone',
      theme_color: '#047857',
      background_color: '#f7faf9',
    });
    const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const png = await fetch(new URL(icon.src, `${base}/manifest.webmanifest`));
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe(icon.type);
      const { width, height } = pngSize(Buffer.from(await png.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }

    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    const csp = sw.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('loads the landing page with the network off once the service worker controls it', async () => {
    const context = await env.chromium.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${env.stack.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await waitUntilOfflineReady(page);

      await context.setOffline(true);
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('section#features').waitFor();
      await page.locator('section#pricing').waitFor();

      // A deep link of the shell is answered with the cached page too.
      const deep = await page.goto(`${env.stack.url}/privacy`);
      expect(deep?.fromServiceWorker()).toBe(true);
      expect((await page.locator('#root').innerText()).trim()).not.toBe('');
    } finally {
      await context.close();
    }
  });

  it('shows a signed-in person the scan page offline, the scan remote from the cache', async () => {
    const client = await signUp(env, 'offline');
    const { context, page } = await signedInPage(env, client);
    try {
      await page.goto(`${env.stack.url}/`);
      const ingredients = page.getByRole('textbox', { name: 'Ingredients', exact: true });
      await ingredients.waitFor({ timeout: 30_000 });
      await waitUntilOfflineReady(page);

      await context.setOffline(true);
      const remoteRequests: { url: string; fromServiceWorker: boolean }[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/mfe/scan/')) {
          remoteRequests.push({ url: r.url(), fromServiceWorker: r.fromServiceWorker() });
        }
      });
      await page.reload();
      await ingredients.waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Analyze Ingredients' }).waitFor();
      expect(remoteRequests.length).toBeGreaterThan(0);
      expect(remoteRequests.filter((r) => !r.fromServiceWorker)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers "A new version is available — Reload" after a deploy, and reloads into it', async () => {
    const context = await env.chromium.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${env.stack.url}/`);
      await waitUntilOfflineReady(page);
      const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
      expect(await banner.count()).toBe(0);

      deployNewServiceWorker();
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await banner.waitFor({ timeout: 30_000 });
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
      });
      expect(state).toEqual({ waiting: false, active: 'activated' });
      expect(await banner.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
