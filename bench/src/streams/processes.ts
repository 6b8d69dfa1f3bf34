/**
 * The streams bench's child processes: the services' real entry points started with the repo's
 * TypeScript register hook, their output filtered to problems, and their memory and descriptors
 * read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

/** VmRSS of a live process, in kB. */
export function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}

export function openFds(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

export function fdLimit(pid: number): string {
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  return line ? `${line[1]} soft / ${line[2]} hard` : 'unknown';
}

/**
 * Starts `entry` (a path from the repo root) as a child process; lines about errors, failures and
 * warnings are printed with its name until `quiet()` says the bench is tearing down.
 */
export function launch(
  name: string,
  entry: string,
  env: Record<string, string>,
  quiet: () => boolean,
) {
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
        if (!quiet() && /error|fail|EMFILE|warn/i.test(line))
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

export async function waitForHttp(url: string, alive: () => boolean): Promise<void> {
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

export type Launched = ReturnType<typeof launch>;
