import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { signUp, useBrowserStack, waitForProfile } from './support/browser-stack';

// Issue 18, part 1, in the browser: a milk-allergic person scanning ham with E250 is told what to
// choose instead for both, on the results, the scan detail and the share card, and sees the
// best-rated ham they scanned before.

const env = useBrowserStack();
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'labellens-choose-shots');

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

async function personPage(context: BrowserContext) {
  const client = await signUp(env, 'choose');
  const me = await client.call('GET', '/api/auth/user');
  await waitForProfile(env, String(me.body.id));
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: env.stack.url },
  ]);
  return context.newPage();
}

async function analyse(page: Page, list: string, productName: string) {
  await page.goto(`${env.stack.url}/`);
  const ingredients = page.getByRole('textbox', { name: 'Ingredients', exact: true });
  await ingredients.waitFor();
  await ingredients.fill(list);
  await page.getByLabel('Product Name (optional)').fill(productName);
  await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
  await page.getByText('Analysis Results').waitFor({ timeout: 30_000 });
}

const HAM =
  'pork 90%, water, salt, milk proteins, dextrose, antioxidant: sodium ascorbate, preservative: E250';
const NITRITE = 'Look for ham and other cured meats labelled without added nitrite';
const MILK = 'Look for products without milk: check the allergen box';

it('E250 and a milk allergy both get "Choose instead" on results, detail and the share card, with the best ham scanned before', async () => {
  const context = await env.chromium.newContext({
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  const page = await personPage(context);
  // An earlier scan of the same type, without nitrite or milk.
  await analyse(page, 'pork 95%, salt, dextrose, rosemary extract', 'Ham slices without nitrite');
  await analyse(page, HAM, 'Cooked ham slices');

  const results = page.getByTestId('scan-results');
  const section = results.getByTestId('choose-instead');
  await section.waitFor();
  await expect(section.getByRole('heading', { name: 'Choose instead' }).count()).resolves.toBe(1);
  const milk = section.locator('[data-rule="allergy"]');
  const nitrite = section.locator('[data-rule="nitrite"]');
  await expect(milk.textContent()).resolves.toContain(MILK);
  await expect(milk.textContent()).resolves.toMatch(/Your allergy.*For: milk proteins/);
  await expect(nitrite.textContent()).resolves.toContain(NITRITE);
  await expect(nitrite.textContent()).resolves.toMatch(/For: E250.*Source: IARC/);
  // Personal conflicts come first.
  const rules = await section
    .getByTestId('choose-instead-item')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-rule')));
  expect(rules[0]).toBe('allergy');

  const comparison = results.getByTestId('history-comparison');
  await comparison.waitFor();
  await expect(comparison.textContent()).resolves.toMatch(
    /^You rated Ham slices without nitrite \d+(\.\d)? today\./,
  );

  await section.screenshot({ path: path.join(SHOTS, 'choose-instead-1280.png') });
  await results.screenshot({ path: path.join(SHOTS, 'results-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: path.join(SHOTS, 'choose-instead-390.png') });
  await results.screenshot({ path: path.join(SHOTS, 'results-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Scan detail: the advice was stored with the scan.
  await page.goto(`${env.stack.url}/history`);
  await page.getByTestId('history-card').filter({ hasText: 'Cooked ham slices' }).click();
  await page.waitForURL(/\/scan\/[0-9a-f-]{36}$/);
  const detail = page.getByTestId('scan-detail');
  const detailSection = detail.getByTestId('choose-instead');
  await expect(detailSection.locator('[data-rule="allergy"]').textContent()).resolves.toContain(
    MILK,
  );
  await expect(detailSection.locator('[data-rule="nitrite"]').textContent()).resolves.toContain(
    NITRITE,
  );
  await detail.getByTestId('history-comparison').waitFor();
  await detail.screenshot({ path: path.join(SHOTS, 'detail-1280.png') });

  // Share: the second card of the full analysis is "Choose instead" (read back with tesseract).
  await page.getByRole('button', { name: 'Share', exact: true }).first().click();
  await page.getByRole('img', { name: /Share card 1 of \d+: Cooked ham slices/ }).waitFor();
  await page.getByRole('button', { name: 'Next card' }).click();
  await page
    .getByRole('img', {
      name: /Share card 2 of \d+: Choose instead for Cooked ham slices: Look for products without milk/,
    })
    .waitFor();
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: /Download/ }).click();
  await page
    .getByText(/Downloaded \d+ share cards/)
    .first()
    .waitFor({ timeout: 30_000 });
  const card = path.join(SHOTS, 'share-choose-instead.png');
  await downloads[1].saveAs(card);
  const ocr = execFileSync('tesseract', [card, 'stdout', '--psm', '3'], { encoding: 'utf8' });
  expect(ocr).toMatch(/Choose Instead/i);
  expect(ocr).toMatch(/without added nitrite/i);
  expect(ocr).toMatch(/without milk/i);
  await context.close();
});
