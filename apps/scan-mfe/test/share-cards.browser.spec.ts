/**
 * Share cards drawn with the Canvas API in Chromium: the built shell and remotes from a static
 * server laid out like the gateway, /api/* answered by fixtures (page.route). The downloaded
 * PNGs are read back and their IHDR dimensions checked.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ifStarted, launchTestChromium, startStaticServer } from '@labellens/web-testing';
import {
  aScanDetail,
  aSubscriptionStatus,
  aUser,
  anAllergen,
  anIngredient,
  anOverallSafety,
} from '@labellens/web-testing/factories';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const dist = (app: string) => path.join(ROOT, 'apps', app, 'dist');
const SHOTS = process.env.SCREENSHOT_DIR;

const USER = aUser({
  id: 'u-1',
  firstName: 'Ada',
  age: 36,
  sex: 'female',
  weight: 60,
  height: 168,
  activityLevel: 'moderate',
  goal: 'maintain',
  profileComplete: true,
});
const STATUS = aSubscriptionStatus({ scansUsed: 1, scansRemaining: 2 });
const INGREDIENTS = [
  anIngredient({
    id: 1,
    name: 'Whole grain oat flour',
    safetyRating: 'low_risk',
    explanation: 'Milled whole oats. A good source of fibre and slow-release carbohydrates.',
  }),
  anIngredient({
    id: 2,
    name: 'Tartrazine (E102)',
    safetyRating: 'hazardous',
    explanation:
      'A synthetic lemon-yellow azo dye. Linked in studies to hyperactivity in some children and to reactions in people sensitive to aspirin; products using it in the EU must carry a warning label.',
    concerns: [
      'Hyperactivity in children',
      'Allergic reactions',
      'Asthma in aspirin-sensitive people',
    ],
  }),
  anIngredient({
    id: 3,
    name: 'Palm oil',
    safetyRating: 'moderate',
    explanation: 'A vegetable fat high in saturated fat.',
    concerns: ['High in saturated fat'],
  }),
];
const SCAN = aScanDetail({
  product: {
    id: 'scan-1',
    productName: 'Golden Oat Crunch Cookies',
    containsStatements: ['Contains wheat and milk'],
    nutritionData: {
      servingSize: '30 g',
      calories: 150,
      totalFat: 7,
      sugars: 9,
      protein: 2,
      sodium: 95,
    },
    nutritionAnalysis: {
      recommendation: 'not-recommended',
      analysis:
        'High in sugar and saturated fat for a small serving; an occasional treat rather than an everyday snack.',
    },
  },
  ingredients: INGREDIENTS,
  allergens: [
    anAllergen({
      name: 'Wheat',
      safetyRating: 'moderate',
      safetyScore: 4,
      sourceStatement: 'Contains wheat',
      explanation: 'Gluten source.',
    }),
  ],
  overallSafety: anOverallSafety({ score: 5.5, rating: 'moderate', recognised: 3, total: 3 }),
});
const SAFE_SCAN = aScanDetail({
  product: {
    id: 'scan-2',
    productName: SCAN.product.productName,
    containsStatements: SCAN.product.containsStatements,
  },
  ingredients: [INGREDIENTS[0]],
  overallSafety: anOverallSafety({ score: 9, rating: 'low_risk' }),
});

interface Session {
  context: BrowserContext;
  page: Page;
  downloads: Download[];
  external: string[];
  errors: string[];
}

let browser: Browser;
let server: Awaited<ReturnType<typeof startStaticServer>>;
const open: Session[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-web.js')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  server = await startStaticServer({
    shellDist: dist('shell'),
    remotes: { scan: dist('scan-mfe'), account: dist('account-mfe'), admin: dist('admin-mfe') },
  });
  browser = await launchTestChromium();
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await ifStarted(browser)?.close();
  await ifStarted(server)?.close();
});

afterEach(async () => {
  for (const s of open.splice(0)) {
    expect(s.external).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }
});

/** A page signed in as USER, with optional scripts run before the app (browser API stand-ins). */
async function session(initScript?: string): Promise<Session> {
  const context = await browser.newContext({
    viewport: { width: 1000, height: 1000 },
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (initScript) await page.addInitScript(initScript);
  const s: Session = { context, page, downloads: [], external: [], errors: [] };
  open.push(s);
  page.on('pageerror', (e) => s.errors.push(e.message));
  page.on('download', (d) => s.downloads.push(d));
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
    async (route) => {
      s.external.push(route.request().url());
      await route.abort();
    },
  );
  await page.route('**/api/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (pathname === '/api/auth/user') return json(200, USER);
    if (pathname === '/api/subscription/status') return json(200, STATUS);
    if (pathname === '/api/preferences') return json(200, { safe: [], concern: [], allergy: [] });
    if (pathname === '/api/scan/scan-1') return json(200, SCAN);
    if (pathname === '/api/scan/scan-2') return json(200, SAFE_SCAN);
    return json(404, { message: 'Not found' });
  });
  return s;
}

