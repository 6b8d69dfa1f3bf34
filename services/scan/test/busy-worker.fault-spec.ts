import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '@labellens/server-config';
import { testRedisPrefix } from '@labellens/server-testing';
import { scanConfigSchema, type ScanConfig } from '../src/config/scan.config';
import { JobQueues } from '../src/jobs/job-queues.service';
import { JOB_LOCK_MS } from '../src/jobs/queues';

// A live worker whose main thread is busy longer than a lock renewal is not taken for a dead one
// (a loaded CI run answered a photo 502 when the lock was 6 s and a lapsed lock meant "dead").
jest.setTimeout(90_000);

const REPO_ROOT = path.resolve(__dirname, '../../..');
const BUSY_MS = 9000;

let config: ScanConfig;
let queues: JobQueues | undefined;
let worker: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  config = loadConfig('scan', scanConfigSchema, {
    REDIS_KEY_PREFIX: testRedisPrefix('busy-worker'),
    INTERNAL_JWT_SECRET: 'busy-worker-test-secret-0123456789abcdef',
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
  });
  const started = new JobQueues(config);
  queues = started;
  await started.onModuleInit();
  const proc = spawn(
    process.execPath,
    ['-r', './scripts/register.js', 'services/scan/test/support/busy-worker.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        REDIS_URL: config.REDIS_URL,
        REDIS_KEY_PREFIX: config.REDIS_KEY_PREFIX,
        BUSY_MS: String(BUSY_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  worker = proc;
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!output.includes('ready')) {
    if (proc.exitCode !== null || Date.now() > deadline)
      throw new Error(`the busy worker did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  worker?.kill('SIGKILL');
  await queues?.onApplicationShutdown();
});

it('waits for a worker busy past a lock renewal and takes its answer', async () => {
  // Busier than the old 6 s lock, well past one renewal period of the current one.
  expect(BUSY_MS).toBeGreaterThan(JOB_LOCK_MS / 2);
  const q = queues!;
  // Timed from before the job is queued: on a loaded machine the worker can take it (and start
  // its busy time) before the queue's answer to `add` is back here.
  const started = Date.now();
  const job = await q.ocr.add('ingredients', { busy: true }, { jobId: 'busy-1' });
  const answer = await q.waitForJob(q.ocr, q.ocrEvents, job, 40_000);
  expect({ answer, output: output.replace('ready\n', '') }).toEqual({
    answer: { done: true },
    output: '',
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(BUSY_MS - 100);
});
