import { Column, Entity } from 'typeorm';
import {
  CreatedAtColumn,
  NullableTextColumn,
  TextColumn,
  TextPrimaryColumn,
  UpdatedAtColumn,
} from '@labellens/server-database';
import type { SubscriptionTierCode } from '../../plans/plans.catalog';

/**
 * One row per user: the subscription state and the row every ledger change locks
 * (SELECT ... FOR UPDATE), which serialises a user's reservations and grants.
 */
@Entity({ name: 'billing_accounts' })
export class BillingAccountEntity {
  @TextPrimaryColumn('user_id')
  userId!: string;

  /** The subscribed tier (what renews); the allowance in force comes from the current period. */
  @TextColumn('tier_code', { default: 'free' })
  tierCode!: SubscriptionTierCode;

  @Column({ type: 'text', default: 'active' })
  status!: string;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  /** A plan change chosen during a paid period; it takes effect at the next renewal. */
  @NullableTextColumn('pending_tier_code')
  pendingTierCode!: string | null;

  @NullableTextColumn('provider_customer_id')
  providerCustomerId!: string | null;

  @NullableTextColumn('default_payment_method_id')
  defaultPaymentMethodId!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;
}
