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
 * A job's lock lives this long unless its worker renews it (every half of it): a worker killed
 * mid-job leaves an active job without a lock at most this long after it died.
 */
export const JOB_LOCK_MS = 6000;

/** How often a waiting extraction checks that the worker holding its job is still alive. */
export const WORKER_CHECK_MS = 1000;

/**
 * Every worker process renews `workerAliveKey` of each queue it consumes every
 * `WORKER_HEARTBEAT_MS`; the key lives `JOB_LOCK_MS`, so it is gone at most that long after the
 * last worker stopped, and a waiting request fails instead of waiting out its time limit.
 */
export const WORKER_HEARTBEAT_MS = JOB_LOCK_MS / 3;

export const workerAliveKey = (
  config: Pick<ScanConfig, 'REDIS_KEY_PREFIX'>,
  queue: string,
): string => `${config.REDIS_KEY_PREFIX}worker-alive:${queue}`;

/** Label images wait in Redis for their job, never longer than this. */
export const OCR_IMAGE_TTL_SECONDS = 600;

export const ocrImageKey = (config: Pick<ScanConfig, 'REDIS_KEY_PREFIX'>, jobId: string): string =>
  `${config.REDIS_KEY_PREFIX}ocr-image:${jobId}`;
