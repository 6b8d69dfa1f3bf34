import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@labellens/server-config';
import { createServiceApp } from '@labellens/server-core';
import { createEventBus } from '@labellens/server-events';
import { createEvent, type EventPayloadInput, type EventType } from '@labellens/event-contracts';
import { createTestDatabase, freePort, testRedisPrefix } from '@labellens/server-testing';
import { Client } from 'pg';
import { AppModule as AuthAppModule } from '../../../auth/src/app.module';
import { authConfigSchema } from '../../../auth/src/config/auth.config';
import { Browser } from '../../../auth/test/support/auth-harness';
import { startSmtpReceiver } from '../../../auth/test/support/smtp-receiver';
import { gatewayConfigSchema } from '../../../gateway/src/config/gateway.config';
import { createGatewayApp } from '../../../gateway/src/gateway.app';
import { AppModule } from '../../src/app.module';
import { scanConfigSchema, type ScanConfig } from '../../src/config/scan.config';
import { JobQueues } from '../../src/jobs/job-queues.service';
import { configureScanApp } from '../../src/scan.app';
import { WorkerModule } from '../../src/worker.module';
import { startBillingStandIn } from './billing-stand-in';
import { startOpenAiStandIn } from './openai-stand-in';
import { startTextractStandIn } from './textract-stand-in';

export { Browser };
export const TEST_SECRET = 'scan-test-internal-secret-0123456789abcdef';
export const OPENAI_TEST_KEY = 'sk-test-scan-stand-in';
const PASSWORD = 'correct horse battery staple';

function emptyWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-web-'));
  for (const app of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    mkdirSync(path.join(dir, app, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, app, 'dist', 'index.html'), '<html></html>');
  }
  return dir;
}

export interface ScanStackOptions {
  /** Start the OpenAI stand-in and turn LLM enrichment on. */
  llm?: boolean;
  /** Start the Textract stand-in and configure AWS (OCR_PROVIDER stays tesseract unless `textractDefault`). */
  textract?: boolean;
  textractDefault?: boolean;
  /** Start the scan worker in this process (default); false when a test runs it as a child process. */
  worker?: boolean;
  env?: Record<string, string>;
}

/**
 * The whole path of a scan in one process: gateway → auth (sessions, profile events) and the scan
 * API, the scan worker (BullMQ), on fresh databases and a fresh Redis prefix, with local servers
 * standing in for billing's quota API, OpenAI and Textract.
 */
