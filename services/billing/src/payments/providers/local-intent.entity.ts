import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The local test provider's own store of payment and setup intents (what Stripe keeps on its side).
 * Only card brand and last four digits are kept, never the number.
 */
@Entity({ name: 'local_intents' })
export class LocalIntentEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  kind!: 'payment' | 'setup';

  @Column({ name: 'client_secret', type: 'text', unique: true })
  clientSecret!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'amount_cents', type: 'integer', nullable: true })
  amountCents!: number | null;

  @Column({ type: 'text', nullable: true })
  currency!: string | null;

  @Column({ name: 'customer_id', type: 'text', nullable: true })
  customerId!: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  metadata!: Record<string, string>;

  @Column({ name: 'payment_method_id', type: 'text', nullable: true })
  paymentMethodId!: string | null;

  @Column({ name: 'card_brand', type: 'text', nullable: true })
  cardBrand!: string | null;

  @Column({ name: 'card_last4', type: 'text', nullable: true })
  cardLast4!: string | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'idempotency_key', type: 'text', nullable: true, unique: true })
  idempotencyKey!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
