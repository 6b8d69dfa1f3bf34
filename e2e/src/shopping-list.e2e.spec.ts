import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser as Chromium, Page } from 'playwright-core';
import { signUpThroughApi, type Browser } from './support/api-user';
import { launchChromium } from './support/chromium';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';
import { findTraces } from './support/trace-search';

// Issue 18: the shopping list. Adding from a scan, from history and by hand, checking off,
// clearing checked and sharing as text work in Chromium; the list is in the export and is gone
// once the account is deleted.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const AXE_SOURCE = (require('axe-core') as { source: string }).source;
const SHOTS =
  process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'labellens-shopping-list-shots');

let stack: RunningStack;
let chromium: Chromium;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  smtp = await startSmtpReceiver();
  stack = await startE2eStack({ SMTP_URL: smtp.url });
  chromium = await launchChromium();
}, 120_000);

afterAll(async () => {
  await chromium.close();
  await stack.stop();
  await smtp.close();
});

async function scan(client: Browser, productName: string, ingredients: string[]) {
  const res = await client.call(
    'POST',
    '/api/scan',
    { ingredients, productName, preferredLanguage: 'en' },
    { origin: stack.url },
  );
  expect(res.status).toBe(200);
  return res.body as { product: { id: string }; guidance?: { text: string }[] };
}

const listOf = async (client: Browser) =>
  (await client.call('GET', '/api/shopping-list')).body.items as {
    kind: string;
    text: string;
    checked: boolean;
    scanId: string | null;
  }[];

/** Polls until `read` gives `want` (the page saves in the background), then asserts it. */
async function eventually<T>(read: () => Promise<T>, want: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let got = await read();
  while (got !== want && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    got = await read();
  }
  expect(got).toBe(want);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`));
}

it('adds from a scan, from history and by hand; checks off, clears checked and shares as text', async () => {
  const client = await signUpThroughApi(stack.url, smtp, {
    email: `list-${Date.now()}@example.com`,
  });
  const ham = await scan(client, 'Smoked Ham', [
    'pork',
    'salt',
    'milk powder',
    'sodium nitrite (E250)',
  ]);

  const context = await chromium.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: stack.url },
  ]);
  // Headless Chromium on Linux has no share sheet; make sure the clipboard path is the one taken.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const page = await context.newPage();

  // From the scan's detail page: the product to avoid, and a "look for" from its guidance.
  await page.goto(`${stack.url}/scan/${ham.product.id}`);
  await page.getByText('Smoked Ham').first().waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Add to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await dialog.getByRole('button', { name: 'To avoid' }).click();
  await page.getByText('To avoid: Smoked Ham').first().waitFor();
  // A product line closes the dialog; "look for" lines can be added one after another.
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Add to list' }).click();
  const lookFor = dialog.getByRole('button', { name: /Add .look for. to list/ });
  const guided = (ham.guidance ?? []).length > 0;
  if (guided) {
    expect(await lookFor.count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, 'add-to-list-dialog-390.png') });
    expect(await axeViolations(page)).toEqual([]);
    await lookFor.first().click();
    await page
      .getByText(/^Look for:/)
      .first()
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // From history: the same product to buy (the icon button beside the card).
  await page.goto(`${stack.url}/history`);
  await page.getByRole('button', { name: 'Add Smoked Ham to shopping list' }).click();
  await page
    .getByRole('dialog', { name: 'Add to shopping list' })
    .getByRole('button', { name: 'To buy' })
    .click();
  await page.getByText('To buy: Smoked Ham').first().waitFor();

  // The list page, reached from the bottom navigation; one line added by hand.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'List' }).click();
  await page.waitForURL(`${stack.url}/list`);
  await page.getByRole('heading', { name: 'Shopping List' }).waitFor();
  await page.getByLabel('Item').fill('Oat milk');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Oat milk' }).waitFor();
  const items = await listOf(client);
  expect(items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'to_avoid', text: 'Smoked Ham', scanId: ham.product.id }),
      expect.objectContaining({ kind: 'to_buy', text: 'Smoked Ham', scanId: ham.product.id }),
      expect.objectContaining({ kind: 'to_buy', text: 'Oat milk', scanId: null }),
    ]),
  );
  expect(items.filter((i) => i.kind === 'look_for')).toHaveLength(guided ? 1 : 0);

  // Check one off: it is crossed out, stays after a reload, and is left out of the shared text.
  await page.getByRole('checkbox', { name: 'Oat milk' }).check();
  await eventually(
    async () => (await listOf(client)).find((i) => i.text === 'Oat milk')?.checked,
    true,
  );
  await page.reload();
  expect(await page.getByRole('checkbox', { name: 'Oat milk' }).isChecked()).toBe(true);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `shopping-list-${width}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Share as text' }).click();
  await page.getByText('Your shopping list was copied to the clipboard.').first().waitFor();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toContain('To buy:\n- Smoked Ham');
  expect(shared).toContain('To avoid:\n- Smoked Ham');
  expect(shared).not.toContain('Oat milk');

  // Where the browser has the Web Share API, the same text goes to the share sheet instead.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: { text: string }) => {
        (window as unknown as { sharedText: string }).sharedText = data.text;
        return Promise.resolve();
      },
    });
  });
  await page.getByRole('button', { name: 'Share as text' }).click();
  await page.waitForFunction(() => 'sharedText' in window);
  expect(await page.evaluate(() => (window as unknown as { sharedText: string }).sharedText)).toBe(
    shared,
  );

  // Unchecking works too; then clear checked removes only checked lines.
  await page.getByRole('checkbox', { name: 'Oat milk' }).uncheck();
  await eventually(
    async () => (await listOf(client)).find((i) => i.text === 'Oat milk')?.checked,
    false,
  );
  await page.getByRole('checkbox', { name: 'Oat milk' }).check();
  await eventually(
    async () => (await listOf(client)).find((i) => i.text === 'Oat milk')?.checked,
    true,
  );
  await page.getByRole('button', { name: /Clear checked/ }).click();
  await page.getByText('1 checked item cleared').first().waitFor();
  await page.getByRole('checkbox', { name: 'Oat milk' }).waitFor({ state: 'detached' });
  expect((await listOf(client)).map((i) => i.text)).not.toContain('Oat milk');

  // Delete one line.
  await page.getByRole('button', { name: 'Delete Smoked Ham' }).first().click();
  await eventually(
    async () => (await listOf(client)).filter((i) => i.text === 'Smoked Ham').length,
    1,
  );
  await context.close();
});

