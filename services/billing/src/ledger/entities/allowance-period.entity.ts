import { Entity } from 'typeorm';
import {
  CreatedAtColumn,
  NullableIntegerColumn,
  NullableUuidColumn,
  TextColumn,
  TimestampColumn,
  UuidPrimaryColumn,
} from '@labellens/server-database';
import type { SubscriptionTierCode } from '../../plans/plans.catalog';

/** Ledger entry: the scans a tier allows in one billing period [startsAt, endsAt). */
@Entity({ name: 'allowance_periods' })
export class AllowancePeriodEntity {
  @UuidPrimaryColumn()
  id!: string;

  @TextColumn('user_id')
  userId!: string;

  @TextColumn('tier_code')
  tierCode!: SubscriptionTierCode;

  /** null = unlimited. */
  @NullableIntegerColumn('scans_allowed')
  scansAllowed!: number | null;

  @TimestampColumn('starts_at')
  startsAt!: Date;

  @TimestampColumn('ends_at')
  endsAt!: Date;

  /** The payment that bought this period (null for free periods). */
  @NullableUuidColumn('payment_id')
  paymentId!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
