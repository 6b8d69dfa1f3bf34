import { once } from 'node:events';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startThread } from '../common/ts-thread';
import type { ScanConfig } from '../config/scan.config';
import type { HeartbeatThreadData } from './heartbeat.thread';
import {
  ANALYSIS_QUEUE,
  OCR_QUEUE,
  WORKER_ALIVE_MS,
  WORKER_HEARTBEAT_MS,
  WORKER_HUNG_MS,
  workerAliveKey,
} from './queues';

/**
 * Tells the API replicas a worker of each queue is alive (they fail waiting jobs otherwise). The
 * beats come from a thread, which the main thread ticks every second: a main thread busy with a
 * photo for seconds still counts as alive, one stuck for `WORKER_HUNG_MS` does not.
 */
export class WorkerHeartbeat {
  private constructor(
    private readonly thread: Worker,
    private readonly ticker: NodeJS.Timeout,
  ) {}

  static start(
    config: Pick<ScanConfig, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
    onError: (err: Error) => void,
  ): WorkerHeartbeat {
    const data: HeartbeatThreadData = {
      redisUrl: config.REDIS_URL,
      keys: [OCR_QUEUE, ANALYSIS_QUEUE].map((queue) => workerAliveKey(config, queue)),
      value: `${hostname()}:${process.pid}`,
      intervalMs: WORKER_HEARTBEAT_MS,
      ttlMs: WORKER_ALIVE_MS,
      hungAfterMs: WORKER_HUNG_MS,
    };
    const thread = startThread(path.join(__dirname, 'heartbeat.thread'), data);
    thread.unref();
    thread.on('error', onError);
    const ticker = setInterval(() => {
      thread.postMessage('tick');
    }, 1000);
    ticker.unref();
    return new WorkerHeartbeat(thread, ticker);
  }

  /** Stops beating (the keys expire on their own) and ends the thread. */
  async stop(): Promise<void> {
    clearInterval(this.ticker);
    const ended = once(this.thread, 'exit');
    this.thread.postMessage('stop');
    await Promise.race([ended, sleep(2000).then(() => this.thread.terminate())]);
  }
}
