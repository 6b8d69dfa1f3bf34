import { ExportController } from './export/export.controller';
import { ExportRepository } from './export/export.repository';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@labellens/server-core';
import type { ScanConfig } from './config/scan.config';
import { scanSchema } from './database/data-source';
import { ExtractionModule } from './extraction/extraction.module';
import { PreferencesModule } from './preferences/preferences.module';
import { ProfileUpdatedConsumer } from './profiles/profile-updated.consumer';
import { ProfilesModule } from './profiles/profiles.module';
import { UserDeletedConsumer } from './profiles/user-deleted.consumer';
import { ScansModule } from './scans/scans.module';
import { ShoppingListModule } from './shopping-list/shopping-list.module';
import { ReconcileController } from './reconcile/reconcile.controller';
import { ReconcileRepository } from './reconcile/reconcile.repository';

/** The scan API: extraction, analysis (with its SSE stream), history, preferences, the shopping list. */
@Module({})
export class AppModule {
  static forRoot(config: ScanConfig): DynamicModule {
    return serviceModule(AppModule, config, {
      database: scanSchema,
      events: { consumers: [ProfileUpdatedConsumer, UserDeletedConsumer] },
      imports: [
        ExtractionModule,
        ScansModule,
        PreferencesModule,
        ProfilesModule,
        ShoppingListModule,
      ],
      controllers: [ExportController, ReconcileController],
      providers: [ExportRepository, ReconcileRepository],
    });
  }
}
