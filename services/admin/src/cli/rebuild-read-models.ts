/**
 * `npm run admin:rebuild`: empties the admin read models and rebuilds them from the start of the
 * event streams (see read-models/rebuild-read-models.job.ts for how it knows it is done).
 * Safe to run while the admin service is running. Exit code 0 when caught up, 1 on failure.
 */
import 'reflect-metadata';
import { loadConfigOrExit } from '@labellens/server-config';
import { ensureDatabase } from '@labellens/server-database';
import { adminConfigSchema } from '../config/admin.config';
import { createAdminDataSource } from '../database/data-source';
import { rebuildReadModels } from '../read-models/rebuild-read-models.job';

async function main(): Promise<void> {
  const config = loadConfigOrExit('admin', adminConfigSchema);
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = createAdminDataSource(config.DATABASE_URL);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const report = await rebuildReadModels({
      dataSource,
      config,
      stallTimeoutMs: config.ADMIN_REBUILD_STALL_TIMEOUT_MS,
      kafkaQuietMs: config.ADMIN_REBUILD_KAFKA_QUIET_MS,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`Rebuilding the admin read models failed: ${message}\n`);
    process.exit(1);
  },
);
