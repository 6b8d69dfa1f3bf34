import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@labellens/server-core';
import { DatabaseModule } from '@labellens/server-database';
import type { ScanConfig } from './config/scan.config';
import { scanEntities, scanMigrations } from './database/data-source';
import { OcrJob } from './extraction/jobs/ocr.job';
import { WorkerRunner } from './jobs/worker-runner.service';
import { AnalysisJob } from './llm/jobs/analysis.job';
import { LlmService } from './llm/llm.service';

/** The scan worker: the `ocr` and `analysis` BullMQ processors, plus /health for probes. */
@Module({})
export class WorkerModule {
  static forRoot(config: ScanConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config),
        // The API replicas migrate; the worker only uses the schema.
        DatabaseModule.forService(
          { ...config, MIGRATE_ON_START: false },
          { entities: scanEntities, migrations: scanMigrations },
        ),
      ],
      providers: [OcrJob, AnalysisJob, LlmService, WorkerRunner],
    };
  }
}
