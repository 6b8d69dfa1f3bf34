import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An offline allowance's hold: `scans` reservations (hold_id = id) that count against the quota
 * until `expiresAt`, so online scans cannot spend them. A newer hold of the same person releases
 * this one's unclaimed reservations (`replacedAt`).
 */
@Entity({ name: 'quota_holds' })
export class QuotaHoldEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  @Column({ type: 'int' })
  scans!: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'replaced_at', type: 'timestamptz', nullable: true })
  replacedAt!: Date | null;
}
