import { parentPort, workerData } from 'node:worker_threads';
import Redis from 'ioredis';

/** What `WorkerHeartbeat` hands its thread. */
export interface HeartbeatThreadData {
  redisUrl: string;
  keys: string[];
  value: string;
  intervalMs: number;
  ttlMs: number;
  /** The main thread counts as hung after this long without a tick: the beats stop. */
  hungAfterMs: number;
}

/**
 * The thread side of `WorkerHeartbeat`: renews the worker's alive keys on its own event loop, so a
 * main thread busy for a few seconds with a large photo still reads as alive, while a dead process
 * (its threads die with it) or a main thread stuck for `hungAfterMs` stops beating.
 */
const data = workerData as HeartbeatThreadData;
const port = parentPort;
if (!port) throw new Error('heartbeat.thread runs only as a worker thread');
const redis = new Redis(data.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
redis.on('error', () => undefined);
let lastTick = Date.now();

const beat = () => {
  if (Date.now() - lastTick > data.hungAfterMs) return;
  const batch = redis.multi();
  for (const key of data.keys) batch.set(key, data.value, 'PX', data.ttlMs);
  batch.exec().catch(() => undefined);
};
beat();
const timer = setInterval(beat, data.intervalMs);

port.on('message', (message: 'tick' | 'stop') => {
  if (message === 'tick') {
    lastTick = Date.now();
    return;
  }
  clearInterval(timer);
  void redis.quit().finally(() => {
    port.close();
  });
});
