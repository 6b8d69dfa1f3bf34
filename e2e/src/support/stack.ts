import { randomBytes } from 'node:crypto';
import { dropDatabase } from '@labellens/server-database';
import { freePort } from '@labellens/server-testing';
// The same launcher `npm start` uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack } = require('../../../scripts/stack.js') as {
  startStack: (options: Record<string, unknown>) => Promise<{
    url: string;
    serviceUrls: Record<string, string>;
    databaseUrl: (service: string) => string;
    stop: () => Promise<void>;
  }>;
};

export type RunningStack = Awaited<ReturnType<typeof startE2eStack>>;

/** Every service, the worker and the gateway as real processes, on fresh databases and Redis keys. */
export async function startE2eStack(
  env: Record<string, string> = {},
  options: { gatewayPort?: number } = {},
) {
  const id = randomBytes(3).toString('hex');
  const gatewayPort = options.gatewayPort ?? (await freePort());
  const servicePorts: Record<string, number> = {};
  for (const name of ['auth', 'scan', 'billing', 'admin', 'scan-worker'])
    servicePorts[name] = await freePort();
  const logs: string[] = [];
  const stack = await startStack({
    gatewayPort,
    servicePorts,
    databasePrefix: `labellens_e2e_${id}_`,
    env: {
      LOG_LEVEL: 'warn',
      REDIS_KEY_PREFIX: `labellens-e2e:${id}:`,
      EVENT_STREAM_PREFIX: `labellens-e2e:${id}:events:`,
      ...env,
    },
    log: (name: string, line: string) => {
      logs.push(`[${name}] ${line}`);
      if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${line}\n`);
    },
  }).catch((err: unknown) => {
    // Say which process failed and why, not only that it exited.
    throw new Error(
      `${err instanceof Error ? err.message : String(err)}\n${logs.slice(-15).join('\n')}`,
    );
  });
  return {
    ...stack,
    logs,
    async stop() {
      await stack.stop();
      for (const service of ['auth', 'scan', 'billing', 'admin'])
        await dropDatabase(stack.databaseUrl(service)).catch(() => undefined);
    },
  };
}
