import { Module } from '@nestjs/common';
import { HoldsController } from './holds.controller';
import { HoldsService } from './holds.service';
import { LedgerService } from './ledger.service';
import { QuotaController } from './quota.controller';
import { SubscriptionStateService } from './subscription-state.service';

@Module({
  controllers: [QuotaController, HoldsController],
  providers: [LedgerService, SubscriptionStateService, HoldsService],
  exports: [LedgerService, SubscriptionStateService],
})
export class LedgerModule {}
