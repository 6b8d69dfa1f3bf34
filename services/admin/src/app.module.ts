import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@labellens/server-core';
import { DatabaseModule } from '@labellens/server-database';
import { EventsModule } from '@labellens/server-events';
import { AnalyticsModule } from './analytics/analytics.module';
import type { AdminConfig } from './config/admin.config';
import { adminEntities, adminMigrations } from './database/data-source';
import { ListsModule } from './lists/lists.module';
import { ReadModelsConsumer } from './read-models/read-models.consumer';
import { ReadModelsModule } from './read-models/read-models.module';
import { ReconcileModule } from './reconcile/reconcile.module';

@Module({})
export class AppModule {
  static forRoot(config: AdminConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DatabaseModule.forService(config, { entities: adminEntities, migrations: adminMigrations }),
        ReadModelsModule,
        // The outbox holds only the erasure confirmations (admin.user.erased.v1).
        EventsModule.forRoot({ config, consumers: [ReadModelsConsumer] }),
        AnalyticsModule,
        ListsModule,
        // Adds what the event bus lost from the owning services' databases.
        ReconcileModule,
      ],
    };
  }
}
