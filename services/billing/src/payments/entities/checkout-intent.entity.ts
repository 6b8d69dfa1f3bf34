import { Column, Entity, PrimaryColumn } from 'typeorm';

export type CheckoutKind = 'subscription' | 'plan_change' | 'payg' | 'renewal';
export type CheckoutStatus = 'pending' | 'fulfilled' | 'failed';

/**
 * Every payment or setup intent billing asked the provider for: lets process-all-pending find a
 * user's unfulfilled payments, lets a repeated checkout reuse an open intent, and records the
 * exactly-once fulfilment of setup intents (which have no payment row).
 */
@Entity({ name: 'checkout_intents' })
export class CheckoutIntentEntity {
  /** The provider's id (pi_..., seti_...). */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  @Column({ type: 'text' })
  kind!: CheckoutKind;

  @Column({ name: 'tier_code', type: 'text', nullable: true })
  tierCode!: string | null;

  @Column({ name: 'scans_quantity', type: 'integer', nullable: true })
  scansQuantity!: number | null;

  @Column({ name: 'amount_cents', type: 'integer', nullable: true })
  amountCents!: number | null;

  @Column({ type: 'text', default: 'pending' })
  status!: CheckoutStatus;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'fulfilled_at', type: 'timestamptz', nullable: true })
  fulfilledAt!: Date | null;
}
