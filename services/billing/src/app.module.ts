import { ExportController } from './export/export.controller';
import { ExportRepository } from './export/export.repository';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { serviceModule } from '@labellens/server-core';
import { BillingCommonModule } from './common/billing-common.module';
import { BillingErrorsInterceptor } from './common/billing-errors.interceptor';
import type { ClockService } from './common/clock.service';
import type { BillingConfig } from './config/billing.config';
import { billingSchema } from './database/data-source';
import { LedgerModule } from './ledger/ledger.module';
import { PaygModule } from './payg/payg.module';
import { PaymentsModule } from './payments/payments.module';
import { PlansModule } from './plans/plans.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UserDeletedConsumer } from './users/user-deleted.consumer';
import { UserRegisteredConsumer } from './users/user-registered.consumer';
import { WebhooksModule } from './webhooks/webhooks.module';
import { ReconcileController } from './reconcile/reconcile.controller';
import { ReconcileRepository } from './reconcile/reconcile.repository';

export interface AppModuleOptions {
  /** Tests pass a ManualClock to move time forward. */
  clock?: ClockService;
}

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig, options: AppModuleOptions = {}): DynamicModule {
    return serviceModule(AppModule, config, {
      database: billingSchema,
      events: {
        consumers: [UserRegisteredConsumer, UserDeletedConsumer],
        consumerDependencies: [BillingCommonModule.forRoot(options.clock)],
      },
      imports: [
        PlansModule,
        LedgerModule,
        PaymentsModule,
        SubscriptionsModule,
        PaygModule,
        WebhooksModule,
      ],
      controllers: [ExportController, ReconcileController],
      providers: [
        { provide: APP_INTERCEPTOR, useClass: BillingErrorsInterceptor },
        ExportRepository,
        ReconcileRepository,
      ],
    });
  }
}
