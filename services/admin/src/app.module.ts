import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@labellens/server-core';
import { AnalyticsModule } from './analytics/analytics.module';
import type { AdminConfig } from './config/admin.config';
import { adminSchema } from './database/data-source';
import { ListsModule } from './lists/lists.module';
import { ReadModelsConsumer } from './read-models/read-models.consumer';
import { ReadModelsModule } from './read-models/read-models.module';
import { ReconcileModule } from './reconcile/reconcile.module';

@Module({})
export class AppModule {
  static forRoot(config: AdminConfig): DynamicModule {
    return serviceModule(AppModule, config, {
      database: adminSchema,
      // The outbox holds only the erasure confirmations (admin.user.erased.v1).
      events: { consumers: [ReadModelsConsumer], consumerDependencies: [ReadModelsModule] },
      imports: [
        AnalyticsModule,
        ListsModule,
        // Adds what the event bus lost from the owning services' databases.
        ReconcileModule,
      ],
    });
  }
}
