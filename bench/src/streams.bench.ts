/**
 * Open scan streams held at once through one gateway process and one scan API process (the scan
 * worker runs as a third process, as in production). Run with `npm run bench -- streams`
 * (BENCH_STREAMS=<n> for another count; 5,000 by default).
 *
 * The model stand-in stalls, so every stream, once its rule-based results are out, waits on its
 * analysis job: an open SSE response at the client, an open proxied request in the gateway (one
 * upstream connection each) and an open response in the scan process. Auth's identity look-up,
 * billing's quota API and OpenAI are stand-ins in this process; the gateway, scan and worker are
 * the real entry points (`services/<name>/src/main.ts`) started as child processes, so their memory
 * is read from /proc/<pid>/status.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent } from 'undici';
import { createTestDatabase, freePort } from '@labellens/server-testing';
import { startBillingStandIn } from '@labellens/scan-service/test/support/billing-stand-in';
import { startOpenAiStandIn } from '@labellens/scan-service/test/support/openai-stand-in';
import { startAuthStandIn } from './streams/auth-stand-in';
import { newStream, openStream, WAITING_TEXT, type Stream } from './streams/client';
import { fdLimit, launch, openFds, rssKb, waitForHttp, type Launched } from './streams/processes';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
/** Streams being opened at any moment (a page of users arriving, not one SYN flood). */
const OPENING_AT_ONCE = 200;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const f = (n: number, digits = 0) => n.toFixed(digits);
const mb = (kb: number) => `${f(kb / 1024)} MB`;

/** Set once the bench tears down: the worker's failing model calls are expected then. */
let stopping = false;
const quiet = () => stopping;

