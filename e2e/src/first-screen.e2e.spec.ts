import type { BrowserContext, Page } from 'playwright-core';
import { signedInPage, signUp, useBrowserStack } from './support/browser-stack';

// Issue 16: index.html carries the first screen as static HTML (apps/shell/src/first-screen),
// shown by public/boot.js as soon as the session is known and before the app's scripts load:
// the landing page signed out, the scan page's first view signed in. Here the app's scripts are
// held back to see that screen alone, then let through to see the app take over from it.

const env = useBrowserStack();
const APP_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/** Blocks the app's entry script: only index.html, its CSS and boot.js run. */
async function withoutApp(page: Page): Promise<void> {
  await page.route(APP_SCRIPT, (route) => route.abort());
}

/**
 * Opens / until boot.js shows the static screen, then gives the screen's name and visible text
 * (innerText skips hidden elements). boot.js shows none when the session's answer takes over a
 * second (it loads the app instead, by design), as the first requests to a stack on a loaded CI
 * machine can: such a load is tried again, up to three times.
 */
async function staticScreen(page: Page, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    try {
      await page.waitForSelector('html[data-ll-first]', { timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  return page.evaluate(() => ({
    screen: document.documentElement.getAttribute('data-ll-first'),
    lang: document.documentElement.lang,
    text: (document.getElementById('ll-first-screen') as HTMLElement).innerText,
    rootShown: getComputedStyle(document.getElementById('root')!).display !== 'none',
    h1: Array.from(document.querySelectorAll<HTMLElement>('#ll-first-screen h1'))
      .filter((h) => h.offsetParent !== null)
      .map((h) => h.innerText),
  }));
}

/** Waits for the app to replace the static screen; returns the app's visible text. */
async function appTookOver(page: Page): Promise<string> {
  await page.waitForFunction(
    () =>
      !document.getElementById('ll-first-screen') &&
      !document.documentElement.hasAttribute('data-ll-first') &&
      document.querySelector('#root main'),
    undefined,
    { timeout: 30_000 },
  );
  return page.locator('#root').innerText();
}

describe('the static first screen of index.html', () => {
  let contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  it('signed out: shows the landing hero before the app loads, the same as the app renders it', async () => {
    const context = await env.chromium.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    await withoutApp(page);
    const shown = await staticScreen(page, `${env.stack.url}/`);
    expect(shown.screen).toBe('landing');
    expect(shown.lang).toBe('en');
    expect(shown.rootShown).toBe(false);
    expect(shown.h1).toEqual([expect.stringMatching(/^Know what.s really in everything you buy$/)]);
    expect(shown.text).toContain('Start Scanning Free');
    // Nothing of the signed-in screen.
    expect(shown.text).not.toMatch(/Capture the ingredient list|Upload Photo/);

    // With the app: the same texts, from the app, and the static copy gone.
    const app = await context.newPage();
    await app.goto(`${env.stack.url}/`);
    const appText = await appTookOver(app);
    const lead = shown.text
      .split('\n')
      .find((line) => line.startsWith('Photograph the ingredient list'));
    expect(lead).toBeDefined();
    expect(appText).toContain(lead!);
    expect(appText).toContain(shown.h1[0]);
    expect(await app.locator('h1').count()).toBe(1);
  }, 90_000);

  it('signed in: shows the scan page first view, never the landing, then the app takes over', async () => {
    const client = await signUp(env, 'first-screen');
    const { context, page } = await signedInPage(env, client, {
      viewport: { width: 390, height: 844 },
    });
    contexts.push(context);
    await withoutApp(page);
    const shown = await staticScreen(page, `${env.stack.url}/`);
    expect(shown.screen).toBe('scan');
    expect(shown.lang).toBe('en');
    expect(shown.text).toContain('Capture the ingredient list');
    expect(shown.text).not.toMatch(/Know what|Start Scanning Free|Get Started/);

    const app = await context.newPage();
    await app.goto(`${env.stack.url}/`);
    const appText = await appTookOver(app);
    expect(appText).toContain('Capture the ingredient list');
    expect(appText).not.toContain('Start Scanning Free');
  }, 90_000);

  it('a button pressed on the static screen is pressed in the app once it is there', async () => {
    const context = await env.chromium.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    expect((await staticScreen(page, `${env.stack.url}/`)).screen).toBe('landing');
    await page.getByRole('button', { name: /watch demo/i }).click();
    release();
    await appTookOver(page);
    await page.getByText('1 of 3').waitFor({ timeout: 30_000 });
  }, 90_000);

  it('shows no static screen on other paths (the sign-in page)', async () => {
    const context = await env.chromium.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${env.stack.url}/auth`);
    await page.waitForSelector('#root main, #root form', { timeout: 30_000 });
    expect(
      await page.evaluate(() => ({
        attr: document.documentElement.getAttribute('data-ll-first'),
        staticLeft: Boolean(document.getElementById('ll-first-screen')),
      })),
    ).toEqual({ attr: null, staticLeft: false });
  }, 60_000);
});
