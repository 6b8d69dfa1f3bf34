import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

export type PaymentKind = 'subscription' | 'renewal' | 'payg';

/**
 * A fulfilled provider payment. The unique (provider, provider_payment_id) key is what makes every
 * grant exactly-once: the grant and this row commit in one transaction.
 * Kept for accounting after the user is deleted, with user_id cleared and a random pseudonym set.
 */
@Entity({ name: 'payments' })
@Unique('payments_provider_payment_key', ['provider', 'providerPaymentId'])
export class PaymentEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ name: 'provider_payment_id', type: 'text' })
  providerPaymentId!: string;

  @Column({ name: 'user_id', type: 'text', nullable: true })
  userId!: string | null;

  @Column({ name: 'user_pseudonym', type: 'text', nullable: true })
  userPseudonym!: string | null;

  @Column({ type: 'text' })
  kind!: PaymentKind;

  @Column({ name: 'tier_code', type: 'text', nullable: true })
  tierCode!: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ name: 'scans_granted', type: 'integer' })
  scansGranted!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
