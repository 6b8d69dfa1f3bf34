import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per user: the subscription state and the row every ledger change locks
 * (SELECT ... FOR UPDATE), which serialises a user's reservations and grants.
 */
@Entity({ name: 'billing_accounts' })
export class BillingAccountEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId!: string;

  /** The subscribed tier (what renews); the allowance in force comes from the current period. */
  @Column({ name: 'tier_code', type: 'text', default: 'free' })
  tierCode!: string;

  @Column({ type: 'text', default: 'active' })
  status!: string;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  /** A plan change chosen during a paid period; it takes effect at the next renewal. */
  @Column({ name: 'pending_tier_code', type: 'text', nullable: true })
  pendingTierCode!: string | null;

  @Column({ name: 'provider_customer_id', type: 'text', nullable: true })
  providerCustomerId!: string | null;

  @Column({ name: 'default_payment_method_id', type: 'text', nullable: true })
  defaultPaymentMethodId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