it('the list is in the JSON and CSV export and is gone after account deletion', async () => {
  const stamp = Date.now();
  const client = await signUpThroughApi(stack.url, smtp, {
    email: `listexport-${stamp}@example.com`,
  });
  const other = await signUpThroughApi(stack.url, smtp, {
    email: `listother-${stamp}@example.com`,
  });
  const mine = `Quinceberry jam ${stamp}`;
  const theirs = `Bobsleigh crackers ${stamp}`;
  for (const [who, text] of [
    [client, mine],
    [other, theirs],
  ] as const) {
    const res = await who.call(
      'POST',
      '/api/shopping-list',
      { kind: 'to_buy', text },
      { origin: stack.url },
    );
    expect(res.status).toBe(201);
  }

  const exported = await client.call('GET', '/api/account/export');
  expect(exported.status).toBe(200);
  expect(exported.body.scan.shoppingList).toEqual([
    expect.objectContaining({ kind: 'to_buy', text: mine, checked: false }),
  ]);
  expect(JSON.stringify(exported.body)).not.toContain(theirs);
  // The CSV, downloaded from Settings' "Export my data" as a person would.
  const context = await chromium.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: stack.url },
  ]);
  const page = await context.newPage();
  await page.goto(`${stack.url}/settings`);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('data-export')
      .getByRole('button', { name: 'Download shopping list (CSV)' })
      .click(),
  ]);
  expect(file.suggestedFilename()).toBe('labellens-shopping-list.csv');
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain(`to_buy,${mine},no`);
  expect(csv).not.toContain(theirs);
  await context.close();

  const deleted = await client.call(
    'DELETE',
    '/api/account',
    { confirm: 'DELETE', password: 'a long and unusual passphrase' },
    { origin: stack.url },
  );
  expect(deleted.status).toBe(200);
  let traces: string[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    traces = await findTraces(stack.databaseUrl('scan'), [mine]);
    if (traces.length === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(traces).toEqual([]);
  expect((await listOf(other)).map((i) => i.text)).toEqual([theirs]);
});