export async function run(): Promise<void> {
  const secret = randomBytes(32).toString('hex');
  const id = randomBytes(3).toString('hex');
  const redisPrefix = `labellens-bench-streams:${id}:`;
  const db = await createTestDatabase('bench_streams');
  const auth = await startAuthStandIn();
  const billing = await startBillingStandIn(secret);
  const openai = await startOpenAiStandIn('sk-bench-stand-in');
  openai.behave({ kind: 'stall', ms: 600_000 });
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'll-web-'));
  for (const app of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    mkdirSync(path.join(webDir, app, 'dist'), { recursive: true });
    writeFileSync(path.join(webDir, app, 'dist', 'index.html'), '<html></html>');
  }
  const [scanPort, workerPort, gatewayPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const common = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    INTERNAL_JWT_SECRET: secret,
    REDIS_KEY_PREFIX: redisPrefix,
    EVENT_STREAM_PREFIX: `${redisPrefix}events:`,
  };
  const scanEnv = {
    ...common,
    DATABASE_URL: db.url,
    BILLING_URL: billing.url,
    AUTH_URL: auth.url,
    OPENAI_API_KEY: 'sk-bench-stand-in',
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_MODEL: 'stand-in-model',
    OPENAI_TIMEOUT_MS: '300000',
    LLM_WAIT_MS: '300000',
    OCR_POOL_SIZE: '1',
  };
  const processes: Launched[] = [];
  const dispatcher = new Agent({ connections: null, bodyTimeout: 0, headersTimeout: 120_000 });
  const streams: Stream[] = [];
  try {
    const scan = launch(
      'scan',
      'services/scan/src/main.ts',
      { ...scanEnv, PORT: String(scanPort) },
      quiet,
    );
    processes.push(scan);
    await waitForHttp(`http://127.0.0.1:${scanPort}/health/ready`, scan.alive);
    const worker = launch(
      'scan-worker',
      'services/scan/src/worker.ts',
      {
        ...scanEnv,
        PORT: String(workerPort),
        MIGRATE_ON_START: 'false',
      },
      quiet,
    );
    processes.push(worker);
    const gateway = launch(
      'gateway',
      'services/gateway/src/main.ts',
      {
        ...common,
        PORT: String(gatewayPort),
        AUTH_URL: auth.url,
        SCAN_URL: `http://127.0.0.1:${scanPort}`,
        BILLING_URL: billing.url,
        ADMIN_URL: auth.url,
        WEB_DIST_DIR: webDir,
        // One client address opens every stream: the limit must not be what is measured.
        RATE_LIMIT_PER_MINUTE: '1000000000',
      },
      quiet,
    );
    processes.push(gateway);
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${workerPort}/health/ready`, worker.alive),
      waitForHttp(`http://127.0.0.1:${gatewayPort}/health/live`, gateway.alive),
    ]);
    const base = `http://127.0.0.1:${gatewayPort}`;
    console.log(
      `streams: fd limit (Max open files) gateway ${fdLimit(gateway.pid)}, scan ${fdLimit(scan.pid)}; this shell: ulimit -n ${fdLimit(process.pid)}`,
    );

    // Warm both processes (code paths, pools) with a few streams, then take the baseline.
    const warm = Array.from({ length: 20 }, newStream);
    const warmReaders: Promise<void>[] = [];
    const warmed = Promise.all(
      warm.map(
        (s, i) =>
          new Promise<void>((resolve) => {
            warmReaders.push(openStream(base, dispatcher, 1_000_000 + i, s, resolve));
          }),
      ),
    );
    let warmTimer: NodeJS.Timeout | undefined;
    await Promise.race([
      warmed,
      new Promise((_, reject) => {
        warmTimer = setTimeout(() => {
          const stuck = warm.find((s) => !s.opened);
          reject(
            new Error(
              `warm-up streams did not reach "${WAITING_TEXT}": ${stuck?.text ?? '(nothing)'}`,
            ),
          );
        }, 30_000);
      }),
    ]);
    clearTimeout(warmTimer);
    const warmErrors = warm.filter((s) => s.error);
    if (warmErrors.length > 0) throw new Error(`warm-up streams failed: ${warmErrors[0].error}`);
    for (const s of warm) s.controller.abort();
    await Promise.all(warmReaders);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = {
      gateway: rssKb(gateway.pid),
      scan: rssKb(scan.pid),
      worker: rssKb(worker.pid),
    };

    const started = performance.now();
    let next = 0;
    let opened = 0;
    let lastOpenedAt = started;
    const readers: Promise<void>[] = [];
    await new Promise<void>((resolve) => {
      const openOne = () => {
        if (next >= STREAMS) return;
        const n = next++;
        const stream = newStream();
        streams.push(stream);
        readers.push(
          openStream(base, dispatcher, n, stream, () => {
            opened += 1;
            lastOpenedAt = performance.now();
            if (opened === STREAMS) resolve();
            openOne();
          }),
        );
      };
      for (let i = 0; i < OPENING_AT_ONCE; i++) openOne();
    });
    const allOpenMs = lastOpenedAt - started;
    const peak = { gateway: rssKb(gateway.pid), scan: rssKb(scan.pid), worker: rssKb(worker.pid) };
    const fds = { gateway: openFds(gateway.pid), scan: openFds(scan.pid) };

    // Every stream sends `: keep-alive` every 15 s: hold until each has had one (or 25 s pass).
    const holdUntil = performance.now() + 25_000;
    while (performance.now() < holdUntil && streams.some((s) => !s.error && s.heartbeats === 0)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const heldMs = performance.now() - started;
    const held = streams.filter((s) => !s.error);
    const errors = streams.filter((s) => s.error);
    const firsts = streams.map((s) => s.first).filter((t): t is number => t !== null);
    const perStream = (key: keyof typeof before) =>
      f((peak[key] - before[key]) / Math.max(1, held.length), 1);
    console.log(
      `${held.length}/${STREAMS} streams held at once through one gateway process and one scan process, ${errors.length} errors; all open in ${f(allOpenMs)} ms (${OPENING_AT_ONCE} opening at a time); first event p50 ${f(percentile(firsts, 50))} ms / p95 ${f(percentile(firsts, 95))} ms`,
    );
    console.log(
      `  memory per open stream (VmRSS delta / streams): gateway ${perStream('gateway')} kB (${mb(before.gateway)} → ${mb(peak.gateway)}), scan ${perStream('scan')} kB (${mb(before.scan)} → ${mb(peak.scan)}); scan worker ${mb(before.worker)} → ${mb(peak.worker)} (${STREAMS} jobs waiting on the model)`,
    );
    console.log(`  open file descriptors at peak: gateway ${fds.gateway}, scan ${fds.scan}`);
    console.log(
      `  heartbeats: ${held.filter((s) => s.heartbeats > 0).length}/${held.length} held streams received \`: keep-alive\` (held ${f(heldMs / 1000, 1)} s from the first open; interval 15 s)`,
    );
    if (errors.length > 0) {
      const kinds = new Map<string, number>();
      for (const s of errors) kinds.set(s.error!, (kinds.get(s.error!) ?? 0) + 1);
      for (const [kind, count] of [...kinds].slice(0, 5)) console.log(`  error ×${count}: ${kind}`);
    }

    for (const s of streams) s.controller.abort();
    await Promise.all(readers);
    const deadline = Date.now() + 60_000;
    while (
      [...billing.reservations.values()].some((r) => r.state === 'reserved') &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const released = [...billing.reservations.values()].filter(
      (r) => r.state === 'released',
    ).length;
    console.log(
      `  after the clients left: ${released}/${billing.reservations.size} reservations released; RSS gateway ${mb(rssKb(gateway.pid))}, scan ${mb(rssKb(scan.pid))}`,
    );
  } finally {
    stopping = true;
    for (const s of streams) s.controller.abort();
    await dispatcher.destroy();
    // The model goes first so a job still waiting on it ends now and the worker can stop.
    await openai.close();
    for (const p of [...processes].reverse()) await p.stop();
    await Promise.all([auth.close(), billing.close()]);
    await db.drop();
  }
}
