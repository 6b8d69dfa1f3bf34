/**
 * Runs a service's migrations: `npm run migrate -- <service> [up|down|status]`.
 * Used by k8s migration Jobs and docker compose; `npm start` migrates on service start instead.
 */
import 'reflect-metadata';
import { ensureDatabase } from '@labellens/server-database';
import type { DataSource } from 'typeorm';

const factories: Record<string, () => Promise<(url: string) => DataSource>> = {
  auth: async () =>
    (await import('../services/auth/src/database/data-source')).createAuthDataSource,
  scan: async () =>
    (await import('../services/scan/src/database/data-source')).createScanDataSource,
  billing: async () =>
    (await import('../services/billing/src/database/data-source')).createBillingDataSource,
  admin: async () =>
    (await import('../services/admin/src/database/data-source')).createAdminDataSource,
};

async function main(): Promise<void> {
  const [service, action = 'up'] = process.argv.slice(2);
  const factory = service ? factories[service] : undefined;
  if (!factory || !['up', 'down', 'status'].includes(action)) {
    process.stderr.write(`usage: migrate <${Object.keys(factories).join('|')}> [up|down|status]\n`);
    process.exit(2);
  }
  const url = process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/labellens_${service}`;
  await ensureDatabase(url);
  const dataSource = (await factory())(url);
  await dataSource.initialize();
  try {
    if (action === 'up') {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      process.stdout.write(`${service}: applied ${ran.length} migration(s)\n`);
    } else if (action === 'down') {
      await dataSource.undoLastMigration({ transaction: 'each' });
      process.stdout.write(`${service}: reverted the last migration\n`);
    } else {
      const pending = await dataSource.showMigrations();
      process.stdout.write(`${service}: ${pending ? 'migrations pending' : 'up to date'}\n`);
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`migration failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
