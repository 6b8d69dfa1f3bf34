import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import type Stripe from 'stripe';
import type { BillingConfig } from '../config/billing.config';
import { LedgerModule } from '../ledger/ledger.module';
import { CheckoutService } from './checkout.service';
import { FulfilmentService } from './fulfilment.service';
import { LocalCheckoutController } from './local-checkout.controller';
import { LocalCheckoutService } from './local-checkout.service';
import { ProviderEventRepository } from './provider-event.repository';
import { ProviderEventsService } from './provider-events.service';
import { LocalPaymentProvider } from './providers/local-payment.provider';
import { PaymentProvider } from './providers/payment.provider';
import { STRIPE_CLIENT, createStripeClient } from './providers/stripe.client';
import { StripePaymentProvider } from './providers/stripe-payment.provider';

@Module({
  imports: [LedgerModule],
  controllers: [LocalCheckoutController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [SERVICE_CONFIG],
      useFactory: (config: BillingConfig) => createStripeClient(config),
    },
    LocalPaymentProvider,
    {
      provide: PaymentProvider,
      inject: [SERVICE_CONFIG, STRIPE_CLIENT, LocalPaymentProvider],
      useFactory: (
        config: BillingConfig,
        stripe: Stripe | null,
        local: LocalPaymentProvider,
      ): PaymentProvider =>
        config.PAYMENT_PROVIDER === 'stripe' && stripe ? new StripePaymentProvider(stripe) : local,
    },
    FulfilmentService,
    CheckoutService,
    ProviderEventRepository,
    ProviderEventsService,
    LocalCheckoutService,
  ],
  exports: [
    STRIPE_CLIENT,
    PaymentProvider,
    FulfilmentService,
    CheckoutService,
    ProviderEventsService,
  ],
})
export class PaymentsModule {}
