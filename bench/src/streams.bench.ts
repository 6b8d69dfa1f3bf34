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
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { createTestDatabase, freePort } from '@labellens/server-testing';
import { startBillingStandIn } from '@labellens/scan-service/test/support/billing-stand-in';
import { startOpenAiStandIn } from '@labellens/scan-service/test/support/openai-stand-in';

const root = path.resolve(__dirname, '..', '..');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
/** Streams being opened at any moment (a page of users arriving, not one SYN flood). */
const OPENING_AT_ONCE = 200;
const WAITING_TEXT = 'Adding plain-language explanations';
const INGREDIENTS = ['wheat flour', 'sugar', 'palm oil', 'salt', 'E330', 'frobnicated glimmerwort'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const f = (n: number, digits = 0) => n.toFixed(digits);
const mb = (kb: number) => `${f(kb / 1024)} MB`;

/** VmRSS of a live process, in kB. */
function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}

function openFds(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

function fdLimit(pid: number): string {
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  return line ? `${line[1]} soft / ${line[2]} hard` : 'unknown';
}

/** Set once the bench tears down: the worker's failing model calls are expected then. */
let stopping = false;

function launch(name: string, entry: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', path.join(root, 'scripts/register.js'), path.join(root, entry)],
    { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const forward = (stream: NodeJS.ReadableStream) => {
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!stopping && /error|fail|EMFILE|warn/i.test(line))
          process.stdout.write(`  [${name}] ${line}\n`);
      }
    });
  };
  forward(child.stdout!);
  forward(child.stderr!);
  let alive = true;
  child.on('exit', () => (alive = false));
  return {
    child,
    pid: child.pid!,
    alive: () => alive,
    async stop() {
      if (!alive) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}

async function waitForHttp(url: string, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!alive()) throw new Error(`process for ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Auth's identity look-up: session token `s-<n>` is user `bench-<n>`. */
async function startAuthStandIn() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/internal/identity/resolve') {
        const { sessionToken } = JSON.parse(body || '{}') as { sessionToken?: string };
        if (sessionToken?.startsWith('s-')) {
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({
              kind: 'user',
              userId: `bench-${sessionToken.slice(2)}`,
              sessionId: sessionToken,
            }),
          );
          return;
        }
        res.statusCode = 401;
        res.end('{}');
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

interface Stream {
  /** ms from the request to the first `data:` event, null if it never came. */
  first: number | null;
  opened: boolean;
  heartbeats: number;
  /** Why the stream failed, if it did (closed early, a status other than 200, a socket error). */
  error?: string;
  controller: AbortController;
  /** What arrived before the stream reached its waiting point (for a failure's message). */
  text?: string;
}

/** Opens one stream through the gateway and keeps reading it (counting heartbeats) until aborted. */
async function openStream(
  gateway: string,
  dispatcher: Agent,
  n: number,
  stream: Stream,
  onOpen: () => void,
): Promise<void> {
  const started = performance.now();
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    stream.opened = true;
    onOpen();
  };
  try {
    const res = await request(`${gateway}/api/scan-stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: `ll_session=s-${n}`,
      },
      body: JSON.stringify({ ingredients: INGREDIENTS, preferredLanguage: 'English' }),
      dispatcher,
      signal: stream.controller.signal,
    });
    if (res.statusCode !== 200) {
      stream.error = `status ${res.statusCode}: ${(await res.body.text()).slice(0, 120)}`;
      return;
    }
    let text = '';
    for await (const chunk of res.body) {
      const piece = (chunk as Buffer).toString();
      if (!stream.opened) {
        text += piece;
        stream.text = text;
        if (stream.first === null && text.includes('data: '))
          stream.first = performance.now() - started;
        if (text.includes(WAITING_TEXT)) {
          open();
          text = '';
        }
      }
      stream.heartbeats += piece.split(': keep-alive\n').length - 1;
    }
    if (!stream.controller.signal.aborted) stream.error = 'closed by the server';
  } catch (err) {
    if (!stream.controller.signal.aborted) stream.error = (err as Error).message;
  } finally {
    open();
  }
}

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
  const processes: ReturnType<typeof launch>[] = [];
  const dispatcher = new Agent({ connections: null, bodyTimeout: 0, headersTimeout: 120_000 });
  const streams: Stream[] = [];
  try {
    const scan = launch('scan', 'services/scan/src/main.ts', {
      ...scanEnv,
      PORT: String(scanPort),
    });
    processes.push(scan);
    await waitForHttp(`http://127.0.0.1:${scanPort}/health/ready`, scan.alive);
    const worker = launch('scan-worker', 'services/scan/src/worker.ts', {
      ...scanEnv,
      PORT: String(workerPort),
      MIGRATE_ON_START: 'false',
    });
    processes.push(worker);
    const gateway = launch('gateway', 'services/gateway/src/main.ts', {
      ...common,
      PORT: String(gatewayPort),
      AUTH_URL: auth.url,
      SCAN_URL: `http://127.0.0.1:${scanPort}`,
      BILLING_URL: billing.url,
      ADMIN_URL: auth.url,
      WEB_DIST_DIR: webDir,
      // One client address opens every stream: the limit must not be what is measured.
      RATE_LIMIT_PER_MINUTE: '1000000000',
    });
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
    const warm = Array.from({ length: 20 }, (): Stream => ({
      first: null,
      opened: false,
      heartbeats: 0,
      controller: new AbortController(),
    }));
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
        const stream: Stream = {
          first: null,
          opened: false,
          heartbeats: 0,
          controller: new AbortController(),
        };
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
