import { Injectable } from '@nestjs/common';
import type { Tx } from '../common/unit-of-work.service';
import { QuotaHoldEntity } from './entities/quota-hold.entity';
import type { ScanReservationEntity } from './entities/scan-reservation.entity';
import { reservationRows, type ReservationRow } from './reservation-rows';
import { EntityRows, type RowOf } from '../common/row.mapper';

const holdRows = new EntityRows(QuotaHoldEntity);

/** SQL of quota holds (scans held for offline use) and the claims scans make on them. */
@Injectable()
export class HoldRepository {
  async insertHold(
    tx: Tx,
    hold: Pick<QuotaHoldEntity, 'id' | 'userId' | 'scans' | 'expiresAt' | 'createdAt'>,
  ): Promise<QuotaHoldEntity> {
    const rows: RowOf<QuotaHoldEntity>[] = await tx.query(
      `INSERT INTO quota_holds (id, user_id, scans, expires_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [hold.id, hold.userId, hold.scans, hold.expiresAt, hold.createdAt],
    );
    return holdRows.map(rows[0]);
  }

  findHold(tx: Tx, id: string): Promise<QuotaHoldEntity | null> {
    return holdRows.first(tx, `SELECT * FROM quota_holds WHERE id = $1`, [id]);
  }

  /**
   * A new hold replaces the person's others: their scans not claimed yet are released (they go
   * back to the quota at once) and the holds are marked replaced. Claimed scans are untouched.
   */
  async replaceHolds(tx: Tx, userId: string, now: Date): Promise<number> {
    await tx.query(
      `UPDATE quota_holds SET replaced_at = $2 WHERE user_id = $1 AND replaced_at IS NULL`,
      [userId, now],
    );
    const [, released]: [unknown, number] = await tx.query(
      `UPDATE scan_reservations SET state = 'released', released_at = $2
        WHERE user_id = $1 AND hold_id IS NOT NULL AND claim_key IS NULL AND state = 'reserved'`,
      [userId, now],
    );
    return released;
  }

  /** The scan a hold gave to this claim key, if any. */
  findClaim(tx: Tx, holdId: string, claimKey: string): Promise<ScanReservationEntity | null> {
    return reservationRows.first(
      tx,
      `SELECT * FROM scan_reservations WHERE hold_id = $1 AND claim_key = $2`,
      [holdId, claimKey],
    );
  }

  /** Claims that still stand (a released claim gave its scan back). */
  async countClaims(tx: Tx, holdId: string): Promise<number> {
    const rows: { n: number }[] = await tx.query(
      `SELECT count(*)::int AS n FROM scan_reservations
        WHERE hold_id = $1 AND claim_key IS NOT NULL AND state <> 'released'`,
      [holdId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Frees a released claim's key so the same offline scan can claim again. */
  async unbindClaim(tx: Tx, reservationId: string): Promise<void> {
    await tx.query(`UPDATE scan_reservations SET claim_key = NULL WHERE id = $1`, [reservationId]);
  }

  /** Gives one of the hold's unclaimed scans to `claimKey`; null when none is left. */
  async claimHeldScan(
    tx: Tx,
    holdId: string,
    claimKey: string,
  ): Promise<ScanReservationEntity | null> {
    const [rows]: [ReservationRow[], number] = await tx.query(
      `UPDATE scan_reservations SET claim_key = $2
        WHERE id = (SELECT id FROM scan_reservations
                     WHERE hold_id = $1 AND claim_key IS NULL AND state = 'reserved'
                     ORDER BY request_id LIMIT 1)
        RETURNING *`,
      [holdId, claimKey],
    );
    return rows[0] ? reservationRows.map(rows[0]) : null;
  }
}