export async function startScanStack(options: ScanStackOptions = {}) {
  const prefix = testRedisPrefix('scan');
  const eventPrefix = `${prefix}events:`;
  const [scanDb, authDb] = await Promise.all([
    createTestDatabase('scan'),
    createTestDatabase('scan_auth'),
  ]);
  const smtp = await startSmtpReceiver();
  const billing = await startBillingStandIn(TEST_SECRET);
  const openai = options.llm ? await startOpenAiStandIn(OPENAI_TEST_KEY) : null;
  const textract = options.textract ? await startTextractStandIn() : null;

  const authConfig = loadConfig('auth', authConfigSchema, {
    DATABASE_URL: authDb.url,
    REDIS_KEY_PREFIX: prefix,
    EVENT_STREAM_PREFIX: eventPrefix,
    INTERNAL_JWT_SECRET: TEST_SECRET,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
  });
  const auth: NestFastifyApplication = await createServiceApp({
    module: AuthAppModule.forRoot(authConfig),
    config: authConfig,
  });
  const authPort = await freePort();
  await auth.listen(authPort, '127.0.0.1');

  const config: ScanConfig = loadConfig('scan', scanConfigSchema, {
    DATABASE_URL: scanDb.url,
    REDIS_KEY_PREFIX: prefix,
    EVENT_STREAM_PREFIX: eventPrefix,
    INTERNAL_JWT_SECRET: TEST_SECRET,
    BILLING_URL: billing.url,
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
    OCR_POOL_SIZE: '2',
    ...(openai
      ? {
          OPENAI_API_KEY: OPENAI_TEST_KEY,
          OPENAI_BASE_URL: openai.baseURL,
          OPENAI_MODEL: 'stand-in-model',
          LLM_WAIT_MS: '5000',
        }
      : {}),
    ...(textract
      ? {
          AWS_REGION: 'eu-west-1',
          AWS_ENDPOINT_URL_TEXTRACT: textract.url,
          AWS_ACCESS_KEY_ID: 'AKIDSTANDIN',
          AWS_SECRET_ACCESS_KEY: 'stand-in-secret',
          ...(options.textractDefault ? { OCR_PROVIDER: 'textract' } : {}),
        }
      : {}),
    ...options.env,
  });
  const scan: NestFastifyApplication = await createServiceApp({
    module: AppModule.forRoot(config),
    config,
    configure: configureScanApp,
  });
  const scanPort = await freePort();
  await scan.listen(scanPort, '127.0.0.1');
  let worker: NestFastifyApplication | undefined;
  if (options.worker !== false) {
    worker = await createServiceApp({
      module: WorkerModule.forRoot({ ...config, SERVICE_NAME: 'scan-worker' }),
      config: { ...config, SERVICE_NAME: 'scan-worker' },
    });
    await worker.listen(await freePort(), '127.0.0.1');
  }

  const gateway = await createGatewayApp(
    loadConfig('gateway', gatewayConfigSchema, {
      AUTH_URL: `http://127.0.0.1:${authPort}`,
      SCAN_URL: `http://127.0.0.1:${scanPort}`,
      BILLING_URL: billing.url,
      ADMIN_URL: 'http://127.0.0.1:9',
      INTERNAL_JWT_SECRET: TEST_SECRET,
      WEB_DIST_DIR: emptyWebDist(),
      LOG_LEVEL: 'silent',
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
    }),
  );
  const gatewayPort = await freePort();
  await gateway.listen(gatewayPort, '127.0.0.1');
  const base = `http://127.0.0.1:${gatewayPort}`;
  const db = new Client({ connectionString: scanDb.url });
  await db.connect();
  const bus = createEventBus({ ...config, SERVICE_NAME: 'scan-test' });
  let users = 0;

  return {
    base,
    config,
    db,
    billing,
    openai,
    textract,
    queues: scan.get(JobQueues),
    /** The scan API's Nest app (tests reach its providers, e.g. the Clock). */
    scanApp: scan,
    scanUrl: `http://127.0.0.1:${scanPort}`,

    /** Signs a new person up through the gateway (e-mailed code and all) and signs them in. */
    async signUp(): Promise<{ browser: Browser; userId: string; email: string; token: string }> {
      const email = `scanner${Date.now()}${++users}@example.com`;
      const browser = new Browser(base);
      await browser.call('POST', '/api/auth/signup', {
        email,
        password: PASSWORD,
        firstName: 'Sam',
        lastName: 'Scanner',
      });
      const [, code] = await smtp.waitFor(email, /verification code is (\d{6})/);
      await browser.call('POST', '/api/auth/confirm-signup', { email, confirmationCode: code });
      const signin = await browser.call('POST', '/api/auth/signin', { email, password: PASSWORD });
      if (signin.status !== 200) throw new Error(`sign-in failed: ${signin.text}`);
      return {
        browser,
        userId: signin.body.user.id as string,
        email,
        token: browser.cookies.get('ll_session')!,
      };
    },

    /** Publishes an event on the bus as its owning service would (for events no service emits yet). */
    async publish<T extends EventType>(
      type: T,
      aggregateId: string,
      payload: EventPayloadInput<T>,
      occurredAt?: Date,
    ): Promise<string> {
      const event = createEvent(type, aggregateId, payload, occurredAt ? { occurredAt } : {});
      await bus.publish([event]);
      return event.id;
    },

    /** Waits (≤ 10 s) for an event of `type` about `aggregateId` on the bus, and answers its payload. */
    async received(type: EventType, aggregateId: string): Promise<unknown> {
      let found: unknown;
      const subscription = await bus.subscribe({
        group: `scan-test-${randomUUID()}`,
        topics: [type],
        fromBeginning: true,
        handler: (event) => {
          if (event.aggregateId === aggregateId) found ??= event.payload;
          return Promise.resolve();
        },
      });
      try {
        for (let waited = 0; found === undefined; waited += 50) {
          if (waited > 10_000) throw new Error(`no ${type} about ${aggregateId} on the bus`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return found;
      } finally {
        await subscription.close();
      }
    },

    /** Polls a query on the scan database until `check` accepts its rows. */
    async waitForRows(
      sql: string,
      params: unknown[],
      check: (rows: Record<string, unknown>[]) => boolean,
      timeoutMs = 10_000,
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await db.query<Record<string, unknown>>(sql, params);
        if (check(rows)) return rows;
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for: ${sql} → ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async close() {
      await bus.close();
      await db.end();
      await gateway.close();
      await scan.close();
      // The model goes first so a job still waiting on it ends now and the worker can stop.
      await openai?.close();
      await worker?.close();
      await auth.close();
      await Promise.all([smtp.close(), billing.close(), textract?.close()]);
      await Promise.all([scanDb.drop(), authDb.drop()]);
    },
  };
}

export type ScanStack = Awaited<ReturnType<typeof startScanStack>>;

/** A parsed server-sent event with the time it arrived (ms after the request started). */
export interface TimedEvent {
  at: number;
  // Tests narrow `data` to the event they expect (see StreamEventDto).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed per event in each test; a union here would need a guard at every read
  event: { type: string; message?: string; data?: any };
}

/**
 * POSTs to /api/scan-stream and collects the `data:` events as they arrive. `stopAfter` closes the
 * connection (a tab closed mid-scan) once it returns true.
 */
export async function streamScan(
  base: string,
  auth: { cookie?: string; bearer?: string },
  body: unknown,
  stopAfter?: (event: TimedEvent['event']) => boolean,
): Promise<{ status: number; events: TimedEvent[]; text: string }> {
  const started = performance.now();
  const controller = new AbortController();
  const res = await fetch(`${base}/api/scan-stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(auth.cookie ? { cookie: `ll_session=${auth.cookie}` } : {}),
      ...(auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
    },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: TimedEvent[] = [];
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: res.status, events, text: await res.text() };
  }
  const reader: ReadableStreamDefaultReader<Uint8Array> = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
        const line = frame.split('\n').find((l) => l.startsWith('data: '));
        if (!line) continue;
        const event = JSON.parse(line.slice(6)) as TimedEvent['event'];
        events.push({ at: performance.now() - started, event });
        if (stopAfter?.(event)) {
          controller.abort();
          return { status: res.status, events, text: '' };
        }
      }
    }
  } catch (err) {
    if (!controller.signal.aborted) throw err;
  }
  return { status: res.status, events, text: '' };
}

/** A data URL of the given bytes. */
export const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;
