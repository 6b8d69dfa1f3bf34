import { freePort, startServiceProcess, type ServiceProcess } from '@labellens/server-testing';
import { TEST_SECRET, type ScanStack } from './scan-harness';

/** A scan worker as a real process of its own, its output collected for the test's messages. */
export type WorkerProcess = ServiceProcess;

/** Starts `services/scan/src/worker.ts` against the stack's database and Redis; waits until ready. */
export async function startWorkerProcess(
  stack: ScanStack,
  env: Record<string, string> = {},
): Promise<WorkerProcess> {
  return startServiceProcess('services/scan/src/worker.ts', await freePort(), {
    DATABASE_URL: stack.config.DATABASE_URL,
    REDIS_URL: stack.config.REDIS_URL,
    REDIS_KEY_PREFIX: stack.config.REDIS_KEY_PREFIX,
    EVENT_STREAM_PREFIX: stack.config.EVENT_STREAM_PREFIX,
    INTERNAL_JWT_SECRET: TEST_SECRET,
    ...env,
  });
}
