import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import type { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, QueueEvents, type Job } from 'bullmq';
import type { ScanConfig } from '../config/scan.config';
import {
  ANALYSIS_QUEUE,
  bullConnection,
  bullPrefix,
  OCR_QUEUE,
  WORKER_CHECK_MS,
  workerAliveKey,
} from './queues';

/** The API side of the queues: adds jobs and listens for their progress and completion. */
@Injectable()
export class JobQueues implements OnModuleInit, OnApplicationShutdown {
  readonly ocr: Queue;
  readonly analysis: Queue;
  readonly ocrEvents: QueueEvents;
  readonly analysisEvents: QueueEvents;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ScanConfig) {
    const prefix = bullPrefix(config);
    this.ocr = new Queue(OCR_QUEUE, { prefix, connection: bullConnection(config) });
    this.analysis = new Queue(ANALYSIS_QUEUE, { prefix, connection: bullConnection(config) });
    this.ocrEvents = new QueueEvents(OCR_QUEUE, { prefix, connection: bullConnection(config) });
    this.analysisEvents = new QueueEvents(ANALYSIS_QUEUE, {
      prefix,
      connection: bullConnection(config),
    });
    // Every waiting request listens on these emitters (waitUntilFinished also watches the queue).
    for (const emitter of [this.ocr, this.analysis, this.ocrEvents, this.analysisEvents])
      emitter.setMaxListeners(0);
  }

  /**
   * `job.waitUntilFinished`, plus a watch on the worker: a job that is active without a lock was
   * being run by a worker that died (it stopped renewing the lock). Then the job is removed, so no
   * other worker runs it for a person who already has an answer, and every request waiting on it
   * fails at once (a local `failed:<id>` event, as BullMQ's own waiters listen for) instead of
   * waiting out `timeoutMs`. The same when no worker of the queue is alive at all (no heartbeat,
   * `workerAliveKey`, on two checks in a row) while the job waits: nobody would ever pick it up.
   */
  async waitForJob<R>(queue: Queue, events: QueueEvents, job: Job, timeoutMs: number): Promise<R> {
    const stop = new AbortController();
    void this.watchWorker(queue, events, job, stop.signal);
    try {
      return (await job.waitUntilFinished(events, timeoutMs)) as R;
    } finally {
      stop.abort();
    }
  }

  private async watchWorker(
    queue: Queue,
    events: QueueEvents,
    job: Job,
    signal: AbortSignal,
  ): Promise<void> {
    const jobId = job.id ?? '';
    const lockKey = `${queue.toKey(jobId)}:lock`;
    const aliveKey = workerAliveKey(this.config, queue.name);
    let noWorker = 0;
    try {
      const client = await queue.client;
      for (;;) {
        await sleep(WORKER_CHECK_MS, undefined, { signal });
        const state = await job.getState();
        let failedReason: string | undefined;
        if (state === 'waiting' || state === 'prioritized' || state === 'delayed') {
          noWorker = (await client.get(aliveKey)) !== null ? 0 : noWorker + 1;
          if (noWorker >= 2) failedReason = `no ${queue.name} worker is running`;
        } else if (state === 'active') {
          noWorker = 0;
          // Active, then no lock, then still active: a job picked up between the reads was waiting
          // at the first (no lock yet), and one that finished between them is no longer active.
          if ((await client.get(lockKey)) !== null) continue;
          if ((await job.getState()) !== 'active') continue;
          failedReason = `the worker running ${jobId} stopped`;
        }
        if (!failedReason) continue;
        await job.remove().catch(() => undefined);
        // Typed for the queue-wide events only; waitUntilFinished listens on the per-job name.
        (events as EventEmitter).emit(`failed:${jobId}`, { jobId, failedReason, prev: state });
        return;
      }
    } catch {
      // Stopped (the job finished) or Redis trouble: the wait's own time limit still applies.
    }
  }

  async onModuleInit(): Promise<void> {
    await Promise.all(
      [this.ocr, this.analysis, this.ocrEvents, this.analysisEvents].map((q) => q.waitUntilReady()),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [this.ocrEvents, this.analysisEvents, this.ocr, this.analysis].map((q) =>
        q.close().catch(() => undefined),
      ),
    );
  }
}
