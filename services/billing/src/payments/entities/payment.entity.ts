import { Entity, Unique } from 'typeorm';
import {
  CreatedAtColumn,
  IntegerColumn,
  NullableTextColumn,
  TextColumn,
  UuidPrimaryColumn,
} from '@labellens/server-database';

export type PaymentKind = 'subscription' | 'renewal' | 'payg';

/**
 * A fulfilled provider payment. The unique (provider, provider_payment_id) key is what makes every
 * grant exactly-once: the grant and this row commit in one transaction.
 * Kept for accounting after the user is deleted, with user_id cleared and a random pseudonym set.
 */
@Entity({ name: 'payments' })
@Unique('payments_provider_payment_key', ['provider', 'providerPaymentId'])
export class PaymentEntity {
  @UuidPrimaryColumn()
  id!: string;

  @TextColumn()
  provider!: string;

  @TextColumn('provider_payment_id')
  providerPaymentId!: string;

  @NullableTextColumn('user_id')
  userId!: string | null;

  @NullableTextColumn('user_pseudonym')
  userPseudonym!: string | null;

  @TextColumn()
  kind!: PaymentKind;

  @NullableTextColumn('tier_code')
  tierCode!: string | null;

  @IntegerColumn('amount_cents')
  amountCents!: number;

  @TextColumn()
  currency!: string;

  @IntegerColumn('scans_granted')
  scansGranted!: number;

  @CreatedAtColumn()
  createdAt!: Date;
}
