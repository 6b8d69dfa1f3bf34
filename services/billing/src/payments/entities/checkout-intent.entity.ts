import { Column, Entity } from 'typeorm';
import {
  CreatedAtColumn,
  NullableIntegerColumn,
  NullableTextColumn,
  NullableTimestampColumn,
  TextColumn,
  TextPrimaryColumn,
} from '@labellens/server-database';

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
  @TextPrimaryColumn()
  id!: string;

  @TextColumn()
  provider!: string;

  @TextColumn('user_id')
  userId!: string;

  @TextColumn()
  kind!: CheckoutKind;

  @NullableTextColumn('tier_code')
  tierCode!: string | null;

  @NullableIntegerColumn('scans_quantity')
  scansQuantity!: number | null;

  @NullableIntegerColumn('amount_cents')
  amountCents!: number | null;

  @Column({ type: 'text', default: 'pending' })
  status!: CheckoutStatus;

  @CreatedAtColumn()
  createdAt!: Date;

  @NullableTimestampColumn('fulfilled_at')
  fulfilledAt!: Date | null;
}
