/**
 * /settings data rights in Chromium: the built shell and remotes from a static server laid out
 * like the gateway, /api/* answered by fixtures (page.route).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ifStarted, launchTestChromium, startStaticServer } from '@labellens/web-testing';
import { aUser } from '@labellens/web-testing/factories';
import type { Browser, BrowserContext, Download, Page, Route } from 'playwright-core';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const dist = (app: string) => path.join(ROOT, 'apps', app, 'dist');
const SHOTS = process.env.SCREENSHOT_DIR;

const USER = aUser({
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  age: 36,
  sex: 'female',
  weight: 60,
  height: 168,
  activityLevel: 'moderate',
  goal: 'maintain',
  profileComplete: true,
});

type Handler = (route: Route, method: string, pathname: string, body: unknown) => Promise<boolean>;

interface Session {
  context: BrowserContext;
  page: Page;
  calls: { call: string; body: unknown }[];
  downloads: Download[];
  signedIn: boolean;
  errors: string[];
  external: string[];
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

async function openSettings(handler: Handler): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 430, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const s: Session = {
    context,
    page,
    calls: [],
    downloads: [],
    signedIn: true,
    errors: [],
    external: [],
  };
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
    const request = route.request();
    const { pathname } = new URL(request.url());
    const method = request.method();
    const body: unknown = request.postData() ? request.postDataJSON() : undefined;
    s.calls.push({ call: `${method} ${pathname}`, body });
    if (await handler(route, method, pathname, body)) return;
    const json = (status: number, answer: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(answer) });
    if (pathname === '/api/auth/user') {
      return s.signedIn
        ? json(200, USER)
        : json(401, { message: 'Unauthorized', statusCode: 401, code: 'unauthorized' });
    }
    return json(404, { message: 'Not found' });
  });
  await page.goto(`${server.url}/settings`, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-remote="account"][data-page="settings"]').waitFor();
  return s;
}

const notice = (page: Page, title: string) =>
  page.locator('.ll-toast').filter({ has: page.getByText(title, { exact: true }) });

async function downloaded(s: Session, count: number) {
  for (let i = 0; i < 100 && s.downloads.length < count; i += 1) await s.page.waitForTimeout(50);
  expect(s.downloads).toHaveLength(count);
  return Promise.all(
    s.downloads.map(async (d) => ({
      name: d.suggestedFilename(),
      text: fs.readFileSync(await d.path(), 'utf8'),
    })),
  );
}

describe('/settings data rights', () => {
  it('downloads the scan history CSV and the full JSON export through the API', async () => {
    const csv = 'id,productName,scannedAt\nscan-1,Oat Cookies,2026-03-01T09:30:00Z\n';
    const s = await openSettings(async (route, method, pathname) => {
      if (method === 'GET' && pathname === '/api/export/scans.csv') {
        await route.fulfill({
          status: 200,
          contentType: 'text/csv',
          headers: {
            'Content-Disposition': 'attachment; filename="labellens-scans-2026-03-01.csv"',
          },
          body: csv,
        });
        return true;
      }
      if (method === 'GET' && pathname === '/api/account/export') {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'Content-Disposition': 'attachment; filename="labellens-export.json"' },
          body: JSON.stringify({ account: { email: USER.email } }),
        });
        return true;
      }
      return false;
    });
    const { page } = s;
    const section = page.getByTestId('data-export');
    await section.getByRole('heading', { name: 'Export my data' }).waitFor();
    await section.getByRole('button', { name: 'Download scan history (CSV)' }).click();
    await notice(page, 'Download started').waitFor();
    await section.getByRole('button', { name: 'Download all my data (JSON)' }).click();
    const files = await downloaded(s, 2);
    expect(files).toEqual([
      { name: 'labellens-scans-2026-03-01.csv', text: csv },
      { name: 'labellens-export.json', text: '{"account":{"email":"ada@example.com"}}' },
    ]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'settings.png'), fullPage: true });
  });

  it('reports a failed export with the server message', async () => {
    const s = await openSettings(async (route, method, pathname) => {
      if (pathname !== '/api/account/export') return false;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Could not gather your scan data right now. Please try again.',
        }),
      });
      return true;
    });
    await s.page.getByRole('button', { name: 'Download all my data (JSON)' }).click();
    await notice(s.page, 'Export failed')
      .getByText('Could not gather your scan data right now. Please try again.')
      .waitFor();
    expect(s.downloads).toHaveLength(0);
  });

  it('deletes the account after DELETE and the password, clears storage and goes to /', async () => {
    let attempts = 0;
    const s = await openSettings(async (route, method, pathname) => {
      if (method !== 'DELETE' || pathname !== '/api/account') return false;
      attempts += 1;
      if (attempts === 1) {
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Your password is not correct.' }),
        });
      } else {
        s.signedIn = false;
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Your account and data have been deleted.' }),
        });
      }
      return true;
    });
    const { page } = s;
    await page.evaluate(() => {
      localStorage.setItem('left-over', '1');
      sessionStorage.setItem('left-over', '1');
    });
    await page
      .getByTestId('delete-account')
      .getByRole('button', { name: 'Delete Account' })
      .click();
    const dialog = page.getByTestId('delete-account-dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Password').fill('wrong password');
    await confirm.click();
    await dialog.getByRole('alert').getByText('Your password is not correct.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('left-over'))).toBe('1');

    await dialog.getByLabel('Password').fill('right password');
    await confirm.click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'Watch Demo' }).first().waitFor();
    expect(s.calls.filter((c) => c.call === 'DELETE /api/account').map((c) => c.body)).toEqual([
      { confirm: 'DELETE', password: 'wrong password' },
      { confirm: 'DELETE', password: 'right password' },
    ]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  it('clears scan history after confirmation; a failure says Failed to clear history', async () => {
    let clears = 0;
    const s = await openSettings(async (route, method, pathname) => {
      if (method !== 'DELETE' || pathname !== '/api/scan-history') return false;
      clears += 1;
      await route.fulfill(
        clears === 1
          ? {
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'History is busy' }),
            }
          : { status: 204, body: '' },
      );
      return true;
    });
    const { page } = s;
    const clear = async () => {
      await page.getByRole('button', { name: 'Clear Scan History' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Clear History' }).click();
    };
    await clear();
    await notice(page, 'Failed to clear history').getByText('History is busy').waitFor();
    await clear();
    await notice(page, 'Success').getByText('Your scan history has been cleared.').waitFor();
    await page.getByText('LabelLens version 1.0.0').waitFor();
  });
});
