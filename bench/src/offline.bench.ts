/// <reference lib="dom" />
/**
 * Offline scanning on this machine (issue 17): `npm run bench -- offline`. Against the real
 * processes (scripts/stack.js) and Debian's Chromium: a person prepares "Use offline" in Settings,
 * the network goes off, the page is reloaded from the service worker, and a rendered label photo
 * is read (tesseract.js) and rated (ingredient-analysis worker) on the device.
 *
 * Prints: the offline download (as sent, and what the manifest lists), the knowledge base's ready
 * time in the analysis worker, and photo → results for the first photo after the reload (cold:
 * tesseract starts) and a second one (warm). Goal ≤ 5 s.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startBenchStack, stopBenchStack } from './bench-stack';
import { signUpThroughApi } from '../../e2e/src/support/api-user';
import { startSmtpReceiver } from '../../e2e/src/support/smtp';
import { renderLabel, styleFor } from '../../services/scan/test/support/label-renderer';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function labelPhoto(n: number): Promise<string> {
  const file = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'll-bench-offline-')),
    `label-${n}.png`,
  );
  writeFileSync(
    file,
    await renderLabel(
      {
        id: `bench-${n}`,
        lang: 'en',
        productName: 'Oat Crunch',
        header: 'INGREDIENTS:',
        ingredients: [
          'Whole grain oats',
          'sugar',
          'sunflower oil',
          'skimmed milk powder',
          'salt',
          'emulsifier (soya lecithin)',
        ],
        statements: ['Contains: oats (gluten), milk, soya.'],
        clutterAbove: ['NET WT 500 g'],
        clutterBelow: ['Best before: see top'],
      },
      { ...styleFor(n), blur: 0, rotate: 0, keystone: 0, jpegQuality: null },
    ),
  );
  return file;
}

/** Photo chosen → list read on the device → Analyze → results shown; ms of each part. */
async function scanOffline(page: Page, photo: string): Promise<{ read: number; rated: number }> {
  const started = Date.now();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.waitForFunction(
    () => (document.querySelector('textarea')?.value ?? '').toLowerCase().includes('sunflower'),
    undefined,
    { timeout: 120_000 },
  );
  const read = Date.now();
  await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
  await page.getByText('On this device.').waitFor({ timeout: 60_000 });
  return { read: read - started, rated: Date.now() - read };
}

export async function run(): Promise<void> {
  const smtp = await startSmtpReceiver();
  const { stack, id } = await startBenchStack('benchoffline', {
    SMTP_URL: smtp.url,
    INTERNAL_JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const origin = stack.url;
    const client = await signUpThroughApi(origin, smtp, {
      email: `bench-offline-${id}@example.com`,
      firstName: 'Bench',
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      { name: 'll_session', value: client.cookies.get('ll_session')!, url: origin },
    ]);
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.waitForFunction(
      () =>
        Boolean(navigator.serviceWorker.controller) &&
        document.documentElement.dataset.offlineReady === 'true',
      undefined,
      { timeout: 60_000 },
    );
    await page.goto(`${origin}/settings`);
    const section = page.getByTestId('use-offline');
    await section.getByRole('button', { name: 'Use offline' }).waitFor({ timeout: 30_000 });
    const listed = await section.getByText(/Text recognition for/).innerText();
    const downloadStarted = Date.now();
    await section.getByRole('button', { name: 'Use offline' }).click();
    await section.getByText('Ready to use offline').waitFor({ timeout: 180_000 });
    const downloadMs = Date.now() - downloadStarted;

    const manifest = (await (await fetch(`${origin}/offline/manifest.json`)).json()) as {
      tesseract: {
        worker: { url: string };
        coreSimd: { url: string };
        languages: Record<string, { url: string }>;
      };
      analysisWorker: { url: string };
      knowledgeBase: { url: string; bytes: number; transfer: number };
    };
    // What Chromium (SIMD) with an English browser downloads, as the gateway sends it (brotli).
    let sent = 0;
    for (const file of [
      manifest.analysisWorker,
      manifest.knowledgeBase,
      manifest.tesseract.worker,
      manifest.tesseract.coreSimd,
      manifest.tesseract.languages.eng,
    ]) {
      const res = await fetch(`${origin}${file.url}`, { headers: { 'accept-encoding': 'br' } });
      sent += Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
    }

    await context.setOffline(true);
    await page.goto(`${origin}/`);
    await page
      .getByRole('textbox', { name: 'Ingredients', exact: true })
      .waitFor({ timeout: 30_000 });
    // The knowledge base's ready time: a fresh analysis worker, the asset from the offline cache.
    const readyMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      readyMs.push(
        await page.evaluate(
          ({ workerUrl, kbUrl }) =>
            new Promise<number>((resolve, reject) => {
              const started = performance.now();
              const w = new Worker(workerUrl);
              w.onmessage = (e: MessageEvent<{ type: string }>) => {
                w.terminate();
                if (e.data.type === 'ready') resolve(performance.now() - started);
                else reject(new Error(JSON.stringify(e.data)));
              };
              w.postMessage({ type: 'init', kbUrl });
            }),
          { workerUrl: manifest.analysisWorker.url, kbUrl: manifest.knowledgeBase.url },
        ),
      );
    }
    const cold = await scanOffline(page, await labelPhoto(1));
    await page.goto(`${origin}/`);
    await page
      .getByRole('textbox', { name: 'Ingredients', exact: true })
      .waitFor({ timeout: 30_000 });
    const second = await scanOffline(page, await labelPhoto(2));

    process.stdout.write(
      `offline download: ${mb(sent)} sent in ${(downloadMs / 1000).toFixed(1)} s (${listed})\n`,
    );
    process.stdout.write(
      `  knowledge base asset: ${mb(manifest.knowledgeBase.transfer)} brotli (${mb(manifest.knowledgeBase.bytes)} raw); ` +
        `ready in the worker ${readyMs.map((ms) => `${Math.round(ms)} ms`).join(', ')} (goal ≤ 1 s)\n`,
    );
    for (const [label, m] of [
      ['first photo after an offline reload', cold],
      ['next photo, page reloaded', second],
    ] as const) {
      const total = m.read + m.rated;
      process.stdout.write(
        `  ${label}: photo → results ${(total / 1000).toFixed(2)} s (read ${(m.read / 1000).toFixed(2)} s, rated ${(m.rated / 1000).toFixed(2)} s) ${total <= 5000 ? 'OK' : 'OVER'} (goal ≤ 5 s)\n`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await stopBenchStack(stack);
    await smtp.close();
  }
}
