import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

export type ReservationSource = 'allowance' | 'credit' | 'unlimited';
export type ReservationState = 'reserved' | 'committed' | 'released';

/**
 * Ledger entry: one scan taken from a period's allowance or from credits. It counts while committed,
 * or while reserved and not yet expired; released and expired reservations give the scan back.
 */
@Entity({ name: 'scan_reservations' })
@Unique('scan_reservations_user_request_key', ['userId', 'requestId'])
export class ScanReservationEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  /** The scan service's id for the attempt; makes reserve idempotent. */
  @Column({ name: 'request_id', type: 'text' })
  requestId!: string;

  @Column({ type: 'text' })
  source!: ReservationSource;

  /** The period it counts against (allowance and unlimited); null for credit scans. */
  @Column({ name: 'period_id', type: 'uuid', nullable: true })
  periodId!: string | null;

  @Column({ type: 'text' })
  state!: ReservationState;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'committed_at', type: 'timestamptz', nullable: true })
  committedAt!: Date | null;

  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt!: Date | null;

  /** The offline allowance hold this scan belongs to (null for ordinary scans). */
  @Column({ name: 'hold_id', type: 'uuid', nullable: true })
  holdId!: string | null;

  /** The offline scan's idempotency key once the held scan is claimed; null while only held. */
  @Column({ name: 'claim_key', type: 'text', nullable: true })
  claimKey!: string | null;
}
