import { Module } from '@nestjs/common';
import { BillingClient } from './billing.client';
import { PendingCommitRepository } from './pending-commit.repository';
import { QuotaCommitsService } from './quota-commits.service';

@Module({
  providers: [BillingClient, PendingCommitRepository, QuotaCommitsService],
  exports: [BillingClient, PendingCommitRepository, QuotaCommitsService],
})
export class BillingModule {}
