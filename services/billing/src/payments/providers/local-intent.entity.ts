import { Column, Entity } from 'typeorm';
import {
  CreatedAtColumn,
  NullableIntegerColumn,
  NullableTextColumn,
  TextColumn,
  TextPrimaryColumn,
  UpdatedAtColumn,
} from '@labellens/server-database';

/**
 * The local test provider's own store of payment and setup intents (what Stripe keeps on its side).
 * Only card brand and last four digits are kept, never the number.
 */
@Entity({ name: 'local_intents' })
export class LocalIntentEntity {
  @TextPrimaryColumn()
  id!: string;

  @TextColumn()
  kind!: 'payment' | 'setup';

  @TextColumn('client_secret', { unique: true })
  clientSecret!: string;

  @TextColumn()
  status!: string;

  @NullableIntegerColumn('amount_cents')
  amountCents!: number | null;

  @NullableTextColumn()
  currency!: string | null;

  @NullableTextColumn('customer_id')
  customerId!: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  metadata!: Record<string, string>;

  @NullableTextColumn('payment_method_id')
  paymentMethodId!: string | null;

  @NullableTextColumn('card_brand')
  cardBrand!: string | null;

  @NullableTextColumn('card_last4')
  cardLast4!: string | null;

  @NullableTextColumn('last_error')
  lastError!: string | null;

  @NullableTextColumn('idempotency_key', { unique: true })
  idempotencyKey!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;
}