async function openShare(s: Session, scanId = 'scan-1') {
  await s.page.goto(`${server.url}/scan/${scanId}`, { waitUntil: 'domcontentloaded' });
  await s.page.getByTestId('scan-detail').waitFor();
  await s.page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = s.page.getByRole('dialog', { name: 'Share Analysis' });
  await dialog.getByTestId('share-card-preview').waitFor();
  return dialog;
}

const notice = (page: Page, title: string) =>
  page.locator('.ll-toast').filter({ has: page.getByText(title, { exact: true }) });

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and chunk header). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function waitForDownloads(s: Session, count: number) {
  for (let i = 0; i < 100 && s.downloads.length < count; i += 1) await s.page.waitForTimeout(50);
  expect(s.downloads).toHaveLength(count);
  return Promise.all(
    s.downloads.map(async (d) => ({
      name: d.suggestedFilename(),
      bytes: fs.readFileSync(await d.path()),
    })),
  );
}

describe('share cards', () => {
  it('Full Analysis: summary, one card per ingredient and a promo card, downloaded as 1080x1080 PNGs', async () => {
    const s = await openShareSession();
    const { page } = s;
    const dialog = page.getByRole('dialog', { name: 'Share Analysis' });
    for (const option of ['Full Analysis', 'Safety Summary', 'Concerning Ingredients']) {
      await dialog.getByLabel(new RegExp(option)).waitFor({ state: 'attached' });
    }
    const counter = dialog.getByTestId('share-card-counter');
    expect(await counter.innerText()).toBe('1 / 5');
    expect(await dialog.getByTestId('share-card-preview').getAttribute('alt')).toBe(
      'Share card 1 of 5: Golden Oat Crunch Cookies',
    );
    await dialog.getByRole('button', { name: 'Next card' }).click();
    expect(await counter.innerText()).toBe('2 / 5');
    expect(await dialog.getByTestId('share-card-preview').getAttribute('alt')).toBe(
      'Share card 2 of 5: Whole grain oat flour',
    );
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'share-dialog.png') });

    await dialog.getByRole('button', { name: 'Download' }).click();
    await notice(page, 'Downloaded').getByText('Downloaded 5 share cards').waitFor();
    const files = await waitForDownloads(s, 5);
    expect(files.map((f) => f.name)).toEqual([1, 2, 3, 4, 5].map((n) => `labellens-card-${n}.png`));
    for (const f of files) expect(pngSize(f.bytes)).toEqual({ width: 1080, height: 1080 });
    // Cards are drawn, not blank: a real card is tens of kilobytes.
    for (const f of files) expect(f.bytes.length).toBeGreaterThan(20_000);
    if (SHOTS) for (const f of files) fs.writeFileSync(path.join(SHOTS, f.name), f.bytes);
  });

  it('Safety Summary is one card; Concerning Ingredients is a list plus one card per concerning ingredient', async () => {
    const s = await openShareSession();
    const dialog = s.page.getByRole('dialog', { name: 'Share Analysis' });
    await dialog.getByText('Safety Summary', { exact: true }).click();
    await dialog.getByTestId('share-card-preview').waitFor();
    expect(await dialog.getByTestId('share-card-counter').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Download' }).click();
    await notice(s.page, 'Downloaded').getByText('Downloaded 1 share card').waitFor();

    await dialog.getByText('Concerning Ingredients', { exact: true }).click();
    await dialog.getByTestId('share-card-counter').getByText('1 / 3').waitFor();
    await dialog.getByRole('button', { name: 'Download' }).click();
    await notice(s.page, 'Downloaded').getByText('Downloaded 3 share cards').waitFor();
    const files = await waitForDownloads(s, 4);
    expect(files.map((f) => f.name)).toEqual([
      'labellens-card-1.png',
      'labellens-card-1.png',
      'labellens-card-2.png',
      'labellens-card-3.png',
    ]);
    for (const f of files) expect(pngSize(f.bytes)).toEqual({ width: 1080, height: 1080 });
    if (SHOTS) fs.writeFileSync(path.join(SHOTS, 'concerning-card.png'), files[1].bytes);
  });

  it('does not offer Concerning Ingredients when nothing is moderate or hazardous', async () => {
    const s = await session();
    const dialog = await openShare(s, 'scan-2');
    await dialog.getByText('Full Analysis', { exact: true }).waitFor();
    expect(await dialog.getByText('Concerning Ingredients').count()).toBe(0);
    expect(await dialog.getByTestId('share-card-counter').innerText()).toBe('1 / 3');
  });

  it('the nutrition card is 1080x1400', async () => {
    const s = await session();
    await s.page.goto(`${server.url}/scan/scan-1`, { waitUntil: 'domcontentloaded' });
    await s.page.getByRole('button', { name: 'Share nutrition' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Share Nutrition Analysis' });
    await dialog.getByTestId('share-card-preview').waitFor();
    await dialog.getByRole('button', { name: 'Download' }).click();
    const [file] = await waitForDownloads(s, 1);
    expect(file.name).toBe('labellens-card-1.png');
    expect(pngSize(file.bytes)).toEqual({ width: 1080, height: 1400 });
    if (SHOTS) fs.writeFileSync(path.join(SHOTS, 'nutrition-card.png'), file.bytes);
  });

  it('Copy Text copies the cut text with hashtags and says so', async () => {
    const s = await openShareSession();
    const dialog = s.page.getByRole('dialog', { name: 'Share Analysis' });
    await dialog.getByRole('button', { name: 'Copy Text' }).click();
    await notice(s.page, 'Copied!').getByText('Share text copied to clipboard.').waitFor();
    const text = await s.page.evaluate(() => navigator.clipboard.readText());
    const [headline, body, tags] = text.split('\n');
    expect(headline).toBe('Golden Oat Crunch Cookies: Moderate Risk (5.5/10)');
    expect(body.length).toBeLessThanOrEqual(203);
    expect(tags).toBe('#LabelLens #IngredientCheck #KnowYourLabels #ModerationMatters');
  });

  it('Share hands the PNG files to navigator.share where files can be shared', async () => {
    const s = await session(`
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (data) => Array.isArray(data.files) });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data) => {
        window.__shared = { title: data.title, text: data.text, files: data.files.map((f) => [f.name, f.type, f.size]) };
      } });
    `);
    const dialog = await openShare(s);
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await s.page.waitForFunction(() => '__shared' in window);
    const shared = (await s.page.evaluate(
      () => (window as unknown as { __shared: unknown }).__shared,
    )) as {
      title: string;
      text: string;
      files: [string, string, number][];
    };
    expect(shared.title).toBe('LabelLens: Golden Oat Crunch Cookies');
    expect(shared.text).toContain('#LabelLens');
    expect(shared.files.map(([name, type]) => [name, type])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [`labellens-card-${n}.png`, 'image/png']),
    );
    expect(s.downloads).toHaveLength(0);
  });

  it('Share downloads instead where native sharing is unavailable, and reports a failed share', async () => {
    const noShare = await session(`
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: undefined });
    `);
    const dialog = await openShare(noShare);
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await notice(noShare.page, 'Downloaded').getByText('Downloaded 5 share cards').waitFor();
    await waitForDownloads(noShare, 5);

    const failing = await session(`
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: () => Promise.reject(new Error('NotAllowedError')) });
    `);
    const failingDialog = await openShare(failing);
    await failingDialog.getByRole('button', { name: 'Share', exact: true }).click();
    await notice(failing.page, 'Sharing failed')
      .getByText('Please try downloading the images instead')
      .waitFor();
  });

  it('says Failed to generate share cards when the canvas cannot be encoded', async () => {
    const s = await session(
      `HTMLCanvasElement.prototype.toBlob = function (callback) { callback(null); };`,
    );
    await s.page.goto(`${server.url}/scan/scan-1`, { waitUntil: 'domcontentloaded' });
    await s.page.getByRole('button', { name: 'Share', exact: true }).click();
    await notice(s.page, 'Error').getByText('Failed to generate share cards.').waitFor();
    const dialog = s.page.getByRole('dialog', { name: 'Share Analysis' });
    expect(await dialog.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);
  });
});

async function openShareSession(): Promise<Session> {
  const s = await session();
  await openShare(s);
  return s;
}
