import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A succeeded payment; `userId` is a `deleted-…` pseudonym once the user is deleted. */
@Entity('admin_payments')
export class AdminPaymentEntity {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  // bigint arrives from pg as a string; sums stay exact.
  @Column({ name: 'amount_cents', type: 'bigint' }) amountCents!: string;
  @Column({ type: 'text' }) currency!: string;
  @Column({ name: 'scans_granted', type: 'integer' }) scansGranted!: number;
  @Column({ type: 'text' }) kind!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
