import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** One of the repo's Node entry points running as a process of its own. */
export interface ServiceProcess {
  proc: ChildProcess;
  /** Everything it printed so far, for the test's messages. */
  output: () => string;
}

/**
 * Starts `entry` (a path from the repo root, `services/billing/src/main.ts`) as a real process
 * with `env` on top of PATH, HOME, NODE_ENV=test, HOST 127.0.0.1, LOG_LEVEL warn and PORT, and
 * waits until `GET /health/ready` on `port` answers 200 (killed if it does not in time).
 */
export async function startServiceProcess(
  entry: string,
  port: number,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
): Promise<ServiceProcess> {
  const name = entry.split('/')[1] ?? entry;
  let output = '';
  const proc = spawn(process.execPath, ['-r', './scripts/register.js', entry], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null)
      throw new Error(`${name} exited with ${proc.exitCode} during start-up:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { proc, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`${name} did not become ready:\n${output}`);
}
