import type { DataSource } from 'typeorm';
import { createTestDatabase } from '@labellens/server-testing';
import { createAuthDataSource } from '../../services/auth/src/database/data-source';
import { createScanDataSource } from '../../services/scan/src/database/data-source';
import { createBillingDataSource } from '../../services/billing/src/database/data-source';
import { createAdminDataSource } from '../../services/admin/src/database/data-source';

const FACTORIES: [string, (url: string) => DataSource][] = [
  ['auth', createAuthDataSource],
  ['scan', createScanDataSource],
  ['billing', createBillingDataSource],
  ['admin', createAdminDataSource],
];

async function tables(ds: DataSource): Promise<string[]> {
  const rows: { table_name: string }[] = await ds.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name).filter((t) => t !== 'typeorm_migrations');
}

describe.each(FACTORIES)('%s migrations', (service, factory) => {
  it('apply up, revert down to an empty schema, and apply again', async () => {
    const db = await createTestDatabase(`migrations_${service}`);
    const ds = factory(db.url);
    await ds.initialize();
    try {
      const applied = await ds.runMigrations({ transaction: 'each' });
      expect(applied.length).toBeGreaterThan(0);
      const after = await tables(ds);
      expect(after).toEqual(expect.arrayContaining(['outbox_events', 'processed_events']));
      for (let i = 0; i < applied.length; i++) await ds.undoLastMigration({ transaction: 'each' });
      expect(await tables(ds)).toEqual([]);
      await ds.runMigrations({ transaction: 'each' });
      expect(await tables(ds)).toEqual(after);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});
