import { Entity, Unique } from 'typeorm';
import {
  NullableTextColumn,
  NullableTimestampColumn,
  NullableUuidColumn,
  TextColumn,
  TimestampColumn,
  UuidPrimaryColumn,
} from '@labellens/server-database';

export type ReservationSource = 'allowance' | 'credit' | 'unlimited';
export type ReservationState = 'reserved' | 'committed' | 'released';

/**
 * Ledger entry: one scan taken from a period's allowance or from credits. It counts while committed,
 * or while reserved and not yet expired; released and expired reservations give the scan back.
 */
@Entity({ name: 'scan_reservations' })
@Unique('scan_reservations_user_request_key', ['userId', 'requestId'])
export class ScanReservationEntity {
  @UuidPrimaryColumn()
  id!: string;

  @TextColumn('user_id')
  userId!: string;

  /** The scan service's id for the attempt; makes reserve idempotent. */
  @TextColumn('request_id')
  requestId!: string;

  @TextColumn()
  source!: ReservationSource;

  /** The period it counts against (allowance and unlimited); null for credit scans. */
  @NullableUuidColumn('period_id')
  periodId!: string | null;

  @TextColumn()
  state!: ReservationState;

  @TimestampColumn('expires_at')
  expiresAt!: Date;

  @TimestampColumn('created_at')
  createdAt!: Date;

  @NullableTimestampColumn('committed_at')
  committedAt!: Date | null;

  @NullableTimestampColumn('released_at')
  releasedAt!: Date | null;

  /** The offline allowance hold this scan belongs to (null for ordinary scans). */
  @NullableUuidColumn('hold_id')
  holdId!: string | null;

  /** The offline scan's idempotency key once the held scan is claimed; null while only held. */
  @NullableTextColumn('claim_key')
  claimKey!: string | null;
}
