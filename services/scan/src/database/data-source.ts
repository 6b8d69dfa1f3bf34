import type { DataSource } from 'typeorm';
import { createServiceDataSource, type ServiceSchema } from '@labellens/server-database';
import { eventEntities, eventsMigrations } from '@labellens/server-events';
import { IngredientPreferenceEntity } from '../preferences/entities/ingredient-preference.entity';
import { DeletedUserEntity } from '../profiles/entities/deleted-user.entity';
import { HealthProfileEntity } from '../profiles/entities/health-profile.entity';
import { ScanEntity } from '../scans/entities/scan.entity';
import { ShoppingListItemEntity } from '../shopping-list/entities/shopping-list-item.entity';
import { InitialSchema1763770000000 } from './migrations/1763770000000-initial-schema';
import { Scans1763800000000 } from './migrations/1763800000000-scans';
import { ScanPersonalVerdict1764000000000 } from './migrations/1764000000000-scan-personal-verdict';
import { ScanGuidance1764300000000 } from './migrations/1764300000000-scan-guidance';
import { ShoppingList1764410000000 } from './migrations/1764410000000-shopping-list';
import { PendingCommits1764350000000 } from './migrations/1764350000000-pending-commits';
import { OfflineScans1764700000000 } from './migrations/1764700000000-offline-scans';
import { DeletedUserKeys1764900000000 } from './migrations/1764900000000-deleted-user-keys';

/** Every entity and migration of the scan service, shared by the app, the migration CLI and tests. */
export const scanSchema: ServiceSchema = {
  entities: [
    ScanEntity,
    IngredientPreferenceEntity,
    HealthProfileEntity,
    DeletedUserEntity,
    ShoppingListItemEntity,
    ...eventEntities,
  ],
  migrations: [
    InitialSchema1763770000000,
    ...eventsMigrations,
    Scans1763800000000,
    ScanPersonalVerdict1764000000000,
    ScanGuidance1764300000000,
    PendingCommits1764350000000,
    ShoppingList1764410000000,
    OfflineScans1764700000000,
    DeletedUserKeys1764900000000,
  ],
};

export function createScanDataSource(url: string): DataSource {
  return createServiceDataSource(url, scanSchema);
}
