import { createTestDatabase } from '@labellens/server-testing';
import { createBillingDataSource } from '../src/database/data-source';

jest.setTimeout(30_000);

const BILLING_TABLES = [
  'allowance_periods',
  'billing_accounts',
  'checkout_intents',
  'credit_grants',
  'local_intents',
  'outbox_events',
  'payments',
  'processed_events',
  'provider_events',
  'quota_holds',
  'scan_reservations',
];

describe('billing migrations', () => {
  it('apply, revert one by one, and apply again', async () => {
    const database = await createTestDatabase('billing_migrations');
    const dataSource = createBillingDataSource(database.url);
    await dataSource.initialize();
    const tables = async () =>
      (
        await dataSource.query<{ table_name: string }[]>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'typeorm_migrations' ORDER BY 1`,
        )
      ).map((r) => r.table_name);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([
        'InitialSchema1763770000000',
        'EventTables1763780000000',
        'BillingLedger1763790000000',
        'QuotaHolds1764700000000',
      ]);
      expect(await tables()).toEqual(BILLING_TABLES);
      const outboxColumns: { column_name: string }[] = await dataSource.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'outbox_events' AND column_name = 'position'`,
      );
      expect(outboxColumns).toHaveLength(1);
      for (let i = 0; i < applied.length; i += 1)
        await dataSource.undoLastMigration({ transaction: 'each' });
      expect(await tables()).toEqual([]);
      expect(await dataSource.runMigrations({ transaction: 'each' })).toHaveLength(4);
      expect(await tables()).toEqual(BILLING_TABLES);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
