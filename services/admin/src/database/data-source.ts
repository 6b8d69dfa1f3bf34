import type { DataSource } from 'typeorm';
import { createServiceDataSource, type ServiceSchema } from '@labellens/server-database';
import { eventEntities, eventsMigrations } from '@labellens/server-events';
import { AdminDeletedUserEntity } from '../read-models/entities/admin-deleted-user.entity';
import { AdminPaymentEntity } from '../read-models/entities/admin-payment.entity';
import { AdminScanEntity } from '../read-models/entities/admin-scan.entity';
import { AdminUserEntity } from '../read-models/entities/admin-user.entity';
import { AdminReadModels1763800000000 } from './migrations/1763800000000-admin-read-models';
import { InitialSchema1763770000000 } from './migrations/1763770000000-initial-schema';
import { AdminDeletedUserKeys1764900000000 } from './migrations/1764900000000-deleted-user-keys';
import { AdminErasedScans1765000000000 } from './migrations/1765000000000-erased-scans';

/** Every entity and migration of the admin service, shared by the app, the migration CLI and tests. */
export const adminSchema: ServiceSchema = {
  entities: [
    ...eventEntities,
    AdminUserEntity,
    AdminScanEntity,
    AdminPaymentEntity,
    AdminDeletedUserEntity,
  ],
  migrations: [
    InitialSchema1763770000000,
    ...eventsMigrations,
    AdminReadModels1763800000000,
    AdminDeletedUserKeys1764900000000,
    AdminErasedScans1765000000000,
  ],
};

export function createAdminDataSource(url: string): DataSource {
  return createServiceDataSource(url, adminSchema);
}
