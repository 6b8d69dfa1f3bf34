import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { signedInPage, signUp, useBrowserStack } from './support/browser-stack';

// Issue 15: WCAG 2.2 AA. axe-core runs on every page and dialog, at a phone and a desktop width,
// and finds nothing.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const AXE_SOURCE = (require('axe-core') as { source: string }).source;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'labellens-a11y-shots');

const env = useBrowserStack({
  ADMIN_USERNAME: 'a11y-admin',
  ADMIN_PASSWORD: 'an admin passphrase for axe',
});

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's WCAG 2.0–2.2 A and AA rules on the page as it is now; one line per failing node. */
async function violations(page: Page, what: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return found.flatMap((v) =>
    v.nodes.map((n) => `${what}: ${v.id} (${v.impact ?? '?'}) ${v.help} at ${n.target.join(' ')}`),
  );
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Entrance transitions end before colours are measured.
  await page.waitForTimeout(400);
}

async function signedInContext(viewport: { width: number; height: number }) {
  const client = await signUp(env, `a11y-${viewport.width}`);
  return (await signedInPage(env, client, { viewport, reducedMotion: 'reduce' })).context;
}

async function check(page: Page, url: string, what: string, ready: string): Promise<string[]> {
  await page.goto(`${env.stack.url}${url}`);
  await page.getByText(ready, { exact: false }).first().waitFor({ timeout: 30_000 });
  await settle(page);
  return violations(page, what);
}

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  let context: BrowserContext | undefined;
  afterEach(async () => context?.close());

  it('public pages have no WCAG 2.2 AA violations', async () => {
    context = await env.chromium.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const found = [
      ...(await check(page, '/', `landing@${viewport.width}`, 'LabelLens')),
      ...(await check(page, '/auth', `auth@${viewport.width}`, 'Password')),
      ...(await check(page, '/help', `help@${viewport.width}`, 'Help')),
      ...(await check(page, '/security', `security@${viewport.width}`, 'Security')),
      ...(await check(page, '/privacy', `privacy@${viewport.width}`, 'Privacy')),
      ...(await check(page, '/terms', `terms@${viewport.width}`, 'Terms')),
    ];
    await page.goto(`${env.stack.url}/`);
    await settle(page);
    await page.screenshot({
      path: path.join(SHOTS, `landing-${viewport.width}.png`),
      fullPage: true,
    });
    expect(found).toEqual([]);
  }, 120_000);

  it('signed-in pages, results and the share, Add to list and delete dialogs have no WCAG 2.2 AA violations', async () => {
    context = await signedInContext(viewport);
    const page = await context.newPage();
    const found: string[] = [];
    const at = (name: string) => `${name}@${viewport.width}`;
    found.push(...(await check(page, '/', at('scan'), 'Analyze Ingredients')));

    await page
      .getByLabel('Ingredients', { exact: true })
      .fill('sugar, palm oil, hazelnuts 13%, skimmed milk powder, E250, lecithins (soya)');
    await page.getByLabel('Product Name (optional)').fill('Hazelnut spread');
    await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
    await page.getByText('Analysis Results').waitFor({ timeout: 30_000 });
    await settle(page);
    found.push(...(await violations(page, at('results'))));
    await page.screenshot({
      path: path.join(SHOTS, `results-${viewport.width}.png`),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Save to Scan History' }).click();
    await page.getByText(/saved/i).first().waitFor({ timeout: 15_000 });
    found.push(...(await check(page, '/history', at('history'), 'Hazelnut spread')));
    await page.getByText('Hazelnut spread').first().click();
    await page.waitForURL(/\/scan\//);
    await page.getByText('Hazelnut spread').first().waitFor();
    await settle(page);
    found.push(...(await violations(page, at('detail'))));

    await page.getByRole('button', { name: /share/i }).first().click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    found.push(...(await violations(page, at('share-dialog'))));
    await page.screenshot({ path: path.join(SHOTS, `share-${viewport.width}.png`) });
    // The dialog closes from the keyboard and gives focus back to the page.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The other dialogs of the detail page: Add to shopping list and the delete confirmation.
    await page.getByTestId('add-to-list').click();
    await page.getByRole('dialog', { name: 'Add to shopping list' }).waitFor();
    await settle(page);
    found.push(...(await violations(page, at('add-to-list-dialog'))));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this scan?' }).waitFor();
    await settle(page);
    found.push(...(await violations(page, at('delete-dialog'))));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    found.push(...(await check(page, '/list', at('shopping-list'), 'Shopping List')));
    found.push(...(await check(page, '/profile', at('profile'), 'Profile')));
    found.push(...(await check(page, '/settings', at('settings'), 'Settings')));
    found.push(...(await check(page, '/subscription', at('subscription'), 'Premium')));
    expect(found).toEqual([]);
  }, 180_000);

  it('the admin sign-in and every dashboard tab have no WCAG 2.2 AA violations', async () => {
    context = await env.chromium.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const at = (name: string) => `${name}@${viewport.width}`;
    const found = await check(page, '/admin/login', at('admin-login'), 'Sign In');
    await page.getByLabel(/username/i).fill('a11y-admin');
    await page.getByLabel(/password/i).fill('an admin passphrase for axe');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Total Users').waitFor({ timeout: 30_000 });
    await settle(page);
    found.push(...(await violations(page, at('admin-dashboard'))));
    for (const tab of await page.getByRole('tab').all()) {
      const name = (await tab.textContent())?.trim() ?? 'tab';
      await tab.click();
      await settle(page);
      found.push(...(await violations(page, at(`admin-${name}`))));
    }
    await page.screenshot({
      path: path.join(SHOTS, `admin-${viewport.width}.png`),
      fullPage: true,
    });
    expect(found).toEqual([]);
  }, 120_000);
});
