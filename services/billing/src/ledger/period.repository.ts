import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../common/unit-of-work.service';
import { AllowancePeriodEntity } from './entities/allowance-period.entity';
import { COUNTS, HELD } from './reservation-rows';
import { EntityRows } from '../common/row.mapper';

const periodRows = new EntityRows(AllowancePeriodEntity);

/** SQL of allowance periods: the months of a plan and the scans counting against each. */
@Injectable()
export class PeriodRepository {
  /** The period in force at `at` (latest start wins if a pre-created renewal touches it). */
  findPeriodAt(tx: Tx, userId: string, at: Date): Promise<AllowancePeriodEntity | null> {
    return periodRows.first(
      tx,
      `SELECT * FROM allowance_periods WHERE user_id = $1 AND starts_at <= $2 AND ends_at > $2
       ORDER BY starts_at DESC LIMIT 1`,
      [userId, at],
    );
  }

  latestPeriod(tx: Tx, userId: string): Promise<AllowancePeriodEntity | null> {
    return periodRows.first(
      tx,
      `SELECT * FROM allowance_periods WHERE user_id = $1 ORDER BY ends_at DESC LIMIT 1`,
      [userId],
    );
  }

  /** Inserts a period; returns null if one already starts at that instant (idempotent renewals). */
  insertPeriod(
    tx: Tx,
    period: Pick<
      AllowancePeriodEntity,
      'userId' | 'tierCode' | 'scansAllowed' | 'startsAt' | 'endsAt' | 'paymentId'
    >,
  ): Promise<AllowancePeriodEntity | null> {
    return periodRows.first(
      tx,
      `INSERT INTO allowance_periods (id, user_id, tier_code, scans_allowed, starts_at, ends_at, payment_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, starts_at) DO NOTHING RETURNING *`,
      [
        randomUUID(),
        period.userId,
        period.tierCode,
        period.scansAllowed,
        period.startsAt,
        period.endsAt,
        period.paymentId,
      ],
    );
  }

  /** Ends a period early (a paid plan replacing the free month starts now). */
  async endPeriodAt(tx: Tx, periodId: string, endsAt: Date): Promise<void> {
    await tx.query(
      `UPDATE allowance_periods SET ends_at = $2 WHERE id = $1 AND ends_at > $2 AND starts_at < $2`,
      [periodId, endsAt],
    );
  }

  /** Scans counting against a period: used (or being used) and held for offline allowances. */
  async countPeriodScans(
    tx: Tx,
    periodId: string,
    now: Date,
  ): Promise<{ used: number; held: number }> {
    const rows: { used: number; held: number }[] = await tx.query(
      `SELECT count(*) FILTER (WHERE NOT ${HELD})::int AS used, count(*) FILTER (WHERE ${HELD})::int AS held
         FROM scan_reservations WHERE period_id = $1 AND ${COUNTS}`,
      [periodId, now],
    );
    return rows[0] ?? { used: 0, held: 0 };
  }
}
