import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@labellens/server-testing';
import { TEST_SECRET, type ScanStack } from './scan-harness';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** A scan worker as a real process of its own, its output collected for the test's messages. */
export interface WorkerProcess {
  proc: ChildProcess;
  output: () => string;
}

/** Starts `services/scan/src/worker.ts` against the stack's database and Redis; waits until ready. */
export async function startWorkerProcess(
  stack: ScanStack,
  env: Record<string, string> = {},
): Promise<WorkerProcess> {
  const port = await freePort();
  let output = '';
  const proc = spawn(
    process.execPath,
    ['-r', './scripts/register.js', 'services/scan/src/worker.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: stack.config.DATABASE_URL,
        REDIS_URL: stack.config.REDIS_URL,
        REDIS_KEY_PREFIX: stack.config.REDIS_KEY_PREFIX,
        EVENT_STREAM_PREFIX: stack.config.EVENT_STREAM_PREFIX,
        INTERNAL_JWT_SECRET: TEST_SECRET,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null)
      throw new Error(`the worker exited with ${proc.exitCode} during start-up:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { proc, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`the worker did not become ready:\n${output}`);
}
