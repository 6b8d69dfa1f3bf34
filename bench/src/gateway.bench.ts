/**
 * Gateway overhead and first-load bytes, measured in one run against the real processes `npm start`
 * runs (scripts/stack.js). Run with `npm run bench -- gateway`.
 *
 * - Cached read (`GET /api/subscription-plans`) as a signed-in user: through the gateway (session
 *   cookie) vs billing directly (the internal identity token the gateway would have sent), closed
 *   loop at the same concurrency; then both at half the gateway's throughput, open loop, for p99.
 *   Direct and gateway runs alternate in ROUNDS short rounds and the medians are printed: other
 *   jobs on the machine come and go, and alternating spreads them over both sides.
 * - First-load bytes of the landing page (signed out) and the scan page (signed in) in Chromium, as
 *   sent (compressed) and decoded, JS + CSS.
 */
import { randomBytes } from 'node:crypto';
import { Pool } from 'undici';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { startBenchStack, stopBenchStack } from './bench-stack';
import { seedUser } from './seed-user';
import { firstLoad } from './web.bench';

const CONCURRENCY = 32;
const SECONDS = 4;
const ROUNDS = 5;
const PATH = '/api/subscription-plans';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const median = (values: number[]) => percentile(values, 50);
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

interface Latency {
  p50: number;
  p99: number;
}

/** `rate` requests per second on a schedule, whatever the answers' pace (no coordinated omission). */
async function openLoop(target: Target, rate: number, seconds: number): Promise<Latency> {
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

export async function run(): Promise<void> {
  const secret = randomBytes(32).toString('hex');
  const { stack } = await startBenchStack('bench', {
    INTERNAL_JWT_SECRET: secret,
    // One client address makes every request: the limit must not be what is measured.
    RATE_LIMIT_PER_MINUTE: '1000000000',
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
    // What the gateway forwards: a 300 s token for this identity, signed again once a minute or
    // so before it expires (services/gateway/src/proxy/internal-token.memo.ts).
    let signed = { token: '', renewAt: 0 };
    const direct: Target = {
      origin: stack.serviceUrls.billing,
      headers: () => {
        const now = Date.now();
        if (signed.renewAt <= now) {
          signed = {
            token: signInternalToken(
              { kind: 'user', userId, sessionId: 'bench' },
              secret,
              300,
              now,
            ),
            renewAt: now + 240_000,
          };
        }
        return { [INTERNAL_IDENTITY_HEADER]: signed.token };
      },
    };

    // Warm both (JIT, pools, the identity cache), then alternate.
    await closedLoop(direct, 1);
    await closedLoop(gateway, 1);
    const max = {
      direct: [] as number[],
      gateway: [] as number[],
      ratio: [] as number[],
      directP99: [] as number[],
      gatewayP99: [] as number[],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const d = await closedLoop(direct, SECONDS);
      const g = await closedLoop(gateway, SECONDS);
      max.direct.push(d.rate);
      max.gateway.push(g.rate);
      max.ratio.push(g.rate / d.rate);
      max.directP99.push(d.p99);
      max.gatewayP99.push(g.p99);
    }
    const range = (values: number[], digits = 0) =>
      `${f(Math.min(...values), digits)}–${f(Math.max(...values), digits)}`;
    process.stdout.write(
      `cached read ${PATH}, ${CONCURRENCY} connections, signed-in user, closed loop, ` +
        `${ROUNDS} alternating rounds of ${SECONDS} s each (median, range)\n` +
        `  direct to billing: ${f(median(max.direct))} req/s (${range(max.direct)}; p99 ${f(median(max.directP99), 1)} ms)\n` +
        `  through gateway:   ${f(median(max.gateway))} req/s (${range(max.gateway)}; p99 ${f(median(max.gatewayP99), 1)} ms)\n` +
        `  ratio: ${f(median(max.ratio) * 100)}% of direct (rounds ${range(max.ratio.map((r) => r * 100))}%; goal ≥ 60%)\n`,
    );

    const half = Math.round(median(max.gateway) / 2);
    const open = { direct: [] as Latency[], gateway: [] as Latency[], added: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const d = await openLoop(direct, half, SECONDS);
      const g = await openLoop(gateway, half, SECONDS);
      open.direct.push(d);
      open.gateway.push(g);
      open.added.push(g.p99 - d.p99);
    }
    const line = (name: string, runs: Latency[]) =>
      `  ${name} p50 ${f(median(runs.map((r) => r.p50)), 2)} ms, p99 ${f(median(runs.map((r) => r.p99)), 2)} ms ` +
      `(rounds ${runs.map((r) => f(r.p99, 1)).join(', ')})\n`;
    process.stdout.write(
      `half load: ${half} req/s offered, open loop, ${ROUNDS} alternating rounds of ${SECONDS} s each (median)\n` +
        line('direct: ', open.direct) +
        line('gateway:', open.gateway) +
        `  added by the gateway at p99: ${f(median(open.added), 2)} ms (median of rounds; rounds ${open.added.map((a) => f(a, 1)).join(', ')}; goal ≤ 3 ms)\n`,
    );

    const landing = await firstLoad(gateway.origin, '/', undefined, 'h1');
    const scan = await firstLoad(gateway.origin, '/', token, 'main textarea');
    process.stdout.write(
      `first load, JS + CSS as sent (decoded), Chromium, no cache\n` +
        `  landing (signed out): ${kb(landing.sent)} (${kb(landing.decoded)}) in ${landing.files.length} files (goal ≤ 170 KB)\n` +
        `  scan page (signed in): ${kb(scan.sent)} (${kb(scan.decoded)}) in ${scan.files.length} files (goal ≤ 250 KB)\n`,
    );
  } finally {
    await stopBenchStack(stack);
  }
}
