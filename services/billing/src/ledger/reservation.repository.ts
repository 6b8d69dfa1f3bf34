import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../common/unit-of-work.service';
import type { ScanReservationEntity } from './entities/scan-reservation.entity';
import { reservationRows, type ReservationRow } from './reservation-rows';

/** SQL of scan reservations: reserved per request, then committed or released. */
@Injectable()
export class ReservationRepository {
  findReservationByRequest(
    tx: Tx,
    userId: string,
    requestId: string,
  ): Promise<ScanReservationEntity | null> {
    return reservationRows.first(
      tx,
      `SELECT * FROM scan_reservations WHERE user_id = $1 AND request_id = $2`,
      [userId, requestId],
    );
  }

  async insertReservation(
    tx: Tx,
    reservation: Pick<
      ScanReservationEntity,
      'userId' | 'requestId' | 'source' | 'periodId' | 'expiresAt' | 'createdAt'
    > &
      Partial<Pick<ScanReservationEntity, 'holdId' | 'claimKey'>>,
  ): Promise<ScanReservationEntity> {
    const rows: ReservationRow[] = await tx.query(
      `INSERT INTO scan_reservations (id, user_id, request_id, source, period_id, state, expires_at, created_at, hold_id, claim_key)
       VALUES ($1, $2, $3, $4, $5, 'reserved', $6, $7, $8, $9) RETURNING *`,
      [
        randomUUID(),
        reservation.userId,
        reservation.requestId,
        reservation.source,
        reservation.periodId,
        reservation.expiresAt,
        reservation.createdAt,
        reservation.holdId ?? null,
        reservation.claimKey ?? null,
      ],
    );
    return reservationRows.map(rows[0]);
  }

  lockReservation(tx: Tx, id: string): Promise<ScanReservationEntity | null> {
    return reservationRows.first(tx, `SELECT * FROM scan_reservations WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
  }

  async setReservationState(
    tx: Tx,
    id: string,
    state: 'committed' | 'released',
    at: Date,
  ): Promise<void> {
    const column = state === 'committed' ? 'committed_at' : 'released_at';
    await tx.query(`UPDATE scan_reservations SET state = $2, ${column} = $3 WHERE id = $1`, [
      id,
      state,
      at,
    ]);
  }
}
