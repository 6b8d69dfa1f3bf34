import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Starts `file` (a module path without extension) as a worker thread. Compiled to JavaScript it
 * loads the `.js` file as is; run from TypeScript sources (services, tests, the CLI) the thread
 * first registers the same swc transpiler the process runs with.
 */
export function startThread(file: string, workerData?: unknown): Worker {
  if (existsSync(`${file}.js`)) return new Worker(`${file}.js`, { workerData });
  const register = findUp(path.dirname(file), path.join('scripts', 'register.js'));
  return new Worker(
    `require(${JSON.stringify(register)}); require(${JSON.stringify(`${file}.ts`)});`,
    {
      eval: true,
      workerData,
    },
  );
}

function findUp(from: string, relative: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
  }
}
