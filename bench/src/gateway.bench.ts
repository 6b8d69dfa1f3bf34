/**
 * Gateway overhead and first-load bytes, measured in one run against the real processes `npm start`
 * runs (scripts/stack.js). Run with `npm run bench -- gateway`.
 *
 * - Cached read (`GET /api/subscription-plans`) as a signed-in user: through the gateway (session
 *   cookie) vs billing directly (the internal identity the gateway would have signed), closed loop
 *   at the same concurrency; then both at half the gateway's throughput, open loop, for p99.
 * - First-load bytes of the landing page (signed out) and the scan page (signed in) in Chromium, as
 *   sent (compressed) and decoded, JS + CSS.
 */
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { Pool } from 'undici';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { dropDatabase } from '@labellens/server-database';
import { freePort } from '@labellens/server-testing';
import { seedUser } from './seed-user';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack } = require('../../scripts/stack.js') as {
  startStack: (options: Record<string, unknown>) => Promise<{
    url: string;
    serviceUrls: Record<string, string>;
    databaseUrl: (service: string) => string;
    stop: () => Promise<void>;
  }>;
};

const CONCURRENCY = 32;
const SECONDS = 6;
const PATH = '/api/subscription-plans';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const f = (n: number, digits = 0) => n.toFixed(digits);
const kb = (bytes: number) => `${f(bytes / 1024, 1)} KB`;

interface Target {
  origin: string;
  headers: () => Record<string, string>;
}

async function once(pool: Pool, target: Target): Promise<number> {
  const started = performance.now();
  const res = await pool.request({ method: 'GET', path: PATH, headers: target.headers() });
  await res.body.arrayBuffer();
  if (res.statusCode !== 200) throw new Error(`${target.origin}${PATH} answered ${res.statusCode}`);
  return performance.now() - started;
}

/** Back-to-back requests from CONCURRENCY keep-alive connections. */
async function closedLoop(target: Target, seconds: number) {
  const pool = new Pool(target.origin, { connections: CONCURRENCY, keepAliveTimeout: 30_000 });
  try {
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) latencies.push(await once(pool, target));
      }),
    );
    return { rate: latencies.length / seconds, p99: percentile(latencies, 99) };
  } finally {
    await pool.close();
  }
}

/** `rate` requests per second on a schedule, whatever the answers' pace (no coordinated omission). */
async function openLoop(target: Target, rate: number, seconds: number) {
  const pool = new Pool(target.origin, { connections: CONCURRENCY * 2, keepAliveTimeout: 30_000 });
  try {
    const latencies: number[] = [];
    const pending: Promise<void>[] = [];
    const start = performance.now();
    let sent = 0;
    while (performance.now() - start < seconds * 1000) {
      const due = Math.floor(((performance.now() - start) / 1000) * rate);
      for (; sent < due; sent += 1) {
        const scheduled = start + (sent / rate) * 1000;
        pending.push(
          pool
            .request({ method: 'GET', path: PATH, headers: target.headers() })
            .then(async (res) => {
              await res.body.arrayBuffer();
              latencies.push(performance.now() - scheduled);
            }),
        );
      }
      await new Promise((r) => setTimeout(r, 2));
    }
    await Promise.all(pending);
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    await pool.close();
  }
}

