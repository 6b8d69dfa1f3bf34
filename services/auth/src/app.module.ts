import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@labellens/server-core';
import { DatabaseModule } from '@labellens/server-database';
import type { AuthConfig } from './config/auth.config';
import { authEntities, authMigrations } from './database/data-source';
import { InternalIdentityController } from './identity/internal-identity.controller';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      controllers: [InternalIdentityController],
      imports: [
        CoreModule.forRoot(config),
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: authEntities,
          migrations: authMigrations,
          migrateOnStart: config.MIGRATE_ON_START,
        }),
      ],
    };
  }
}
