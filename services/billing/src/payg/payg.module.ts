import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { PaygController } from './payg.controller';
import { PaygService } from './payg.service';

@Module({
  imports: [LedgerModule, PaymentsModule],
  controllers: [PaygController],
  providers: [PaygService],
})
export class PaygModule {}
