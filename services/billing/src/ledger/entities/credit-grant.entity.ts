import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  IntegerColumn,
  NullableUuidColumn,
  TextColumn,
  UuidPrimaryColumn,
} from '@labellens/server-database';

/** Ledger entry: pay-as-you-go scans added to a user's balance. Credits never expire. */
@Entity({ name: 'credit_grants' })
export class CreditGrantEntity {
  @UuidPrimaryColumn()
  id!: string;

  @TextColumn('user_id')
  userId!: string;

  @IntegerColumn()
  scans!: number;

  @TextColumn()
  reason!: string;

  /** Unique: one payment grants at most once. */
  @NullableUuidColumn('payment_id', { unique: true })
  paymentId!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
