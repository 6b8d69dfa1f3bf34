import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { Queue, QueueEvents } from 'bullmq';
import type { ScanConfig } from '../config/scan.config';
import { ANALYSIS_QUEUE, bullConnection, bullPrefix, OCR_QUEUE } from './queues';

/** The API side of the queues: adds jobs and listens for their progress and completion. */
@Injectable()
export class JobQueues implements OnModuleInit, OnApplicationShutdown {
  readonly ocr: Queue;
  readonly analysis: Queue;
  readonly ocrEvents: QueueEvents;
  readonly analysisEvents: QueueEvents;

  constructor(@Inject(SERVICE_CONFIG) config: ScanConfig) {
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
