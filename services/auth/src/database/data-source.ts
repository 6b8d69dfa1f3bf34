import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@labellens/server-database';
import { InitialSchema1763770000000 } from './migrations/1763770000000-initial-schema';

/** Every entity and migration of the auth service, shared by the app, the migration CLI and tests. */
export const authEntities = [];
export const authMigrations = [InitialSchema1763770000000];

export function createAuthDataSource(url: string): DataSource {
  return new DataSource(serviceDataSourceOptions({ url, entities: authEntities, migrations: authMigrations }));
}
