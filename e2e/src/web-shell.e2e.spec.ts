import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startE2eStack, type RunningStack } from './support/stack';
import { ifStarted } from '@labellens/server-testing';

let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startE2eStack();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await ifStarted(browser)?.close();
  await ifStarted(stack)?.stop();
});

async function openPage(): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('request', (req) => requests.push(new URL(req.url()).pathname));
  return { page, errors, requests };
}

describe('the running system through the gateway', () => {
  it('answers /api/health with every service up', async () => {
    const res = await fetch(`${stack.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { services: Record<string, { status: string }> };
    expect(
      Object.fromEntries(Object.entries(body.services).map(([k, v]) => [k, v.status])),
    ).toEqual({
      auth: 'up',
      scan: 'up',
      billing: 'up',
      admin: 'up',
      gateway: 'up',
    });
  });

  it('serves the landing page with its sections in order, under the real security headers', async () => {
    const { page, errors } = await openPage();
    const response = await page.goto(`${stack.url}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The static first screen (the hero only) shows first; the sections come with the app.
    await page.locator('#root section#features').waitFor();
    const ids = await page.$$eval('main section[id], section[id]', (els) => els.map((e) => e.id));
    const order = ['features', 'how-it-works', 'pricing'].map((id) => ids.indexOf(id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await page
      .getByRole('button', { name: /watch demo/i })
      .first()
      .click();
    await page.getByText(/1 of 3/).waitFor();
    await page.getByRole('button', { name: /previous/i }).click();
    await page.getByText(/3 of 3/).waitFor();
    // Signed out, the session check answers 401; nothing else may fail (the videos included).
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });

  it('plays each demo video, recorded from the product, with a poster and captions, each ≤ 3 MB', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${stack.url}/`);
    await page
      .getByRole('button', { name: /watch demo/i })
      .first()
      .click();
    for (let n = 1; n <= 3; n++) {
      await page.getByText(`${n} of 3`).waitFor();
      const video = page.locator('video');
      await expect(video.getAttribute('src')).resolves.toBe(`/media/demo-${n}.webm`);
      await expect(video.getAttribute('poster')).resolves.toBe(`/media/demo-${n}-poster.jpg`);
      // Decodable in Chromium, at least ten seconds long, with its English captions loaded.
      const state = await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        const track: TextTrack | null = v.textTracks.length > 0 ? v.textTracks[0] : null;
        if (track) track.mode = 'showing';
        await v.play();
        // Playing moves the clock; on a loaded machine the first frames can take a few seconds.
        for (let waited = 0; v.currentTime === 0 && !v.error && waited < 15_000; waited += 100) {
          await new Promise((r) => setTimeout(r, 100));
        }
        return {
          duration: v.duration,
          playedTo: v.currentTime,
          error: v.error?.code ?? null,
          cues: track?.cues?.length ?? 0,
          kind: track?.kind,
        };
      });
      expect(state.error).toBeNull();
      expect(state.duration).toBeGreaterThan(10);
      expect(state.playedTo).toBeGreaterThan(0);
      expect(state.kind).toBe('captions');
      expect(state.cues).toBeGreaterThanOrEqual(3);
      for (const file of [`demo-${n}.webm`, `demo-${n}-poster.jpg`, `demo-${n}.vtt`]) {
        const res = await fetch(`${stack.url}/media/${file}`);
        expect(res.status).toBe(200);
        expect((await res.arrayBuffer()).byteLength).toBeLessThanOrEqual(3 * 1024 * 1024);
      }
      await page.getByRole('button', { name: 'Next video' }).click();
    }
    // Signed out, the session check answers 401; nothing else may fail (the videos included).
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });

  it('loads a page from each remote through Module Federation and applies the signed-out rules', async () => {
    const { page, errors, requests } = await openPage();
    await page.goto(`${stack.url}/auth`);
    await page
      .getByRole('button', { name: /log in/i })
      .first()
      .waitFor();
    expect(requests).toEqual(
      expect.arrayContaining(['/runtime-config.json', '/mfe/account/mf-manifest.json']),
    );
    await page.goto(`${stack.url}/admin/login`);
    await page.getByLabel(/username/i).waitFor();
    expect(requests).toContain('/mfe/admin/mf-manifest.json');
    // Signed out, a signed-in route and an unknown path both show the landing page.
    for (const path of ['/history', '/no/such/page']) {
      await page.goto(`${stack.url}${path}`);
      await page
        .getByRole('button', { name: /watch demo/i })
        .first()
        .waitFor();
    }
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });
});
