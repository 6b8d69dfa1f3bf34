// A worker process as the scan worker runs one (BullMQ settings and heartbeat of production), whose
// job blocks the main thread for BUSY_MS: a large photo's pixel loops on a loaded machine.
import { Worker } from 'bullmq';
import { bullConnection, bullPrefix, JOB_LOCK_MS, OCR_QUEUE } from '../../src/jobs/queues';
import { WorkerHeartbeat } from '../../src/jobs/worker-heartbeat';

const config = {
  REDIS_URL: process.env.REDIS_URL ?? '',
  REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? '',
};
const busyMs = Number(process.env.BUSY_MS);

WorkerHeartbeat.start(config, (err) => {
  process.stderr.write(`heartbeat: ${err.message}\n`);
});
const worker = new Worker(
  OCR_QUEUE,
  () => {
    // Blocks this thread as a synchronous loop would, without burning a core.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, busyMs);
    return Promise.resolve({ done: true });
  },
  {
    prefix: bullPrefix(config),
    connection: bullConnection(config),
    lockDuration: JOB_LOCK_MS,
    stalledInterval: JOB_LOCK_MS,
  },
);
worker.on('failed', (_job, err) => {
  process.stderr.write(`failed: ${err.message}\n`);
});
worker.on('error', (err) => {
  process.stderr.write(`error: ${err.message}\n`);
});
void worker.waitUntilReady().then(() => {
  process.stdout.write('ready\n');
});
