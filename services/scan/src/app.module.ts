import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@labellens/server-core';
import { DatabaseModule } from '@labellens/server-database';
import { EventsModule } from '@labellens/server-events';
import type { ScanConfig } from './config/scan.config';
import { scanEntities, scanMigrations } from './database/data-source';

@Module({})
export class AppModule {
  static forRoot(config: ScanConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: scanEntities,
          migrations: scanMigrations,
          migrateOnStart: config.MIGRATE_ON_START,
        }),
        EventsModule.forRoot({ config }),
      ],
    };
  }
}
