import { DynamicModule, Global, Module } from '@nestjs/common';
import { AccountRepository } from '../ledger/account.repository';
import { CreditRepository } from '../ledger/credit.repository';
import { HoldRepository } from '../ledger/hold.repository';
import { PeriodRepository } from '../ledger/period.repository';
import { ReservationRepository } from '../ledger/reservation.repository';
import { PaymentRepository } from '../payments/payment.repository';
import { LocalIntentRepository } from '../payments/providers/local-intent.repository';
import { BillingEventsService } from './billing-events.service';
import { ClockService } from './clock.service';
import { UnitOfWorkService } from './unit-of-work.service';

const shared = [
  UnitOfWorkService,
  BillingEventsService,
  AccountRepository,
  PeriodRepository,
  CreditRepository,
  ReservationRepository,
  HoldRepository,
  PaymentRepository,
  LocalIntentRepository,
];

/**
 * Global so that the event consumers, which the EventsModule instantiates in its own scope, can
 * inject the repositories they write with.
 */
@Global()
@Module({})
export class BillingCommonModule {
  static forRoot(clock?: ClockService): DynamicModule {
    return {
      module: BillingCommonModule,
      providers: [...shared, clock ? { provide: ClockService, useValue: clock } : ClockService],
      exports: [...shared, ClockService],
    };
  }
}
