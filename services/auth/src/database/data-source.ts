import type { DataSource } from 'typeorm';
import { createServiceDataSource, type ServiceSchema } from '@labellens/server-database';
import { eventEntities, eventsMigrations } from '@labellens/server-events';
import { AdminEntity, AdminTokenEntity } from '../admins/admin.entity';
import { OneTimeCodeEntity } from '../codes/one-time-code.entity';
import { MfaFactorEntity } from '../mfa/mfa-factor.entity';
import { SessionEntity } from '../sessions/session.entity';
import { UserEntity } from '../users/user.entity';
import { InitialSchema1763770000000 } from './migrations/1763770000000-initial-schema';
import { Identity1763771000000 } from './migrations/1763771000000-identity';
import { UserErasures1764400000000 } from './migrations/1764400000000-user-erasures';

/** Every entity and migration of the auth service, shared by the app, the migration CLI and tests. */
export const authSchema: ServiceSchema = {
  entities: [
    UserEntity,
    SessionEntity,
    OneTimeCodeEntity,
    MfaFactorEntity,
    AdminEntity,
    AdminTokenEntity,
    ...eventEntities,
  ],
  migrations: [
    InitialSchema1763770000000,
    Identity1763771000000,
    ...eventsMigrations,
    UserErasures1764400000000,
  ],
};

export function createAuthDataSource(url: string): DataSource {
  return createServiceDataSource(url, authSchema);
}
