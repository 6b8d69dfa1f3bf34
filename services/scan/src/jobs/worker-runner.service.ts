import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { Worker } from 'bullmq';
import type { ScanConfig } from '../config/scan.config';
import { OcrJob } from '../extraction/jobs/ocr.job';
import type { OcrJobData, OcrJobResult } from '../extraction/jobs/ocr-job.types';
import type { AnalysisJobData, AnalysisJobResult } from '../llm/enrichment.types';
import { AnalysisJob } from '../llm/jobs/analysis.job';
import { ANALYSIS_QUEUE, bullConnection, bullPrefix, JOB_LOCK_MS, OCR_QUEUE } from './queues';
import { WorkerHeartbeat } from './worker-heartbeat';

/** Registers the BullMQ processors of the scan worker: `ocr` and `analysis`. */
@Injectable()
export class WorkerRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerRunner');
  private readonly workers: Worker[] = [];
  private stopHeartbeat: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ScanConfig,
    private readonly ocr: OcrJob,
    private readonly analysis: AnalysisJob,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ocr.engineReady();
    const options = { prefix: bullPrefix(this.config), connection: bullConnection(this.config) };
    await this.register(
      new Worker<OcrJobData, OcrJobResult>(OCR_QUEUE, (job) => this.ocr.process(job), {
        ...options,
        concurrency: this.config.OCR_POOL_SIZE,
        lockDuration: JOB_LOCK_MS,
        stalledInterval: JOB_LOCK_MS,
      }),
    );
    await this.register(
      new Worker<AnalysisJobData, AnalysisJobResult>(
        ANALYSIS_QUEUE,
        (job) => this.analysis.process(job),
        {
          ...options,
          connection: bullConnection(this.config),
          // Waiting on a remote model costs no CPU here.
          concurrency: 8,
          lockDuration: JOB_LOCK_MS,
          stalledInterval: JOB_LOCK_MS,
        },
      ),
    );
    this.heartbeat();
  }

  private heartbeat(): void {
    const heartbeat = WorkerHeartbeat.start(this.config, (err) => {
      this.logger.error(`heartbeat thread: ${err.message}`);
    });
    this.stopHeartbeat = () => heartbeat.stop();
  }

  private async register<D, R>(worker: Worker<D, R>): Promise<void> {
    worker.on('failed', (job, err) => {
      this.logger.warn(
        `${worker.name} job ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? 0}): ${err.message}`,
      );
    });
    worker.on('error', (err) => {
      this.logger.error(`${worker.name} worker: ${err.message}`);
    });
    this.workers.push(worker as Worker);
    await worker.waitUntilReady();
  }

  /**
   * On SIGTERM (a deploy, a scale-down) the workers take no new job and let the running ones
   * finish (BullMQ's close waits for them); only then does the heartbeat stop (the API takes a
   * worker without one for dead and fails its jobs) and are the OCR engines stopped.
   */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close().catch(() => undefined)));
    await this.stopHeartbeat?.().catch(() => undefined);
    await this.ocr.close();
  }
}
