import type { JobsOptions } from 'bullmq';
import type { RedisOptions } from 'ioredis';
import type { ScanConfig } from '../config/scan.config';

/** BullMQ queues of the scan service; the scan-worker process consumes both. */
export const OCR_QUEUE = 'ocr';
export const ANALYSIS_QUEUE = 'analysis';

/** Keys of every queue live under the service's Redis prefix (tests isolate runs with it). */
export const bullPrefix = (config: Pick<ScanConfig, 'REDIS_KEY_PREFIX'>): string =>
  `${config.REDIS_KEY_PREFIX}bull`;

/**
 * Connection settings (not a client): BullMQ then opens and closes its own connections. Workers
 * and queue-event listeners block on Redis, so no per-command retry limit.
 */
export function bullConnection(config: Pick<ScanConfig, 'REDIS_URL'>): RedisOptions {
  const url = new URL(config.REDIS_URL);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/**
 * Retries with backoff for passing failures (a killed tesseract, a Textract hiccup); failed jobs are
 * kept a week for inspection, finished ones only briefly (their result was already delivered).
 */
export const OCR_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 300, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};

export const ANALYSIS_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};

/**
 * A job's lock lives this long unless its worker renews it (every half of it, from the worker's
 * main event loop). That loop can stall between renewals (pixel loops of a large photo on a loaded
 * machine): at 6 s a live worker's lock lapsed in a loaded CI run and the waiting request answered
 * 502. A dead worker is told by its heartbeat instead (`WORKER_ALIVE_MS`), so the lock can be long.
 */
export const JOB_LOCK_MS = 15_000;

/** How often a waiting extraction checks that the worker holding its job is still alive. */
export const WORKER_CHECK_MS = 1000;

/**
 * Every worker process renews `workerAliveKey` of each queue it consumes every
 * `WORKER_HEARTBEAT_MS` from a thread of its own (a busy main thread does not miss a beat); the
 * key lives `WORKER_ALIVE_MS`, so it is gone at most that long after the last worker died, and a
 * waiting request fails instead of waiting out its time limit.
 */
export const WORKER_ALIVE_MS = 6000;
export const WORKER_HEARTBEAT_MS = WORKER_ALIVE_MS / 3;

/** A worker whose main thread has not run for this long stops beating: it counts as dead. */
export const WORKER_HUNG_MS = 30_000;

export const workerAliveKey = (
  config: Pick<ScanConfig, 'REDIS_KEY_PREFIX'>,
  queue: string,
): string => `${config.REDIS_KEY_PREFIX}worker-alive:${queue}`;

/** Label images wait in Redis for their job, never longer than this. */
export const OCR_IMAGE_TTL_SECONDS = 600;

export const ocrImageKey = (config: Pick<ScanConfig, 'REDIS_KEY_PREFIX'>, jobId: string): string =>
  `${config.REDIS_KEY_PREFIX}ocr-image:${jobId}`;
