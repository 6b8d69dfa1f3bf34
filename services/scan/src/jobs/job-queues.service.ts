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
   * `job.waitUntilFinished`, plus a watch on the workers: while the job waits or runs, no worker
   * of its queue alive (no heartbeat, `workerAliveKey`, on two checks in a row) means nobody will
   * pick it up or finish it (the worker running it died). Then the job is removed, so no worker
   * started later runs it for a person who already has an answer, and every request waiting on it
   * fails at once (a local `failed:<id>` event, as BullMQ's own waiters listen for) instead of
   * waiting out `timeoutMs`. A lapsed job lock alone is not taken for a death: a live worker whose
   * main thread was busy past a renewal keeps beating (from its own thread) and finishes the job;
   * with several workers, one that died leaves its job to BullMQ's stalled-job check, which hands
   * it to another.
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
        if (
          state === 'waiting' ||
          state === 'prioritized' ||
          state === 'delayed' ||
          state === 'active'
        ) {
          noWorker = (await client.get(aliveKey)) !== null ? 0 : noWorker + 1;
          if (noWorker >= 2)
            failedReason =
              state === 'active'
                ? `the worker running ${jobId} stopped`
                : `no ${queue.name} worker is running`;
        }
        if (!failedReason) continue;
        // No worker is alive to hold the lock of an active job: free it, or BullMQ keeps the job.
        if (state === 'active') await client.del(lockKey);
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
