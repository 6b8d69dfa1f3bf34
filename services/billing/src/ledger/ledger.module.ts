import { Module } from '@nestjs/common';
import { LedgerService } from './ledger.service';
import { QuotaController } from './quota.controller';
import { SubscriptionStateService } from './subscription-state.service';

@Module({
  controllers: [QuotaController],
  providers: [LedgerService, SubscriptionStateService],
  exports: [LedgerService, SubscriptionStateService],
})
export class LedgerModule {}
