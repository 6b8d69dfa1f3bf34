import { Injectable } from '@nestjs/common';
import { ERASURE_CONFIRMATIONS } from '@labellens/event-contracts';
import { eraseOutboxRowsAbout } from '@labellens/server-events';
import { DataSource, type EntityManager } from 'typeorm';

export const ERASING_SERVICES = Object.keys(
  ERASURE_CONFIRMATIONS,
) as (keyof typeof ERASURE_CONFIRMATIONS)[];

export interface PendingErasure {
  userId: string;
  requestedAt: Date;
  lastSentAt: Date;
  confirmedBy: string[];
  /** Services that have not confirmed yet. */
  missing: string[];
}

/** The erasures some service has not confirmed yet (table `user_erasures`). */
@Injectable()
export class ErasureRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction; pass its manager to this repository's calls. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async request(manager: EntityManager, userId: string, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO user_erasures (user_id, requested_at, last_sent_at) VALUES ($1, $2, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at`,
      [userId, now],
    );
  }

  /**
   * Records one service's confirmation. Once every service has confirmed, the row goes, and so do
   * the outbox rows about the person (their events and the deletions sent): every consumer has
   * applied the deletion, so nothing needs them, and nothing in auth names the person any more.
   */
  async confirm(manager: EntityManager, userId: string, service: string): Promise<void> {
    await manager.query(
      `UPDATE user_erasures SET confirmed_by = array_append(confirmed_by, $2)
        WHERE user_id = $1 AND NOT ($2 = ANY(confirmed_by))`,
      [userId, service],
    );
    const [done]: [{ user_id: string }[], number] = await manager.query(
      `DELETE FROM user_erasures WHERE user_id = $1 AND confirmed_by @> $2::text[] RETURNING user_id`,
      [userId, ERASING_SERVICES],
    );
    if (done.length === 0) return;
    await eraseOutboxRowsAbout(manager, userId);
  }

  /** Locks up to `limit` erasures last sent before `before` and marks them sent `now`. */
  async leaseDue(
    manager: EntityManager,
    before: Date,
    now: Date,
    limit: number,
  ): Promise<string[]> {
    const [rows]: [{ user_id: string }[], number] = await manager.query(
      `UPDATE user_erasures SET last_sent_at = $2
        WHERE user_id IN (SELECT user_id FROM user_erasures WHERE last_sent_at < $1
                          ORDER BY last_sent_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING user_id`,
      [before, now, limit],
    );
    return rows.map((r) => r.user_id);
  }

  async pending(): Promise<PendingErasure[]> {
    const rows: {
      user_id: string;
      requested_at: Date;
      last_sent_at: Date;
      confirmed_by: string[];
    }[] = await this.dataSource.query(`SELECT * FROM user_erasures ORDER BY requested_at`);
    return rows.map((r) => ({
      userId: r.user_id,
      requestedAt: r.requested_at,
      lastSentAt: r.last_sent_at,
      confirmedBy: r.confirmed_by,
      missing: ERASING_SERVICES.filter((s) => !r.confirmed_by.includes(s)),
    }));
  }
}
