import { Injectable } from '@nestjs/common';
import { ERASURE_CONFIRMATIONS } from '@labellens/event-contracts';
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

  async request(manager: EntityManager, userId: string, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO user_erasures (user_id, requested_at, last_sent_at) VALUES ($1, $2, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at`,
      [userId, now],
    );
  }

  /** Records one service's confirmation; the row goes once every service has confirmed. */
  async confirm(manager: EntityManager, userId: string, service: string): Promise<void> {
    await manager.query(
      `UPDATE user_erasures SET confirmed_by = array_append(confirmed_by, $2)
        WHERE user_id = $1 AND NOT ($2 = ANY(confirmed_by))`,
      [userId, service],
    );
    await manager.query(
      `DELETE FROM user_erasures WHERE user_id = $1 AND confirmed_by @> $2::text[]`,
      [userId, ERASING_SERVICES],
    );
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
