import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@labellens/server-core';
import { DatabaseModule } from '@labellens/server-database';
import { EventsModule } from '@labellens/server-events';
import type { AdminConfig } from './config/admin.config';
import { adminEntities, adminMigrations } from './database/data-source';

@Module({})
export class AppModule {
  static forRoot(config: AdminConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: adminEntities,
          migrations: adminMigrations,
          migrateOnStart: config.MIGRATE_ON_START,
        }),
        EventsModule.forRoot({ config }),
      ],
    };
  }
}
