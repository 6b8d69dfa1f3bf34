import { randomUUID } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import {
  API_OPERATIONS,
  ApiErrorSchema,
  ERROR_CODES,
  ScanStreamEventSchema,
  type ApiOperation,
} from '@labellens/contracts';
import { Browser } from './support/api-user';
import { launchChromium } from './support/chromium';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';

/**
 * Every operation of libs/shared/contracts called through the gateway of the whole stack, each
 * answer parsed with its zod schema. A parsed body must equal the body sent: a field the contract
 * does not declare (zod drops it) fails as surely as a missing or mistyped one.
 */
const ADMIN = { username: 'contract-admin', password: 'a contract admin passphrase' };
const PASSWORD = 'a long and unusual passphrase';

let stack: RunningStack;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const called = new Set<string>();

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stack = await startE2eStack({
    SMTP_URL: smtp.url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
}, 120_000);

afterAll(async () => {
  await stack.stop();
  await smtp.close();
});

function byId(id: string): ApiOperation {
  const found = API_OPERATIONS.find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

interface CallOptions {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  bearer?: string;
  /** The status expected instead of 200: a 201, or a refusal (its body must be an ApiError). */
  status?: number;
}

/** Calls an operation as `client`, checks the request against the contract and the answer too. */
async function call<T = unknown>(
  client: Browser,
  id: string,
  options: CallOptions = {},
): Promise<T> {
  const op = byId(id);
  if (op.body) op.body.parse(options.body);
  if (op.params) op.params.parse(options.params);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(options.params?.[name] ?? ''),
  );
  const headers: Record<string, string> = { origin: stack.url };
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const res = await client.call(
    op.method.toUpperCase(),
    `${path}${options.query ?? ''}`,
    options.body,
    headers,
  );
  const expected = options.status ?? 200;
  // A 5xx is the stack's own failure: its last log lines say why (one clean-clone run answered
  // extractIngredients 502 once, which no local run reproduced).
  const why = res.status >= 500 && res.status !== expected ? stack.logs.slice(-20).join('\n') : '';
  expect({
    id,
    status: res.status,
    text: res.status === expected ? '' : `${res.text}${why ? `\n${why}` : ''}`,
  }).toEqual({
    id,
    status: expected,
    text: '',
  });
  const schema = expected < 400 ? op.response : ApiErrorSchema;
  // A download is a file of its declared type (a CSV is checked as text), named as declared.
  const download = expected < 400 ? op.download : undefined;
  if (download)
    expect({
      id,
      type: res.headers.get('content-type')?.split(';')[0],
      disposition: res.headers.get('content-disposition'),
    }).toEqual({
      id,
      type: download.contentType,
      disposition: `attachment; filename="${download.filename}"`,
    });
  const body: unknown = download?.contentType === 'text/csv' ? res.text : res.body;
  const parsed = schema.safeParse(body);
  expect({ id, issues: parsed.success ? [] : parsed.error.issues }).toEqual({ id, issues: [] });
  expect({ id, body: parsed.data }).toEqual({ id, body });
  called.add(id);
  return body as T;
}

/** A plain image as a data URL (the extraction answers it with a hint, not an error). */
function blankLabel(): string {
  const canvas = createCanvas(400, 300);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(0, 0, 400, 300);
  return `data:image/png;base64,${canvas.encodeSync('png').toString('base64')}`;
}

