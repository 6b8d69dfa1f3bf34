import { randomBytes } from 'node:crypto';
import { dropDatabase } from '@labellens/server-database';
import { freePort } from '@labellens/server-testing';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack } = require('../../scripts/stack.js') as {
  startStack: (options: Record<string, unknown>) => Promise<BenchStack>;
};

export interface BenchStack {
  url: string;
  serviceUrls: Record<string, string>;
  databaseUrl: (service: string) => string;
  stop: () => Promise<void>;
}

/**
 * The whole stack (gateway and services) on free ports, with databases (`labellens_<prefix>_<id>_`)
 * and Redis keys (`labellens-<prefix>:<id>:`) of its own; only error lines are printed. `env` adds
 * to or overrides the development environment. `id` is the run's random id.
 */
export async function startBenchStack(
  prefix: string,
  env: Record<string, string> = {},
): Promise<{ stack: BenchStack; id: string }> {
  const id = randomBytes(3).toString('hex');
  const servicePorts: Record<string, number> = {};
  for (const name of ['auth', 'scan', 'billing', 'admin', 'scan-worker'])
    servicePorts[name] = await freePort();
  const stack = await startStack({
    gatewayPort: await freePort(),
    servicePorts,
    databasePrefix: `labellens_${prefix}_${id}_`,
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      REDIS_KEY_PREFIX: `labellens-${prefix}:${id}:`,
      EVENT_STREAM_PREFIX: `labellens-${prefix}:${id}:events:`,
      ...env,
    },
    log: (name: string, line: string) => {
      if (/error|fail/i.test(line)) process.stdout.write(`[${name}] ${line}\n`);
    },
  });
  return { stack, id };
}

/** Stops the stack and drops its databases. */
export async function stopBenchStack(stack: BenchStack): Promise<void> {
  await stack.stop();
  for (const service of ['auth', 'scan', 'billing', 'admin']) {
    await dropDatabase(stack.databaseUrl(service)).catch(() => undefined);
  }
}
