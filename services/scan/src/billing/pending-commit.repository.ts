import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface PendingCommit {
  reservationId: string;
  scanId: string;
  userId: string;
  attempts: number;
}

/** Quota commits of saved scans that billing has not confirmed yet (table `pending_commits`). */
@Injectable()
export class PendingCommitRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Written in the transaction that saves the scan; first retried after `firstRetryMs`. */
  async insert(
    manager: EntityManager,
    row: { reservationId: string; scanId: string; userId: string },
    firstRetryMs: number,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO pending_commits (reservation_id, scan_id, user_id, next_attempt_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision / 1000))
       ON CONFLICT (reservation_id) DO NOTHING`,
      [row.reservationId, row.scanId, row.userId, firstRetryMs],
    );
  }

  async delete(reservationId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM pending_commits WHERE reservation_id = $1`, [
      reservationId,
    ]);
  }

  async deleteForUser(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM pending_commits WHERE user_id = $1`, [userId]);
  }

  /**
   * Leases up to `limit` due rows: each is pushed back by its back-off (base × 2^attempts, at most
   * max) before it is tried, so another replica or a crash mid-try only means a later, idempotent retry.
   */
  async leaseDue(
    limit: number,
    backoff: { baseMs: number; maxMs: number },
  ): Promise<PendingCommit[]> {
    type Row = { reservation_id: string; scan_id: string; user_id: string; attempts: number };
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows]: [Row[], number] = await this.dataSource.query(
      `UPDATE pending_commits p
          SET attempts = p.attempts + 1,
              next_attempt_at = now() + make_interval(secs =>
                least($3::double precision, $2 * power(2, least(p.attempts, 16))) / 1000)
        WHERE p.reservation_id IN (
          SELECT reservation_id FROM pending_commits
           WHERE next_attempt_at <= now()
           ORDER BY next_attempt_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
       RETURNING p.reservation_id, p.scan_id, p.user_id, p.attempts`,
      [limit, backoff.baseMs, backoff.maxMs],
    );
    return rows.map((r) => ({
      reservationId: r.reservation_id,
      scanId: r.scan_id,
      userId: r.user_id,
      attempts: r.attempts,
    }));
  }

  async recordFailure(reservationId: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE pending_commits SET last_error = $2 WHERE reservation_id = $1`,
      [reservationId, error.slice(0, 500)],
    );
  }
}
