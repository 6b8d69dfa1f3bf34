import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { RenewalJob } from './renewal.job';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [LedgerModule, PaymentsModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, RenewalJob],
  exports: [RenewalJob],
})
export class SubscriptionsModule {}
