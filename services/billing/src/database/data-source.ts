import type { DataSource } from 'typeorm';
import { createServiceDataSource, type ServiceSchema } from '@labellens/server-database';
import { eventEntities, eventsMigrations } from '@labellens/server-events';
import { AllowancePeriodEntity } from '../ledger/entities/allowance-period.entity';
import { BillingAccountEntity } from '../ledger/entities/billing-account.entity';
import { CreditGrantEntity } from '../ledger/entities/credit-grant.entity';
import { QuotaHoldEntity } from '../ledger/entities/quota-hold.entity';
import { ScanReservationEntity } from '../ledger/entities/scan-reservation.entity';
import { CheckoutIntentEntity } from '../payments/entities/checkout-intent.entity';
import { PaymentEntity } from '../payments/entities/payment.entity';
import { ProviderEventEntity } from '../payments/entities/provider-event.entity';
import { LocalIntentEntity } from '../payments/providers/local-intent.entity';
import { InitialSchema1763770000000 } from './migrations/1763770000000-initial-schema';
import { BillingLedger1763790000000 } from './migrations/1763790000000-billing-ledger';
import { QuotaHolds1764700000000 } from './migrations/1764700000000-quota-holds';

/** Every entity and migration of the billing service, shared by the app, the migration CLI and tests. */
export const billingSchema: ServiceSchema = {
  entities: [
    BillingAccountEntity,
    AllowancePeriodEntity,
    CreditGrantEntity,
    ScanReservationEntity,
    QuotaHoldEntity,
    PaymentEntity,
    CheckoutIntentEntity,
    ProviderEventEntity,
    LocalIntentEntity,
    ...eventEntities,
  ],
  migrations: [
    InitialSchema1763770000000,
    ...eventsMigrations,
    BillingLedger1763790000000,
    QuotaHolds1764700000000,
  ],
};

export function createBillingDataSource(url: string): DataSource {
  return createServiceDataSource(url, billingSchema);
}
