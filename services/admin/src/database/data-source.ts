import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@labellens/server-database';
import { eventEntities, eventsMigrations } from '@labellens/server-events';
import { InitialSchema1763770000000 } from './migrations/1763770000000-initial-schema';

/** Every entity and migration of the admin service, shared by the app, the migration CLI and tests. */
export const adminEntities = [...eventEntities];
export const adminMigrations = [InitialSchema1763770000000, ...eventsMigrations];

export function createAdminDataSource(url: string): DataSource {
  return new DataSource(serviceDataSourceOptions({ url, entities: adminEntities, migrations: adminMigrations }));
}
