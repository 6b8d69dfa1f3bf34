import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../common/unit-of-work.service';
import { COUNTS, HELD } from './reservation-rows';

/** SQL of credit grants (pay-as-you-go scans) and the credit scans used or held. */
@Injectable()
export class CreditRepository {
  async creditTotals(
    tx: Tx,
    userId: string,
    now: Date,
  ): Promise<{ granted: number; used: number; held: number }> {
    const rows: { granted: number; used: number; held: number }[] = await tx.query(
      `SELECT
         (SELECT COALESCE(SUM(scans), 0)::int FROM credit_grants WHERE user_id = $1) AS granted,
         (SELECT count(*)::int FROM scan_reservations WHERE user_id = $1 AND source = 'credit' AND ${COUNTS} AND NOT ${HELD}) AS used,
         (SELECT count(*)::int FROM scan_reservations WHERE user_id = $1 AND source = 'credit' AND ${COUNTS} AND ${HELD}) AS held`,
      [userId, now],
    );
    return rows[0] ?? { granted: 0, used: 0, held: 0 };
  }

  async insertCreditGrant(
    tx: Tx,
    grant: { userId: string; scans: number; reason: string; paymentId: string | null },
  ): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO credit_grants (id, user_id, scans, reason, payment_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (payment_id) DO NOTHING RETURNING id`,
      [randomUUID(), grant.userId, grant.scans, grant.reason, grant.paymentId],
    );
    return rows.length > 0;
  }
}
