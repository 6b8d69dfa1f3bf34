import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Ledger entry: pay-as-you-go scans added to a user's balance. Credits never expire. */
@Entity({ name: 'credit_grants' })
export class CreditGrantEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  @Column({ type: 'integer' })
  scans!: number;

  @Column({ type: 'text' })
  reason!: string;

  /** Unique: one payment grants at most once. */
  @Column({ name: 'payment_id', type: 'uuid', nullable: true, unique: true })
  paymentId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
