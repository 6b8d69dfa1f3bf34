import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@labellens/server-core';
import { DatabaseModule } from '@labellens/server-database';
import type { BillingConfig } from './config/billing.config';
import { billingEntities, billingMigrations } from './database/data-source';

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: billingEntities,
          migrations: billingMigrations,
          migrateOnStart: config.MIGRATE_ON_START,
        }),
      ],
    };
  }
}