it('answers every operation as its contract says', async () => {
  const person = new Browser(stack.url, '127.0.0.1');
  const email = `contract-${Date.now()}@example.com`;

  // Accounts
  await call(person, 'getSubscriptionPlans');
  await call(person, 'getCurrentUser', { status: 401 });
  await call(person, 'signUp', {
    body: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  });
  const [, code] = await smtp.waitFor(email, /verification code is (\d{6})/, 15_000);
  await call(person, 'confirmSignUp', { body: { email, confirmationCode: code } });
  // Verified now: nothing is sent, and the answer is the one any address gets.
  await call(person, 'resendSignUpCode', { body: { email } });
  await call(person, 'signIn', { body: { email, password: PASSWORD } });
  // No identity provider is configured here: the callback is refused with an ApiError body.
  await call(new Browser(stack.url, '127.0.0.2'), 'authCallback', {
    body: { code: 'not-a-code' },
    status: 400,
  });
  const profile = {
    age: 35,
    sex: 'female',
    weight: 60,
    height: 165,
    activityLevel: 'moderate',
    goal: 'maintain',
    diet: 'vegetarian',
    allergies: 'milk',
    healthConcerns: '',
    profileComplete: true,
  };
  await call(person, 'setupProfile', { body: profile });
  await call(person, 'getCurrentUser');
  const verified = await call<{ emailVerified: boolean }>(person, 'getEmailStatus');
  expect(verified.emailVerified).toBe(true);
  await call(person, 'sendVerificationEmail');

  // Scanning
  const image = blankLabel();
  await call(person, 'extractIngredients', { body: { image, ocrProvider: 'textract' } });
  await call(person, 'extractNutrition', { body: { image, ocrProvider: 'textract' } });
  const request = {
    ingredients: 'water, sugar, skimmed milk powder, sodium nitrite',
    productName: 'Contract bar',
    containsStatements: ['Contains: milk'],
    preferredLanguage: 'English',
  };
  const scan = await call<{ product: { id: string } }>(person, 'createScan', { body: request });
  await call(person, 'scanNutrition', {
    body: {
      nutritionData: { calories: 250, totalFat: 12, protein: 4, sodium: 300 },
      productId: scan.product.id,
      preferredLanguage: 'English',
    },
  });

  const streamOp = byId('scanStream');
  const stream = await fetch(`${stack.url}${streamOp.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: stack.url,
      cookie: `ll_session=${person.cookies.get('ll_session')}`,
    },
    body: JSON.stringify(streamOp.body!.parse(request)),
  });
  expect(stream.status).toBe(200);
  const events = (await stream.text())
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as unknown);
  for (const event of events) expect(ScanStreamEventSchema.parse(event)).toEqual(event);
  expect(events.map((e) => (e as { type: string }).type)).toEqual(
    expect.arrayContaining(['status', 'ingredient', 'allergen', 'complete']),
  );
  called.add('scanStream');

  await call(person, 'getScanHistory');
  await call(person, 'getScan', { params: { id: scan.product.id } });
  await call(person, 'compareScan', { params: { id: scan.product.id } });
  await call(person, 'setPreference', { body: { ingredientName: 'sugar', preference: 'concern' } });
  await call(person, 'getPreferences');
  await call(person, 'removePreference', { params: { ingredientName: 'sugar' } });
  await call(person, 'removePreference', { params: { ingredientName: 'sugar' }, status: 404 });

  // Shopping list: a line from the scan (201), the same open line again (200, the same line), checked,
  // cleared with the other checked lines; a typed-in line removed, then not found.
  type Line = { id: string; checked: boolean };
  const line = await call<Line>(person, 'addShoppingListItem', {
    body: { kind: 'to_buy', text: 'Contract bar', scanId: scan.product.id },
    status: 201,
  });
  const same = await call<Line>(person, 'addShoppingListItem', {
    body: { kind: 'to_buy', text: '  contract   BAR ' },
  });
  expect(same.id).toBe(line.id);
  const typed = await call<Line>(person, 'addShoppingListItem', {
    body: { kind: 'look_for', text: 'no added sugar' },
    status: 201,
  });
  const checked = await call<Line>(person, 'setShoppingListItemChecked', {
    params: { id: line.id },
    body: { checked: true },
  });
  expect(checked.checked).toBe(true);
  const list = await call<{ items: Line[] }>(person, 'getShoppingList');
  expect(list.items.map((i) => i.id)).toEqual([line.id, typed.id]);
  const lines = await call<string>(person, 'exportShoppingListCsv');
  expect(lines).toContain(`${line.id},to_buy,Contract bar,yes,`);
  const cleared = await call<{ deleted: number }>(person, 'clearCheckedShoppingListItems', {
    query: '?checked=true',
  });
  expect(cleared.deleted).toBe(1);
  await call(person, 'clearCheckedShoppingListItems', { status: 400 });
  await call(person, 'deleteShoppingListItem', { params: { id: typed.id } });
  await call(person, 'deleteShoppingListItem', { params: { id: typed.id }, status: 404 });

  // Billing: the free plan's three scans are used; the next one is refused with its code.
  const status = await call<{ scansRemaining: number }>(person, 'getSubscriptionStatus');
  expect(status.scansRemaining).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < status.scansRemaining; i++)
    await call(person, 'createScan', { body: request });
  const refused = await call<{ code?: string }>(person, 'createScan', {
    body: request,
    status: 403,
  });
  expect(refused.code).toBe(ERROR_CODES.scanLimitReached);
  // Nothing left to hold for offline use either: the same refusal, with the same code.
  const noAllowance = await call<{ code?: string }>(person, 'requestOfflineAllowance', {
    body: {},
    status: 403,
  });
  expect(noAllowance.code).toBe(ERROR_CODES.scanLimitReached);
  const card = { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };
  const payment = await call<{ clientSecret: string; paymentIntentId: string }>(
    person,
    'createPaygPayment',
    { body: { scansQuantity: 10 } },
  );
  await person.call(
    'POST',
    '/api/billing/local/confirm',
    { clientSecret: payment.clientSecret, ...card },
    { origin: stack.url },
  );
  await call(person, 'processPaygPayment', { body: { paymentIntentId: payment.paymentIntentId } });
  await call(person, 'processAllPendingPayg');

  // Offline: an allowance out of the credits just bought, one scan synced with it, then the same
  // key again (a replay of the same scan), and a token that is not ours refused with its code.
  const allowance = await call<{ token: string; scans: number }>(
    person,
    'requestOfflineAllowance',
    { body: { scans: 2 }, status: 201 },
  );
  expect(allowance.scans).toBe(2);
  const upload = {
    allowance: allowance.token,
    idempotencyKey: randomUUID(),
    createdAt: new Date().toISOString(),
    ingredientsText: request.ingredients,
    productName: 'Contract bar, offline',
    preferredLanguage: 'English',
  };
  type Synced = { scan: { product: { id: string } }; replayed: boolean };
  const synced = await call<Synced>(person, 'syncOfflineScan', { body: upload, status: 201 });
  expect(synced.replayed).toBe(false);
  const replayed = await call<Synced>(person, 'syncOfflineScan', { body: upload });
  expect(replayed).toEqual({ scan: synced.scan, replayed: true });
  // The synced scan is the one GET /api/scan/{id} answers.
  expect(await call(person, 'getScan', { params: { id: synced.scan.product.id } })).toEqual(
    synced.scan,
  );
  const forged = await call<{ code?: string }>(person, 'syncOfflineScan', {
    body: { ...upload, allowance: 'lla1.e30.bm90LW91cnM', idempotencyKey: randomUUID() },
    status: 403,
  });
  expect(forged.code).toBe(ERROR_CODES.allowanceInvalid);
  const created = await call<{ clientSecret: string }>(person, 'createSubscription', {
    body: { tierCode: 'basic' },
  });
  await person.call(
    'POST',
    '/api/billing/local/confirm',
    { clientSecret: created.clientSecret, ...card },
    { origin: stack.url },
  );
  const intentId = created.clientSecret.slice(0, created.clientSecret.indexOf('_secret_'));
  await call(person, 'activateSubscription', {
    body: intentId.startsWith('seti_')
      ? { setupIntentId: intentId }
      : { paymentIntentId: intentId },
  });
  await call(person, 'cancelSubscription');

  // The downloads, while the person still has scans, a line and a subscription.
  const history = await call<string>(person, 'exportScanHistoryCsv');
  expect(history).toContain(`${scan.product.id},`);
  const everything = await call<{ account: { email: string }; scan: { scans: unknown[] } }>(
    person,
    'exportAccount',
  );
  expect(everything.account.email).toBe(email);
  expect(everything.scan.scans.length).toBeGreaterThan(0);

  await call(person, 'deleteScan', { params: { id: scan.product.id } });
  await call(person, 'clearScanHistory');

  // A password reset by the e-mailed link: the code checked, then spent (every session ends).
  await call(new Browser(stack.url, '127.0.0.4'), 'requestPasswordReset', { body: { email } });
  const [, oobCode] = await smtp.waitFor(
    email,
    /mode=resetPassword&oobCode=([A-Za-z0-9_-]+)/,
    15_000,
  );
  const action = await call<{ email: string }>(person, 'applyEmailAction', {
    body: { mode: 'resetPassword', oobCode },
  });
  expect(action.email).toBe(email);
  await call(person, 'resetPassword', { body: { oobCode, newPassword: `${PASSWORD} renewed` } });
  await call(person, 'getCurrentUser', { status: 401 });

  // Administration
  const admin = new Browser(stack.url, '127.0.0.3');
  const { token } = await call<{ token: string }>(admin, 'adminLogin', { body: ADMIN });
  await call(admin, 'getAdminAnalytics', { bearer: token });
  for (const id of ['getAdminUsers', 'getAdminScans', 'getAdminPayments'])
    await call(admin, id, { bearer: token, query: '?limit=20' });
  await call(admin, 'adminLogout', { bearer: token });
  await call(admin, 'getAdminAnalytics', { bearer: token, status: 401 });

  expect(API_OPERATIONS.map((o) => o.id).filter((id) => !called.has(id))).toEqual([]);
}, 90_000);

it('serves the OpenAPI document and the reference page through the gateway, under its CSP', async () => {
  const document = (await (await fetch(`${stack.url}/api/openapi.json`)).json()) as {
    paths: object;
  };
  expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(25);
  const page = await fetch(`${stack.url}/api/docs`);
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
    const asset = await fetch(`${stack.url}${src}`);
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
    await tab.goto(`${stack.url}/api/docs`);
    await tab.getByText('LabelLens API').first().waitFor({ timeout: 20_000 });
    await tab.getByText('/api/scan-stream').first().waitFor();
    expect(violations).toEqual([]);
  } finally {
    await chromium.close();
  }
}, 60_000);
