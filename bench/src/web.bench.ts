/**
 * First-load bytes of the front end, per page, against the real processes `npm start` runs
 * (scripts/stack.js). Run with `npm run bench -- web`.
 *
 * Chromium loads each page with an empty cache; every JS and CSS response is counted as sent
 * (compressed) and decoded, until the network settles. The static figure the build enforces
 * (scripts/check-web-budgets.js) is printed beside it, so the two can be compared.
 */
import { randomBytes } from 'node:crypto';
import { launchTestChromium } from '@labellens/web-testing';
import { startBenchStack, stopBenchStack } from './bench-stack';
import { seedUser } from './seed-user';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const budgets = require('../../scripts/check-web-budgets.js') as {
  computePages: () => { name: string; budget: number; total: number }[];
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface FirstLoad {
  files: { url: string; sent: number; decoded: number }[];
  sent: number;
  decoded: number;
}

/** JS + CSS Chromium fetches for `pathname` with an empty cache, until the network settles. */
export async function firstLoad(
  origin: string,
  pathname: string,
  sessionToken?: string,
  readySelector?: string,
): Promise<FirstLoad> {
  const browser = await launchTestChromium();
  try {
    const context = await browser.newContext();
    if (sessionToken) {
      await context.addCookies([{ name: 'll_session', value: sessionToken, url: origin }]);
    }
    const page = await context.newPage();
    const assets: Promise<{ url: string; sent: number; decoded: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      assets.push(
        Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
          url: new URL(response.url()).pathname,
          sent: sizes.responseBodySize,
          decoded: body.length,
        })),
      );
    });
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
    if (readySelector)
      await page.waitForSelector(readySelector, { state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(assets);
    return {
      files,
      sent: files.reduce((a, b) => a + b.sent, 0),
      decoded: files.reduce((a, b) => a + b.decoded, 0),
    };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  const { stack } = await startBenchStack('benchweb', {
    INTERNAL_JWT_SECRET: randomBytes(32).toString('hex'),
  });
  try {
    const origin = stack.url.replace('localhost', '127.0.0.1');
    const token = await seedUser(stack.databaseUrl('auth'));
    const measured = {
      landing: await firstLoad(origin, '/', undefined, 'h1'),
      scan: await firstLoad(origin, '/', token, 'main textarea'),
    };
    const staticPages = new Map(budgets.computePages().map((p) => [p.name, p]));
    const verbose = process.env.BENCH_VERBOSE === '1';
    process.stdout.write(
      'first load, JS + CSS as sent (decoded), Chromium, empty cache, until the network settles\n',
    );
    for (const [name, label] of [
      ['landing', 'landing "/" signed out'],
      ['scan', 'scan page "/" signed in'],
    ] as const) {
      const m = measured[name];
      const s = staticPages.get(name);
      process.stdout.write(
        `  ${label}: ${kb(m.sent)} (${kb(m.decoded)}) in ${m.files.length} files` +
          (s
            ? `; build check ${kb(s.total)}, budget ${kb(s.budget)} ${m.sent <= s.budget ? 'OK' : 'OVER'}\n`
            : '\n'),
      );
      const entry = m.files.find((file) => file.url.endsWith('/remoteEntry.js'));
      if (entry) {
        process.stdout.write(
          `    federation overhead: ${entry.url} ${kb(entry.sent)} (goal ≤ 30 KB per remote)\n`,
        );
      }
      if (verbose) {
        for (const file of [...m.files].sort((a, b) => b.sent - a.sent)) {
          process.stdout.write(`      ${kb(file.sent).padStart(9)}  ${file.url}\n`);
        }
      }
    }
  } finally {
    await stopBenchStack(stack);
  }
}
