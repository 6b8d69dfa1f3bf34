import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser as Chromium, Page } from 'playwright-core';
import {
  nutritionFactsFor,
  renderEuTable,
  renderUsLabel,
  tableStyleFor,
  type NutritionFacts,
} from '../../services/scan/test/support/nutrition-renderer';
import { signUpThroughApi } from './support/api-user';
import { launchChromium } from './support/chromium';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';
import { ifStarted } from '@labellens/server-testing';

let stack: RunningStack;
let chromium: Chromium;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stack = await startE2eStack({ SMTP_URL: smtp.url });
  chromium = await launchChromium();
}, 120_000);

afterAll(async () => {
  await ifStarted(chromium)?.close();
  await ifStarted(stack)?.stop();
  await ifStarted(smtp)?.close();
});

/** Uploads a label on the Nutrition tab, checks the review panel, analyses, checks the result. */
async function scanNutrition(
  page: Page,
  file: string,
  facts: NutritionFacts,
  analysedPer: 'serving' | '100g',
): Promise<void> {
  const q = facts.perServing;
  const sodiumMg = Math.round((q.salt / 2.5) * 1000);
  await page.goto(`${stack.url}/`);
  await page.getByRole('tab', { name: /Nutrition/ }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  const facts$ = page.locator('.scan-facts');
  await page.waitForFunction(
    (kcal) => document.querySelector('.scan-facts')?.textContent.includes(String(kcal)) ?? false,
    q.energyKcal,
    { timeout: 60_000 },
  );
  const review = await facts$.innerText();
  expect(review).toMatch(new RegExp(`Total fat\\s+${q.fat}\\s?g`));
  expect(review).toMatch(new RegExp(`Protein\\s+${q.protein}\\s?g`));
  expect(review).toMatch(new RegExp(`Sodium\\s+${sodiumMg}\\s?mg`));

  await page.getByRole('button', { name: 'Analyze Nutrition' }).click();
  const panel = page.getByTestId('nutrition-panel');
  await panel.waitFor({ timeout: 60_000 });
  const shown = await panel.innerText();
  // The analysis works per 100 g when the label has that column (EU), else per serving (US).
  const a = analysedPer === '100g' ? facts.per100 : q;
  expect(shown).toMatch(new RegExp(`Calories\\s+${a.energyKcal}\\b`));
  expect(shown).toMatch(new RegExp(`Total fat\\s+${a.fat}\\s?g`));
  expect(shown).toMatch(new RegExp(`Protein\\s+${a.protein}\\s?g`));
  // A nutrition-only result leads with the nutrition card: no empty ingredient-safety block.
  const results = await page.getByTestId('scan-results').innerText();
  expect(results).not.toMatch(/Overall Safety Rating|ingredients analyzed/);
}

it('reads a rendered US and a rendered EU label on the Nutrition tab and shows a nutrition-first result', async () => {
  const client = await signUpThroughApi(stack.url, smtp, {
    email: `nutrition-${Date.now()}@example.com`,
    firstName: 'Ada',
  });
  const context = await chromium.newContext();
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: stack.url },
  ]);
  const page = await context.newPage();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-nutrition-e2e-'));

  const us = nutritionFactsFor(1003);
  const usFile = path.join(dir, 'us.png');
  writeFileSync(usFile, await renderUsLabel(us, { ...tableStyleFor(3), jpegQuality: null }));
  await scanNutrition(page, usFile, us, 'serving');

  const eu = nutritionFactsFor(1001);
  const euFile = path.join(dir, 'eu.png');
  writeFileSync(
    euFile,
    // Coloured rows and an inverted (light on dark) header row.
    await renderEuTable(eu, 'en', { ...tableStyleFor(1), jpegQuality: null }),
  );
  await scanNutrition(page, euFile, eu, '100g');
}, 240_000);
