import { Column, Entity } from 'typeorm';
import { IntegerColumn, TextColumn, TimestampColumn } from '@labellens/server-database';
import { UserFactEntity } from './user-fact.entity';

/** A succeeded payment; `userId` is a `deleted-…` pseudonym once the user is deleted. */
@Entity('admin_payments')
export class AdminPaymentEntity extends UserFactEntity {
  // bigint arrives from pg as a string; sums stay exact.
  @Column({ name: 'amount_cents', type: 'bigint' }) amountCents!: string;
  @TextColumn() currency!: string;
  @IntegerColumn('scans_granted') scansGranted!: number;
  @TextColumn() kind!: string;
  @TimestampColumn('created_at') createdAt!: Date;
}