async function firstLoad(origin: string, pathname: string, sessionToken?: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    if (sessionToken) {
      await context.addCookies([{ name: 'll_session', value: sessionToken, url: origin }]);
    }
    const page = await context.newPage();
    const assets: { url: string; sent: Promise<number>; decoded: Promise<number> }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      assets.push({
        url: response.url(),
        sent: response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
        decoded: response.body().then((b) => b.length),
      });
    });
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
    const sent = await Promise.all(assets.map((a) => a.sent));
    const decoded = await Promise.all(assets.map((a) => a.decoded));
    return {
      files: assets.length,
      sent: sent.reduce((a, b) => a + b, 0),
      decoded: decoded.reduce((a, b) => a + b, 0),
    };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  const secret = randomBytes(32).toString('hex');
  const id = randomBytes(3).toString('hex');
  const servicePorts: Record<string, number> = {};
  for (const name of ['auth', 'scan', 'billing', 'admin', 'scan-worker'])
    servicePorts[name] = await freePort();
  const stack = await startStack({
    gatewayPort: await freePort(),
    servicePorts,
    databasePrefix: `labellens_bench_${id}_`,
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      INTERNAL_JWT_SECRET: secret,
      REDIS_KEY_PREFIX: `labellens-bench:${id}:`,
      EVENT_STREAM_PREFIX: `labellens-bench:${id}:events:`,
      // One client address makes every request: the limit must not be what is measured.
      RATE_LIMIT_PER_MINUTE: '1000000000',
    },
    log: (name: string, line: string) => {
      if (/error|fail/i.test(line)) process.stdout.write(`[${name}] ${line}\n`);
    },
  });
  try {
    const token = await seedUser(stack.databaseUrl('auth'));
    const me = await fetch(`${stack.url.replace('localhost', '127.0.0.1')}/api/auth/user`, {
      headers: { cookie: `ll_session=${token}` },
    });
    if (me.status !== 200) throw new Error(`seeded session not accepted (${me.status})`);
    const userId = ((await me.json()) as { id: string }).id;

    const gateway: Target = {
      origin: stack.url.replace('localhost', '127.0.0.1'),
      headers: () => ({ cookie: `ll_session=${token}` }),
    };
    // What the gateway forwards, minted the way it does (a fresh 300 s token per request).
    const direct: Target = {
      origin: stack.serviceUrls.billing,
      headers: () => ({
        [INTERNAL_IDENTITY_HEADER]: signInternalToken(
          { kind: 'user', userId, sessionId: 'bench' },
          secret,
          300,
        ),
      }),
    };

    // Warm both (JIT, pools, the identity cache), then measure each in turn.
    await closedLoop(direct, 1);
    await closedLoop(gateway, 1);
    const directMax = await closedLoop(direct, SECONDS);
    const gatewayMax = await closedLoop(gateway, SECONDS);
    process.stdout.write(
      `cached read ${PATH}, ${CONCURRENCY} connections, ${SECONDS} s each, signed-in user\n` +
        `  direct to billing: ${f(directMax.rate)} req/s (p99 ${f(directMax.p99, 1)} ms)\n` +
        `  through gateway:   ${f(gatewayMax.rate)} req/s (p99 ${f(gatewayMax.p99, 1)} ms)\n` +
        `  ratio: ${f((gatewayMax.rate / directMax.rate) * 100)}% of direct (goal ≥ 60%)\n`,
    );

    const half = Math.round(gatewayMax.rate / 2);
    const directHalf = await openLoop(direct, half, SECONDS);
    const gatewayHalf = await openLoop(gateway, half, SECONDS);
    process.stdout.write(
      `half load (${half} req/s offered, open loop, ${SECONDS} s each)\n` +
        `  direct:  p50 ${f(directHalf.p50, 2)} ms, p99 ${f(directHalf.p99, 2)} ms\n` +
        `  gateway: p50 ${f(gatewayHalf.p50, 2)} ms, p99 ${f(gatewayHalf.p99, 2)} ms\n` +
        `  added by the gateway at p99: ${f(gatewayHalf.p99 - directHalf.p99, 2)} ms (goal ≤ 3 ms)\n`,
    );

    const landing = await firstLoad(gateway.origin, '/');
    const scan = await firstLoad(gateway.origin, '/', token);
    process.stdout.write(
      `first load, JS + CSS as sent (decoded), Chromium, no cache\n` +
        `  landing (signed out): ${kb(landing.sent)} (${kb(landing.decoded)}) in ${landing.files} files (goal ≤ 170 KB)\n` +
        `  scan page (signed in): ${kb(scan.sent)} (${kb(scan.decoded)}) in ${scan.files} files (goal ≤ 250 KB)\n`,
    );
  } finally {
    await stack.stop();
    for (const service of ['auth', 'scan', 'billing', 'admin']) {
      await dropDatabase(stack.databaseUrl(service)).catch(() => undefined);
    }
  }
}
