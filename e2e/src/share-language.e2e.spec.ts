import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { signUpThroughApi, type Browser } from './support/api-user';
import { useBrowserStack } from './support/browser-stack';

// Issue 15, share cards in the display language: the share dialog, its cards and its text are in
// the language the scan was analysed in; Arabic is right to left, on the page and on the canvas.
// The Spanish summary card is read back with tesseract (spa).

const env = useBrowserStack();
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'labellens-language-shots');

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

async function scan(client: Browser, productName: string, language: string): Promise<string> {
  const res = await client.call(
    'POST',
    '/api/scan',
    {
      ingredients: ['azúcar', 'harina de trigo', 'leche desnatada en polvo', 'aceite de girasol'],
      containsStatements: ['Contiene: trigo, leche', 'Puede contener cacahuetes'],
      productName,
      preferredLanguage: language,
    },
    { origin: env.stack.url },
  );
  expect(res.status).toBe(200);
  return res.body.product.id as string;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function openShare(
  client: Browser,
  id: string,
  shareLabel: string,
  viewport: { width: number; height: number } = PHONE,
) {
  const context: BrowserContext = await env.chromium.newContext({
    viewport,
    acceptDownloads: true,
  });
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: env.stack.url },
  ]);
  const page = await context.newPage();
  await page.goto(`${env.stack.url}/scan/${encodeURIComponent(id)}`);
  await page.getByTestId('scan-detail').waitFor();
  await page.getByRole('button', { name: shareLabel, exact: true }).first().click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('share-card-preview').waitFor({ timeout: 30_000 });
  return { context, page, dialog };
}

/** Share, Download and Copy Text lie inside the dialog (none cut off, at 390 px too). */
async function actionsInside(dialog: Locator) {
  const box = await dialog.boundingBox();
  const buttons = dialog.locator('.share-actions button');
  await expect(buttons.count()).resolves.toBe(3);
  for (const b of await buttons.all()) {
    const r = await b.boundingBox();
    expect(r && box).toBeTruthy();
    expect(r!.x).toBeGreaterThanOrEqual(box!.x);
    expect(r!.x + r!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
  }
}

/** Downloads the cards and saves the first (the summary) under `name`. */
async function firstCard(page: Page, downloadLabel: string, name: string): Promise<string> {
  const first: Promise<Download> = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: downloadLabel }).click();
  const file = path.join(SHOTS, name);
  await (await first).saveAs(file);
  return file;
}

it.each([PHONE, DESKTOP])(
  'the share dialog and cards of a Spanish scan are in Spanish, traces under "Puede contener", at $width px',
  async (viewport) => {
    const client = await signUpThroughApi(env.stack.url, env.smtp, {
      email: `share-es-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
      firstName: 'Lena',
    });
    const id = await scan(client, 'Galletas Lena', 'es');
    const { context, page, dialog } = await openShare(client, id, 'Compartir', viewport);
    await expect(dialog.getAttribute('lang')).resolves.toBe('es');
    await expect(dialog.getAttribute('dir')).resolves.toBe('ltr');
    await dialog.getByRole('heading', { name: 'Compartir análisis' }).waitFor();
    await dialog.getByText('Análisis completo').waitFor();
    await dialog.getByRole('button', { name: 'Copiar texto' }).waitFor();
    await dialog.getByRole('img', { name: /^Tarjeta 1 de \d+: Galletas Lena/ }).waitFor();
    await actionsInside(dialog);
    await dialog.screenshot({ path: path.join(SHOTS, `share-es-dialog-${viewport.width}.png`) });

    const card = await firstCard(page, 'Descargar', `share-es-summary-${viewport.width}.png`);
    const ocr = execFileSync('tesseract', [card, 'stdout', '-l', 'spa', '--psm', '3'], {
      encoding: 'utf8',
    });
    expect(ocr).toMatch(/RESUMEN DE SEGURIDAD/i);
    expect(ocr).toMatch(/Valoraci.n global de seguridad/i);
    expect(ocr).toMatch(/Puede contener:?\s*cacahuete/i);
    expect(ocr).toMatch(/Analizado con LabelLens/i);
    // The trace is not listed as contained, and no fixed English text is drawn.
    expect(ocr).not.toMatch(/Contiene:[^\n]*cacahuete/i);
    expect(ocr).not.toMatch(/Safety|Overall|Scanned with|ingredients|out of/i);
    await context.close();
  },
);

it.each([PHONE, DESKTOP])(
  'an Arabic share dialog is right to left and its cards are drawn right to left, at $width px',
  async (viewport) => {
    const client = await signUpThroughApi(env.stack.url, env.smtp, {
      email: `share-ar-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
      firstName: 'Lena',
    });
    const id = await scan(client, 'بسكويت لينا', 'ar');
    const { context, page, dialog } = await openShare(client, id, 'مشاركة', viewport);
    await expect(dialog.getAttribute('lang')).resolves.toBe('ar');
    await expect(dialog.getAttribute('dir')).resolves.toBe('rtl');
    await dialog.getByRole('heading', { name: 'مشاركة التحليل' }).waitFor();
    await dialog.getByRole('button', { name: 'نسخ النص' }).waitFor();
    await actionsInside(dialog);
    await dialog.screenshot({ path: path.join(SHOTS, `share-ar-dialog-${viewport.width}.png`) });
    await firstCard(page, 'تنزيل', `share-ar-summary-${viewport.width}.png`);
    await context.close();
  },
);
