import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@labellens/server-core';
import type { ScanConfig } from './config/scan.config';
import { scanSchema } from './database/data-source';
import { OcrJob } from './extraction/jobs/ocr.job';
import { WorkerRunner } from './jobs/worker-runner.service';
import { AnalysisJob } from './llm/jobs/analysis.job';
import { LlmService } from './llm/llm.service';

/** The scan worker: the `ocr` and `analysis` BullMQ processors, plus /health for probes. */
@Module({})
export class WorkerModule {
  static forRoot(config: ScanConfig): DynamicModule {
    // The API replicas migrate; the worker only uses the schema.
    return serviceModule(
      WorkerModule,
      { ...config, MIGRATE_ON_START: false },
      {
        database: scanSchema,
        providers: [OcrJob, AnalysisJob, LlmService, WorkerRunner],
      },
    );
  }
}
