import { Column, Entity } from 'typeorm';
import {
  NullableTimestampColumn,
  TextColumn,
  TimestampColumn,
  UuidPrimaryColumn,
} from '@labellens/server-database';

/**
 * An offline allowance's hold: `scans` reservations (hold_id = id) that count against the quota
 * until `expiresAt`, so online scans cannot spend them. A newer hold of the same person releases
 * this one's unclaimed reservations (`replacedAt`).
 */
@Entity({ name: 'quota_holds' })
export class QuotaHoldEntity {
  @UuidPrimaryColumn()
  id!: string;

  @TextColumn('user_id')
  userId!: string;

  @Column({ type: 'int' })
  scans!: number;

  @TimestampColumn('expires_at')
  expiresAt!: Date;

  @TimestampColumn('created_at')
  createdAt!: Date;

  @NullableTimestampColumn('replaced_at')
  replacedAt!: Date | null;
}
