import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download } from 'playwright-core';
import { renderLabel, styleFor } from '../../services/scan/test/support/label-renderer';
import { signUpThroughApi } from './support/api-user';
import { useBrowserStack } from './support/browser-stack';

const env = useBrowserStack();
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

it.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])(
  'uploads a label photo, streams the analysis, saves it, finds it in history, marks an allergy and downloads share cards (at $width px)',
  async (viewport) => {
    const client = await signUpThroughApi(env.stack.url, env.smtp, {
      email: `scanner${viewport.width}-${Date.now()}@example.com`,
      firstName: 'Rosalind',
    });
    const context = await env.chromium.newContext({ acceptDownloads: true, viewport });
    await context.addCookies([
      { name: 'll_session', value: client.cookies.get('ll_session')!, url: env.stack.url },
    ]);
    const page = await context.newPage();

    const dir = mkdtempSync(path.join(os.tmpdir(), 'll-scan-e2e-'));
    const photo = path.join(dir, 'label.png');
    writeFileSync(
      photo,
      await renderLabel(
        {
          id: 'e2e',
          lang: 'en',
          productName: 'Oat Crunch',
          header: 'INGREDIENTS:',
          ingredients: [
            'Whole grain oats',
            'sugar',
            'sunflower oil',
            'skimmed milk powder',
            'salt',
          ],
          statements: ['Contains: oats (gluten), milk.'],
          clutterAbove: ['NET WT 500 g'],
          clutterBelow: ['Best before: see top'],
        },
        { ...styleFor(1), blur: 0, rotate: 0, keystone: 0, jpegQuality: null },
      ),
    );

    await page.goto(`${env.stack.url}/`);
    await page.getByRole('button', { name: /Upload Photo/ }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(photo);
    const ingredients = page.getByLabel('Ingredients', { exact: true });
    await page.waitForFunction(
      () => (document.querySelector('textarea')?.value ?? '').toLowerCase().includes('sugar'),
      undefined,
      { timeout: 60_000 },
    );
    expect((await ingredients.inputValue()).toLowerCase()).toContain('sunflower oil');
    // The statement read from the label fills the Allergen Information box, editable.
    const statements = page.getByRole('textbox', { name: 'Allergen Information' });
    expect((await statements.inputValue()).toLowerCase()).toMatch(
      /contains:? oats \(gluten\), milk/,
    );
    await page.getByLabel('Product Name (optional)').fill('Oat Crunch');

    const streamResponse = page.waitForResponse((r) => r.url().endsWith('/api/scan-stream'));
    await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
    await page.getByText('Live Ingredient Analysis').waitFor();
    const stream = await streamResponse;
    expect(stream.headers()['content-type']).toContain('text/event-stream');
    const events = (await stream.text())
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as { type: string });
    expect(events.filter((e) => e.type === 'ingredient').length).toBeGreaterThanOrEqual(4);
    expect(events.at(-1)!.type).toBe('complete');

    await page.getByText('Analysis Results').waitFor();
    await page.getByRole('button', { name: 'Save to Scan History' }).click();
    await page.getByText('This scan has been added to your history.').first().waitFor();

    await page.goto(`${env.stack.url}/history`);
    await page.getByText(/1 products? analyzed/).waitFor();
    await page.getByText('Oat Crunch').first().click();
    await page.waitForURL(/\/scan\/[0-9a-f-]{36}$/);

    const sugar = page
      .locator('.scan-item', { has: page.locator('.scan-item__name', { hasText: /^sugar$/i }) })
      .first();
    await sugar.locator('.scan-item__header').click();
    await sugar.getByRole('button', { name: /Mark as allergy/ }).click();
    await page
      .getByText(/has been marked in your preferences/)
      .first()
      .waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.scan-item')].some(
        (el) => el.classList.contains('scan-item--marked') && /sugar/i.test(el.textContent),
      ),
    );
    await sugar.getByText('Allergy', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Share', exact: true }).first().click();
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: /Download/ }).click();
    await page
      .getByText(/Downloaded \d+ share cards/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(downloads.length).toBeGreaterThanOrEqual(3);
    for (const [index, download] of downloads.entries()) {
      expect(download.suggestedFilename()).toMatch(new RegExp(`${index + 1}\\.png$`));
      expect(pngSize(readFileSync(await download.path()))).toEqual({ width: 1080, height: 1080 });
    }
    await context.close();
  },
);

it('sends the typed list as one text, parsed once by the server: a decimal comma stays a decimal comma', async () => {
  const client = await signUpThroughApi(env.stack.url, env.smtp, {
    email: `decimal-${Date.now()}@example.com`,
    firstName: 'Ada',
  });
  const context = await env.chromium.newContext();
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: env.stack.url },
  ]);
  const page = await context.newPage();
  await page.goto(`${env.stack.url}/`);
  const typed = 'Kakaomasse 12,5%, Zucker, Vollmilchpulver';
  const ingredients = page.getByRole('textbox', { name: 'Ingredients', exact: true });
  await ingredients.waitFor();
  await ingredients.fill(typed);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/scan-stream'));
  await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
  // Split on commas by the page, `12,5%` became two ingredients: `Kakaomasse 12` and `5%`.
  expect(((await sent).postDataJSON() as { ingredients: unknown }).ingredients).toBe(typed);
  await page.getByText('Analysis Results').waitFor({ timeout: 30_000 });
  await page.getByText('3 ingredients analyzed').waitFor();
  await context.close();
});
