/**
 * Lighthouse (npm, run against Debian Chromium through chrome-launcher; nothing is downloaded) on
 * the running stack at localhost, mobile with Lighthouse's default simulated throttling (slow 4G,
 * 4× CPU slowdown): LCP and TBT of the landing page (signed out) and the scan page (signed in,
 * the session cookie sent with every request). Then Chromium's installability verdict
 * (Page.getInstallabilityErrors, what Lighthouse's installable-manifest audit read before
 * Lighthouse 12 dropped the PWA category), also checked by e2e/src/installability.e2e.spec.ts.
 * Run with `npm run bench -- lighthouse`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '@labellens/web-testing';
import { startBenchStack, stopBenchStack } from './bench-stack';
import { seedUser } from './seed-user';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The test browsers' flags, Chromium's new headless mode for chrome-launcher. */
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];
/** Runs per page; the median run (by LCP) is printed. */
const RUNS = 3;
const LCP_GOAL_MS = 1500;

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

interface Result {
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  score: number;
  lcpElement: string;
}

async function audit(url: string, cookie?: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      // Lighthouse's default config: mobile form factor, simulated throttling.
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // An audit or category Lighthouse could not compute is missing, whatever its types say.
    const audits: Partial<typeof lhr.audits> = lhr.audits;
    const categories: Partial<typeof lhr.categories> = lhr.categories;
    const numeric = (id: string) => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
      return value;
    };
    const lcpDetails = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    return {
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      fcp: numeric('first-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    };
  } finally {
    chrome.kill();
  }
}

async function medianRun(
  url: string,
  cookie?: string,
): Promise<{ median: Result; lcps: number[] }> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is made again, once.
    runs.push(await audit(url, cookie).catch(() => audit(url, cookie)));
  }
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp);
  return { median: sorted[Math.floor(sorted.length / 2)], lcps: runs.map((r) => r.lcp) };
}

/** Chromium's installability errors for `url` in an ordinary profile, once its service worker is active. */
async function installabilityErrors(url: string, cookie?: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'll-bench-installable-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url }]);
    }
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => navigator.serviceWorker.ready.then((r) => Boolean(r.active)),
      undefined,
      {
        timeout: 60_000,
      },
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    return errors.map((e) => e.errorId);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const { stack } = await startBenchStack('bench');
  try {
    const origin = stack.url;
    const cookie = `ll_session=${await seedUser(stack.databaseUrl('auth'))}`;
    const pages: [string, string | undefined][] = [
      ['landing (signed out)', undefined],
      ['scan page (signed in)', cookie],
    ];
    process.stdout.write(
      `Lighthouse ${lighthouseVersion()} mobile, simulated throttling, ${origin}/, median of ${RUNS} runs by LCP (goal LCP ≤ ${ms(LCP_GOAL_MS)})\n`,
    );
    for (const [name, pageCookie] of pages) {
      const { median, lcps } = await medianRun(`${origin}/`, pageCookie);
      process.stdout.write(
        `  ${name}: LCP ${ms(median.lcp)}${median.lcp <= LCP_GOAL_MS ? '' : ' (over the goal)'}, TBT ${ms(median.tbt)}, ` +
          `FCP ${ms(median.fcp)}, CLS ${median.cls.toFixed(3)}, performance ${median.score} (LCP runs ${lcps.map(ms).join(', ')})\n` +
          `    LCP element: ${median.lcpElement.slice(0, 100)}\n`,
      );
    }
    for (const [name, pageCookie] of pages) {
      const errors = await installabilityErrors(`${origin}/`, pageCookie);
      process.stdout.write(
        `  installable, ${name}: ${errors.length === 0 ? 'yes, no installability errors' : `NO: ${errors.join(', ')}`}\n`,
      );
    }
  } finally {
    await stopBenchStack(stack);
  }
}

function lighthouseVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('lighthouse/package.json') as { version: string }).version;
}
