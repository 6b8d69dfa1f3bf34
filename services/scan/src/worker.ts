import 'reflect-metadata';
import { loadConfigOrExit } from '@labellens/server-config';
import { bootstrapService } from '@labellens/server-core';
import { scanConfigSchema } from './config/scan.config';
import { WorkerModule } from './worker.module';

// The scan worker: same code and image as the scan API, another entry point. It runs the BullMQ
// queues (ocr, analysis) and exposes only /health for probes.
const config = loadConfigOrExit('scan-worker', scanConfigSchema, {
  MIGRATE_ON_START: 'false',
  ...process.env,
});
void bootstrapService({
  module: WorkerModule.forRoot({ ...config, SERVICE_NAME: 'scan-worker' }),
  config: { ...config, SERVICE_NAME: 'scan-worker' },
});
