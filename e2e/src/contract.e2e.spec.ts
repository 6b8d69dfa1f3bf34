import { CONTRACT_ADMIN, ContractRun } from './support/contract';
import { launchChromium } from './support/chromium';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack } from './support/stack';
import { callAccountOperations, callPasswordResetOperations } from './contract/accounts.calls';
import { callAdminOperations } from './contract/admin.calls';
import {
  callBillingOperations,
  callOfflineOperations,
  callSubscriptionOperations,
} from './contract/billing.calls';
import { callMfaOperations } from './contract/mfa.calls';
import { callDownloadOperations, callScanOperations } from './contract/scan.calls';
import { callShoppingListOperations } from './contract/shopping-list.calls';

/**
 * Every operation of libs/shared/contracts called through the gateway of the whole stack, each
 * answer parsed with its zod schema (support/contract.ts); the calls of each area are in
 * ./contract/*.calls.ts, made here in order, as one person's story.
 */
let run: ContractRun;

beforeAll(async () => {
  const smtp = await startSmtpReceiver();
  const stack = await startE2eStack({
    SMTP_URL: smtp.url,
    ADMIN_USERNAME: CONTRACT_ADMIN.username,
    ADMIN_PASSWORD: CONTRACT_ADMIN.password,
  });
  run = new ContractRun(stack, smtp);
}, 120_000);

afterAll(async () => {
  await run.stack.stop();
  await run.smtp.close();
});

it('answers every operation as its contract says', async () => {
  const account = await callAccountOperations(run);
  const { person, email } = account;
  await callMfaOperations(run, account);
  const scan = await callScanOperations(run, person);
  await callShoppingListOperations(run, person, scan.scanId);
  await callBillingOperations(run, person, scan);
  await callOfflineOperations(run, person, scan);
  await callSubscriptionOperations(run, person);
  await callDownloadOperations(run, person, email, scan.scanId);
  await callPasswordResetOperations(run, account);
  await callAdminOperations(run);

  expect(run.uncalled()).toEqual([]);
}, 90_000);

it('serves the OpenAPI document and the reference page through the gateway, under its CSP', async () => {
  const document = (await (await fetch(`${run.stack.url}/api/openapi.json`)).json()) as {
    paths: object;
  };
  expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(25);
  const page = await fetch(`${run.stack.url}/api/docs`);
  expect(page.status).toBe(200);
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  // No JavaScript eval ('wasm-unsafe-eval', for the on-device OCR's WebAssembly, is not that).
  expect(csp).not.toMatch(/'unsafe-eval'/);
  const html = await page.text();
  const scripts = [...html.matchAll(/<script([^>]*)>/g)].map(
    (m) => /src="([^"]+)"/.exec(m[1])?.[1],
  );
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  for (const src of scripts) {
    // Same origin and an external file: 'self' allows it, an inline script would be blocked.
    expect(src).toMatch(/^\/api\/docs\//);
    const asset = await fetch(`${run.stack.url}${src}`);
    expect({ src, status: asset.status, type: asset.headers.get('content-type') }).toEqual({
      src,
      status: 200,
      type: 'text/javascript; charset=utf-8',
    });
  }

  // The page renders in a browser under that policy, with no violation reported.
  const chromium = await launchChromium();
  try {
    const tab = await chromium.newPage();
    const violations: string[] = [];
    tab.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await tab.goto(`${run.stack.url}/api/docs`);
    await tab.getByText('LabelLens API').first().waitFor({ timeout: 20_000 });
    await tab.getByText('/api/scan-stream').first().waitFor();
    expect(violations).toEqual([]);
  } finally {
    await chromium.close();
  }
}, 60_000);
