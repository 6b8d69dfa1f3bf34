import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Browser as ApiClient } from './support/api-user';
import { signedInPage, signUp, useBrowserStack } from './support/browser-stack';

// Issue 15: a real desktop layout for the signed-in screens at ≥ 1024 px (side navigation,
// results in two columns, history as a grid, forms at a readable width), the phone layout below.

const env = useBrowserStack();
let client: ApiClient;
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'labellens-desktop-shots');

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  client = await signUp(env, 'desk');
}, 60_000);

async function pageAt(width: number, height: number): Promise<Page> {
  return (await signedInPage(env, client, { viewport: { width, height } })).page;
}

async function analyse(page: Page, list: string, name: string): Promise<void> {
  await page.goto(`${env.stack.url}/`);
  const field = page.getByRole('textbox', { name: 'Ingredients', exact: true });
  await field.waitFor();
  await field.fill(list);
  await page.getByLabel('Product Name (optional)').fill(name);
  await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
  await page.getByText('Analysis Results').waitFor({ timeout: 30_000 });
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not visible`);
  return b;
}

it('at 1280 px: side navigation, results in two columns, history as a grid, readable forms', async () => {
  const page = await pageAt(1280, 800);
  await analyse(page, 'sugar, palm oil, hazelnuts, skimmed milk powder, E250, salt', 'Spread');

  // The navigation runs down the left side, full height; the content uses the width beside it.
  const nav = await box(page, 'nav[aria-label="Main"]');
  expect(nav.x).toBe(0);
  expect(nav.height).toBeGreaterThanOrEqual(790);
  expect(nav.width).toBeLessThan(300);
  const results = await box(page, '[data-testid="scan-results"]');
  expect(results.x).toBeGreaterThanOrEqual(nav.width);
  expect(results.width).toBeGreaterThan(700);

  // The verdict and allergens stand beside the ingredient list, not above it.
  const verdict = await box(page, '[data-testid="overall-rating"]');
  const list = await box(page, '[data-testid="ingredient-card"]');
  expect(list.x).toBeGreaterThan(verdict.x + verdict.width - 1);
  expect(list.y).toBeLessThan(verdict.y + verdict.height + 400);
  await page.screenshot({ path: path.join(SHOTS, 'results-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save to Scan History' }).click();
  await analyse(page, 'water, sugar, citric acid', 'Lemonade');
  await page.getByRole('button', { name: 'Save to Scan History' }).click();
  await page.goto(`${env.stack.url}/history`);
  await page.getByText('Lemonade').first().waitFor();
  const cards = page.locator('.scan-history-card');
  await expect(cards.count()).resolves.toBeGreaterThanOrEqual(2);
  const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  await page.screenshot({ path: path.join(SHOTS, 'history-1280.png'), fullPage: true });

  await page.goto(`${env.stack.url}/settings`);
  await page.locator('[data-page="settings"]').waitFor();
  const settings = await box(page, '[data-page="settings"] .ll-app-content');
  expect(settings.width).toBeGreaterThan(500);
  expect(settings.width).toBeLessThanOrEqual(720);
  await page.screenshot({ path: path.join(SHOTS, 'settings-1280.png'), fullPage: true });
  await page.context().close();
}, 120_000);

it('at 390 px: the phone layout, with the tab bar along the bottom', async () => {
  const page = await pageAt(390, 844);
  await analyse(page, 'water, sugar, E250', 'Cordial');
  const nav = await box(page, 'nav[aria-label="Main"]');
  expect(nav.y + nav.height).toBeGreaterThan(830);
  expect(nav.width).toBeGreaterThan(380);
  // Every tab fits on one row.
  const tabs = page.locator('nav[aria-label="Main"] li');
  const ys = new Set<number>();
  for (const tab of await tabs.all()) ys.add(Math.round((await tab.boundingBox())!.y));
  expect(ys.size).toBe(1);
  const verdict = await box(page, '[data-testid="overall-rating"]');
  const list = await box(page, '[data-testid="ingredient-card"]');
  expect(list.y).toBeGreaterThan(verdict.y + verdict.height - 1);
  await page.screenshot({ path: path.join(SHOTS, 'results-390.png'), fullPage: true });
  await page.context().close();
}, 120_000);
