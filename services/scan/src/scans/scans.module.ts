import { Module } from '@nestjs/common';
import { OutboxPublisher } from '@labellens/server-events';
import { BillingModule } from '../billing/billing.module';
import { Clock } from '../common/clock';
import { JobsModule } from '../jobs/jobs.module';
import { EnrichmentService } from '../llm/enrichment.service';
import { OfflineScanRepository } from '../offline/offline-scan.repository';
import { OfflineController } from '../offline/offline.controller';
import { OfflineService } from '../offline/offline.service';
import { PreferencesModule } from '../preferences/preferences.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ScanAnalyzer } from './scan-analysis.service';
import { ScanComparisonService } from './scan-comparison.service';
import { ScanStreamController } from './scan-stream.controller';
import { ScanRepository } from './scan.repository';
import { ScansController } from './scans.controller';
import { ScansService } from './scans.service';

@Module({
  imports: [BillingModule, JobsModule, PreferencesModule, ProfilesModule],
  controllers: [ScansController, ScanStreamController, OfflineController],
  providers: [
    ScansService,
    ScanAnalyzer,
    ScanRepository,
    ScanComparisonService,
    EnrichmentService,
    OutboxPublisher,
    OfflineService,
    OfflineScanRepository,
    Clock,
  ],
})
export class ScansModule {}
