// Issue 17: scanning with no network. A signed-in person prepares offline use in Settings (OCR
// data and knowledge base downloaded from our origin, an offline allowance from the server), goes
// offline and reloads, uploads a label photo: tesseract.js reads it and ingredient-analysis rates
// it on the device, and the scan waits in IndexedDB ("On this device"). Back online, it is sent
// once with its idempotency key: the server history holds it exactly once and the quota is used
// exactly once, also when the same upload is sent again.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { renderLabel, styleFor } from '../../services/scan/test/support/label-renderer';
import { signUpThroughApi } from './support/api-user';
import { signUp, signedInPage, useBrowserStack, waitForProfile } from './support/browser-stack';

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'labellens-offline-scan-shots');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const AXE_SOURCE = (require('axe-core') as { source: string }).source;
const env = useBrowserStack();

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's WCAG 2.x A/AA rules on one part of the page; one line per failing node. */
async function violations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (sel) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Element, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const el = document.querySelector(sel);
    if (!el) throw new Error(`${sel} not found`);
    const result = await axe.run(el, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, selector);
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} ${v.help} at ${n.target.join(' ')}`));
}

async function offlineScansOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open('labellens-offline');
        req.onerror = () => {
          reject(new Error('no database'));
        };
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('scans')) {
            resolve(0);
            return;
          }
          const count = db.transaction('scans').objectStore('scans').count();
          count.onsuccess = () => {
            resolve(count.result);
          };
          count.onerror = () => {
            reject(new Error('count failed'));
          };
        };
      }),
  );
}

async function labelPhoto(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-offline-scan-'));
  const photo = path.join(dir, 'label.png');
  writeFileSync(
    photo,
    await renderLabel(
      {
        id: 'offline-e2e',
        lang: 'en',
        productName: 'Oat Crunch',
        header: 'INGREDIENTS:',
        ingredients: ['Whole grain oats', 'sugar', 'sunflower oil', 'skimmed milk powder', 'salt'],
        statements: ['Contains: oats (gluten), milk.'],
        clutterAbove: ['NET WT 500 g'],
        clutterBelow: ['Best before: see top'],
      },
      { ...styleFor(1), blur: 0, rotate: 0, keystone: 0, jpegQuality: null },
    ),
  );
  return photo;
}

it('prepares offline use, scans a label with the network off, and syncs it once when back online', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const client = await signUp(env, 'offline-scan');
  const me = await client.call('GET', '/api/auth/user');
  await waitForProfile(env, (me.body as { id: string }).id);
  const statusBefore = (await client.call('GET', '/api/subscription/status')).body as {
    scansUsed: number;
  };
  const { context, page } = await signedInPage(env, client, {
    viewport: { width: 1280, height: 900 },
  });
  try {
    // 1. Online: the service worker takes the page, then "Use offline" in Settings.
    await page.goto(`${env.stack.url}/`);
    await page
      .getByRole('textbox', { name: 'Ingredients', exact: true })
      .waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () =>
        Boolean(navigator.serviceWorker.controller) &&
        document.documentElement.dataset.offlineReady === 'true',
      undefined,
      { timeout: 60_000 },
    );
    await page.goto(`${env.stack.url}/settings`);
    const section = page.getByTestId('use-offline');
    await section.getByText(/Text recognition for English .* MB\./).waitFor({ timeout: 30_000 });
    const sizeText = await section.getByText(/Text recognition for English/).innerText();
    await section.screenshot({ path: path.join(SHOTS, 'settings-use-offline-idle-1280.png') });
    expect(await violations(page, '[data-testid="use-offline"]')).toEqual([]);
    await section.getByRole('button', { name: 'Use offline' }).click();
    await section.getByRole('progressbar', { name: 'Downloading offline data' }).waitFor();
    await section.getByText('Ready to use offline').waitFor({ timeout: 120_000 });
    await section.getByText(/\d+ offline scans until/).waitFor();
    expect(await violations(page, '[data-testid="use-offline"]')).toEqual([]);
    await section.screenshot({ path: path.join(SHOTS, 'settings-use-offline-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: path.join(SHOTS, 'settings-use-offline-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    console.log(`offline download: ${sizeText}`);

    // 2. Offline, reloaded: the app comes from the service worker.
    await context.setOffline(true);
    const reloaded = await page.goto(`${env.stack.url}/`);
    expect(reloaded?.fromServiceWorker()).toBe(true);
    const ingredients = page.getByRole('textbox', { name: 'Ingredients', exact: true });
    await ingredients.waitFor({ timeout: 30_000 });

    // 3. A label photo, read and rated on the device.
    const started = Date.now();
    const pageErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') pageErrors.push(m.text());
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.locator('input[type="file"]').setInputFiles(await labelPhoto());
    await page
      .waitForFunction(
        () =>
          (document.querySelector('textarea')?.value ?? '').toLowerCase().includes('sunflower oil'),
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        // Say what the page showed instead (a notice, an error) and what it logged.
        const shown = (await page.locator('body').innerText()).slice(0, 1500);
        throw new Error(
          `${String(error)}\npage:\n${shown}\nconsole:\n${pageErrors.join('\n').slice(0, 3000)}`,
        );
      });
    const list = (await ingredients.inputValue()).toLowerCase();
    expect(list).toContain('sugar');
    expect(
      (
        await page.getByRole('textbox', { name: 'Allergen Information' }).inputValue()
      ).toLowerCase(),
    ).toMatch(/contains:? oats \(gluten\), milk/);
    await page.getByLabel('Product Name (optional)').fill('Oat Crunch');
    await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
    await page.getByText('On this device.').waitFor({ timeout: 30_000 });
    await page.getByText('Analysis Results').waitFor();
    console.log(`offline photo → results: ${Date.now() - started} ms`);
    // The milk allergy of the profile (kept on the device) is seen offline too.
    expect((await page.locator('#root').innerText()).toLowerCase()).toContain('milk');
    expect(await offlineScansOnDevice(page)).toBe(1);
    // Kept on the device already (and sent when back online): nothing to save by hand.
    await page.getByTestId('scan-results').waitFor();
    expect(await page.getByRole('button', { name: 'Save to Scan History' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'offline-result-1280.png'), fullPage: true });
    expect(await violations(page, '.offline-notice')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, 'offline-result-390.png'), fullPage: true });

    // History (still offline): the scan is there, marked "On this device".
    await page.goto(`${env.stack.url}/history`);
    await page.getByText('On this device', { exact: true }).first().waitFor({ timeout: 30_000 });
    // The server's list cannot come: a calm note under the device's scans, not an error.
    const offlineNote = page.getByText(
      "You're offline. Scans saved on this device are shown above; your full history appears when you're back online.",
    );
    await offlineNote.waitFor({ timeout: 30_000 });
    expect(await page.getByText('Failed to load scan history').count()).toBe(0);
    expect(await page.locator('[data-page="history"] [role="alert"]').count()).toBe(0);
    expect(await violations(page, '.offline-scans')).toEqual([]);
    expect(await violations(page, '.offline-history-note')).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'offline-history-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // 4. Back online: sent once, removed from the device, in the server history once. The scan is
    // read from IndexedDB first: it is sent either by the page (on 'online') or by the service
    // worker (Background Sync), whose requests the page does not see, so the test reads what will
    // be sent rather than listening to one of the two.
    const upload = await page.evaluate(
      () =>
        new Promise<{
          allowance: string;
          idempotencyKey: string;
          createdAt: string;
          ingredientsText: string;
          productName?: string;
        }>((resolve, reject) => {
          const req = indexedDB.open('labellens-offline');
          req.onerror = () => {
            reject(new Error('IndexedDB could not be opened'));
          };
          req.onsuccess = () => {
            const all = req.result.transaction('scans').objectStore('scans').getAll();
            all.onsuccess = () => {
              const rows = all.result as {
                allowance: string;
                idempotencyKey: string;
                createdAt: string;
                ingredientsText: string;
                productName: string | null;
              }[];
              if (rows.length !== 1) {
                reject(new Error(`expected one scan on the device, found ${rows.length}`));
                return;
              }
              const [row] = rows;
              resolve({
                allowance: row.allowance,
                idempotencyKey: row.idempotencyKey,
                createdAt: row.createdAt,
                ingredientsText: row.ingredientsText,
                ...(row.productName ? { productName: row.productName } : {}),
              });
            };
          };
        }),
    );
    await context.setOffline(false);
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const req = indexedDB.open('labellens-offline');
          req.onsuccess = () => {
            const count = req.result.transaction('scans').objectStore('scans').count();
            count.onsuccess = () => {
              resolve(count.result === 0);
            };
          };
        }),
      undefined,
      { timeout: 60_000, polling: 500 },
    );
    expect(upload.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(upload.ingredientsText.toLowerCase()).toContain('sunflower oil');
    expect(upload.productName).toBe('Oat Crunch');

    // The device's copy goes, and the server's scan takes its place in the list.
    await page
      .getByText('On this device', { exact: true })
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('Oat Crunch').first().waitFor({ timeout: 30_000 });
    await page.getByText(/1 products? analyzed/).waitFor({ timeout: 30_000 });
    await offlineNote.waitFor({ state: 'detached' });

    // Offline again with nothing on the device: History says so calmly, and when the network
    // returns the server's list comes by itself (no reload; no sync, as nothing is waiting).
    await context.setOffline(true);
    await page.goto(`${env.stack.url}/history`);
    const emptyNote = page.getByText(
      "You're offline. Your scan history appears when you're back online.",
    );
    await emptyNote.waitFor({ timeout: 30_000 });
    expect(await page.getByText('Failed to load scan history').count()).toBe(0);
    expect(await page.getByText('Oat Crunch').count()).toBe(0);
    await context.setOffline(false);
    await page.getByText('Oat Crunch').first().waitFor({ timeout: 30_000 });
    await page.getByText(/1 products? analyzed/).waitFor();
    expect(await emptyNote.count()).toBe(0);

    // A repeated upload (a retry after a lost answer) is a replay, not a second scan.
    const replay = await client.call('POST', '/api/offline/scans', upload, {
      origin: env.stack.url,
    });
    expect(replay.status).toBe(200);
    expect((replay.body as { replayed: boolean }).replayed).toBe(true);

    const history = (await client.call('GET', '/api/scan-history')).body as {
      productName: string | null;
    }[];
    expect(history.filter((h) => h.productName === 'Oat Crunch')).toHaveLength(1);
    expect(history).toHaveLength(1);
    // The held scan is committed like an online scan's (asynchronously): used once, not twice.
    const used = async () =>
      ((await client.call('GET', '/api/subscription/status')).body as { scansUsed: number })
        .scansUsed;
    for (let i = 0; i < 60 && (await used()) < statusBefore.scansUsed + 1; i++) {
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 2000));
    expect(await used()).toBe(statusBefore.scansUsed + 1);
  } finally {
    await context.close();
  }
}, 240_000);

it('offers "Use offline" once, right after signing in on this device', async () => {
  const email = `offline-prompt-${Date.now()}@example.com`;
  await signUpThroughApi(env.stack.url, env.smtp, { email, firstName: 'Ada' });
  const context = await env.chromium.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${env.stack.url}/auth`);
    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    const prompt = page.getByRole('region', { name: 'Use LabelLens offline?' });
    await prompt.waitFor({ timeout: 30_000 });
    await prompt.getByText(/Text recognition for English .* MB\./).waitFor({ timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Use offline' }).waitFor();
    expect(await violations(page, '.shell-offline-prompt')).toEqual([]);
    await prompt.screenshot({ path: path.join(SHOTS, 'first-run-prompt-390.png') });
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
    // Answered: signing in again on this device does not ask again.
    await page.goto(`${env.stack.url}/settings`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByLabel(/^email/i).waitFor({ timeout: 30_000 });
    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Ingredients', exact: true })
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2000);
    expect(await prompt.count()).toBe(0);
  } finally {
    await context.close();
  }
});
