import type { BrowserContext } from 'playwright-core';
import { signUpThroughApi, type Browser } from './support/api-user';
import { useBrowserStack } from './support/browser-stack';

const env = useBrowserStack();

async function scan(client: Browser, productName: string): Promise<string> {
  const res = await client.call(
    'POST',
    '/api/scan',
    { ingredients: ['water', 'sugar', 'citric acid'], productName, preferredLanguage: 'en' },
    { origin: env.stack.url },
  );
  expect(res.status).toBe(200);
  return res.body.product.id as string;
}

async function signedIn(client: Browser, viewport: { width: number; height: number }) {
  const context: BrowserContext = await env.chromium.newContext({ viewport });
  await context.addCookies([
    { name: 'll_session', value: client.cookies.get('ll_session')!, url: env.stack.url },
  ]);
  return context;
}

const scansUsed = async (client: Browser) =>
  (await client.call('GET', '/api/subscription/status')).body.scansUsed as number;

it.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])('deletes one scan from its detail page after confirming, at $width px', async (viewport) => {
  const client = await signUpThroughApi(env.stack.url, env.smtp, {
    email: `delete${viewport.width}${Date.now()}@example.com`,
  });
  const gone = await scan(client, 'Fizzy Lemonade');
  await scan(client, 'Plain Water');
  const usedBefore = await scansUsed(client);
  expect(usedBefore).toBe(2);

  const context = await signedIn(client, viewport);
  const page = await context.newPage();
  await page.goto(`${env.stack.url}/scan/${gone}`);
  await page.getByText('Fizzy Lemonade').first().waitFor({ timeout: 15_000 });

  // Cancel keeps it.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this scan?' });
  await dialog.getByText(/the scan used for it is not given back/).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await client.call('GET', `/api/scan/${gone}`)).status).toBe(200);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete Scan' }).click();
  await page.waitForURL(`${env.stack.url}/history`);
  await page.getByText('Scan deleted').first().waitFor();
  await page.getByText('Plain Water').waitFor();
  expect(await page.getByText('Fizzy Lemonade').count()).toBe(0);

  expect((await client.call('GET', `/api/scan/${gone}`)).status).toBe(404);
  // Deleting does not give the used scan back.
  expect(await scansUsed(client)).toBe(usedBefore);
  await context.close();
});

it.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])('deletes one scan from the history list after confirming, at $width px', async (viewport) => {
  const client = await signUpThroughApi(env.stack.url, env.smtp, {
    email: `deletehistory${viewport.width}${Date.now()}@example.com`,
  });
  const gone = await scan(client, 'Cherry Cola');
  await scan(client, 'Sparkling Water');
  const usedBefore = await scansUsed(client);

  const context = await signedIn(client, viewport);
  const page = await context.newPage();
  await page.goto(`${env.stack.url}/history`);
  await page.getByText('2 products analyzed').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Delete Cherry Cola' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this scan?' })
    .getByRole('button', { name: 'Delete Scan' })
    .click();
  await page.getByText('1 product analyzed').waitFor();
  await page.getByText('Scan deleted').first().waitFor();
  expect(await page.getByText('Cherry Cola').count()).toBe(0);
  await page.getByText('Sparkling Water').waitFor();
  expect((await client.call('GET', `/api/scan/${gone}`)).status).toBe(404);
  expect(await scansUsed(client)).toBe(usedBefore);
  await context.close();
});
