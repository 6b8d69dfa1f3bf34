import { DataSource, type MigrationInterface } from 'typeorm';
import { createTestDatabase } from '@labellens/server-testing';
import { eventEntities, eventsMigrations } from '../../src';

/** A fresh PostgreSQL database with the event tables migrated; `drop()` removes it. */
export async function createEventsTestDataSource(
  label: string,
  migrations: (new () => MigrationInterface)[] = eventsMigrations,
): Promise<{ dataSource: DataSource; drop: () => Promise<void> }> {
  const database = await createTestDatabase(label);
  const dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    entities: eventEntities,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    logging: false,
    extra: { max: 12 },
  });
  await dataSource.initialize();
  await dataSource.runMigrations();
  return {
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    },
  };
}
