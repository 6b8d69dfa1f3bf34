import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Ledger entry: the scans a tier allows in one billing period [startsAt, endsAt). */
@Entity({ name: 'allowance_periods' })
export class AllowancePeriodEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  @Column({ name: 'tier_code', type: 'text' })
  tierCode!: string;

  /** null = unlimited. */
  @Column({ name: 'scans_allowed', type: 'integer', nullable: true })
  scansAllowed!: number | null;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt!: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt!: Date;

  /** The payment that bought this period (null for free periods). */
  @Column({ name: 'payment_id', type: 'uuid', nullable: true })
  paymentId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
