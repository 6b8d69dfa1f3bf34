import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface ToolResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Debian packages that provide the command-line tools these checks run. */
const providers: Record<string, string> = {
  'docker-compose': 'docker-compose (Debian)',
  kubectl: 'kubectl (with built-in kustomize v5)',
  psql: 'postgresql-client (Debian)',
};

/**
 * Runs a tool with a fixed, minimal environment so host variables (LABELLENS_TAG, KUBECONFIG...)
 * cannot change what is rendered. A missing tool is an error, never a skip.
 */
export function runTool(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): ToolResult {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      ...options.env,
    },
  });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new Error(`${command} not found on PATH: install ${providers[command] ?? command}`);
    }
    throw result.error;
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
