import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../common/unit-of-work.service';
import { BillingAccountEntity } from './entities/billing-account.entity';
import { AllowancePeriodEntity } from './entities/allowance-period.entity';
import { QuotaHoldEntity } from './entities/quota-hold.entity';
import {
  ScanReservationEntity,
  type ReservationSource,
  type ReservationState,
} from './entities/scan-reservation.entity';

export type AccountPatch = Partial<
  Pick<
    BillingAccountEntity,
    | 'tierCode'
    | 'status'
    | 'cancelAtPeriodEnd'
    | 'pendingTierCode'
    | 'providerCustomerId'
    | 'defaultPaymentMethodId'
  >
>;

const ACCOUNT_COLUMNS: Record<keyof AccountPatch, string> = {
  tierCode: 'tier_code',
  status: 'status',
  cancelAtPeriodEnd: 'cancel_at_period_end',
  pendingTierCode: 'pending_tier_code',
  providerCustomerId: 'provider_customer_id',
  defaultPaymentMethodId: 'default_payment_method_id',
};

/** A reservation counts while committed, or while reserved and not yet expired at $now. */
const COUNTS = `(state = 'committed' OR (state = 'reserved' AND expires_at > $2))`;
/** A counting reservation that only holds a scan for an offline allowance (not claimed by a scan yet). */
const HELD = `(hold_id IS NOT NULL AND claim_key IS NULL AND state = 'reserved')`;

interface AccountRow {
  user_id: string;
  tier_code: string;
  status: string;
  cancel_at_period_end: boolean;
  pending_tier_code: string | null;
  provider_customer_id: string | null;
  default_payment_method_id: string | null;
  created_at: Date;
  updated_at: Date;
}

interface PeriodRow {
  id: string;
  user_id: string;
  tier_code: string;
  scans_allowed: number | null;
  starts_at: Date;
  ends_at: Date;
  payment_id: string | null;
  created_at: Date;
}

interface ReservationRow {
  id: string;
  user_id: string;
  request_id: string;
  source: ReservationSource;
  period_id: string | null;
  state: ReservationState;
  expires_at: Date;
  created_at: Date;
  committed_at: Date | null;
  released_at: Date | null;
  hold_id: string | null;
  claim_key: string | null;
}

interface HoldRow {
  id: string;
  user_id: string;
  scans: number;
  expires_at: Date;
  created_at: Date;
  replaced_at: Date | null;
}

function toHold(row: HoldRow): QuotaHoldEntity {
  return Object.assign(new QuotaHoldEntity(), {
    id: row.id,
    userId: row.user_id,
    scans: row.scans,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    replacedAt: row.replaced_at,
  });
}

function toAccount(row: AccountRow): BillingAccountEntity {
  return Object.assign(new BillingAccountEntity(), {
    userId: row.user_id,
    tierCode: row.tier_code,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    pendingTierCode: row.pending_tier_code,
    providerCustomerId: row.provider_customer_id,
    defaultPaymentMethodId: row.default_payment_method_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

function toPeriod(row: PeriodRow): AllowancePeriodEntity {
  return Object.assign(new AllowancePeriodEntity(), {
    id: row.id,
    userId: row.user_id,
    tierCode: row.tier_code,
    scansAllowed: row.scans_allowed,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    paymentId: row.payment_id,
    createdAt: row.created_at,
  });
}

function toReservation(row: ReservationRow): ScanReservationEntity {
  return Object.assign(new ScanReservationEntity(), {
    id: row.id,
    userId: row.user_id,
    requestId: row.request_id,
    source: row.source,
    periodId: row.period_id,
    state: row.state,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    committedAt: row.committed_at,
    releasedAt: row.released_at,
    holdId: row.hold_id ?? null,
    claimKey: row.claim_key ?? null,
  });
}

/** SQL of the quota ledger: accounts, allowance periods, credit grants and scan reservations. */
@Injectable()
export class LedgerRepository {
  /** Creates the account on the free plan if it does not exist (free is the default). */
  async ensureAccount(tx: Tx, userId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO billing_accounts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }

  /**
   * Locks the user's account row for the rest of the transaction, creating it first if needed.
   * Every change to a user's ledger goes through this lock, so concurrent reservations queue here.
   */
  async lockAccount(tx: Tx, userId: string): Promise<BillingAccountEntity> {
    await this.ensureAccount(tx, userId);
    const rows: AccountRow[] = await tx.query(
      `SELECT * FROM billing_accounts WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return toAccount(rows[0]);
  }

  async findAccount(tx: Tx, userId: string): Promise<BillingAccountEntity | null> {
    const rows: AccountRow[] = await tx.query(`SELECT * FROM billing_accounts WHERE user_id = $1`, [
      userId,
    ]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async updateAccount(tx: Tx, userId: string, patch: AccountPatch): Promise<void> {
    // An explicit undefined means "leave as is"; null is a value (clears the column).
    const entries = (Object.entries(patch) as [keyof AccountPatch, unknown][]).filter(
      ([, v]) => v !== undefined,
    );
    if (entries.length === 0) return;
    const sets = entries.map(([key], i) => `${ACCOUNT_COLUMNS[key]} = $${i + 2}`);
    await tx.query(
      `UPDATE billing_accounts SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`,
      [userId, ...entries.map(([, v]) => v)],
    );
  }

  /** Stores the provider customer unless a concurrent checkout stored one first; returns the one kept. */
  async setCustomerIfMissing(tx: Tx, userId: string, customerId: string): Promise<string> {
    await this.ensureAccount(tx, userId);
    const rows: { provider_customer_id: string }[] = await tx.query(
      `UPDATE billing_accounts SET provider_customer_id = COALESCE(provider_customer_id, $2), updated_at = now()
       WHERE user_id = $1 RETURNING provider_customer_id`,
      [userId, customerId],
    );
    return rows[0]?.provider_customer_id ?? customerId;
  }

  /** The period in force at `at` (latest start wins if a pre-created renewal touches it). */
  async findPeriodAt(tx: Tx, userId: string, at: Date): Promise<AllowancePeriodEntity | null> {
    const rows: PeriodRow[] = await tx.query(
      `SELECT * FROM allowance_periods WHERE user_id = $1 AND starts_at <= $2 AND ends_at > $2
       ORDER BY starts_at DESC LIMIT 1`,
      [userId, at],
    );
    return rows[0] ? toPeriod(rows[0]) : null;
  }

  async latestPeriod(tx: Tx, userId: string): Promise<AllowancePeriodEntity | null> {
    const rows: PeriodRow[] = await tx.query(
      `SELECT * FROM allowance_periods WHERE user_id = $1 ORDER BY ends_at DESC LIMIT 1`,
      [userId],
    );
    return rows[0] ? toPeriod(rows[0]) : null;
  }

  /** Inserts a period; returns null if one already starts at that instant (idempotent renewals). */
  async insertPeriod(
    tx: Tx,
    period: Pick<
      AllowancePeriodEntity,
      'userId' | 'tierCode' | 'scansAllowed' | 'startsAt' | 'endsAt' | 'paymentId'
    >,
  ): Promise<AllowancePeriodEntity | null> {
    const rows: PeriodRow[] = await tx.query(
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
    return rows[0] ? toPeriod(rows[0]) : null;
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

  async findReservationByRequest(
    tx: Tx,
    userId: string,
    requestId: string,
  ): Promise<ScanReservationEntity | null> {
    const rows: ReservationRow[] = await tx.query(
      `SELECT * FROM scan_reservations WHERE user_id = $1 AND request_id = $2`,
      [userId, requestId],
    );
    return rows[0] ? toReservation(rows[0]) : null;
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
    return toReservation(rows[0]);
  }

  async insertHold(
    tx: Tx,
    hold: Pick<QuotaHoldEntity, 'id' | 'userId' | 'scans' | 'expiresAt' | 'createdAt'>,
  ): Promise<QuotaHoldEntity> {
    const rows: HoldRow[] = await tx.query(
      `INSERT INTO quota_holds (id, user_id, scans, expires_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [hold.id, hold.userId, hold.scans, hold.expiresAt, hold.createdAt],
    );
    return toHold(rows[0]);
  }

  async findHold(tx: Tx, id: string): Promise<QuotaHoldEntity | null> {
    const rows: HoldRow[] = await tx.query(`SELECT * FROM quota_holds WHERE id = $1`, [id]);
    return rows[0] ? toHold(rows[0]) : null;
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
  async findClaim(tx: Tx, holdId: string, claimKey: string): Promise<ScanReservationEntity | null> {
    const rows: ReservationRow[] = await tx.query(
      `SELECT * FROM scan_reservations WHERE hold_id = $1 AND claim_key = $2`,
      [holdId, claimKey],
    );
    return rows[0] ? toReservation(rows[0]) : null;
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
    return rows[0] ? toReservation(rows[0]) : null;
  }

  async lockReservation(tx: Tx, id: string): Promise<ScanReservationEntity | null> {
    const rows: ReservationRow[] = await tx.query(
      `SELECT * FROM scan_reservations WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ? toReservation(rows[0]) : null;
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

  /**
   * Paid accounts with renewal work: an active plan whose paid-through date is within `horizon`
   * (charge the next month), or any paid plan whose last period is over (end it or renew late).
   */
  async accountsNeedingRenewalWork(
    tx: Tx,
    now: Date,
    horizon: Date,
    limit: number,
  ): Promise<string[]> {
    const rows: { user_id: string }[] = await tx.query(
      `SELECT a.user_id FROM billing_accounts a
       CROSS JOIN LATERAL (
         SELECT COALESCE(max(p.ends_at), '-infinity') AS paid_through FROM allowance_periods p WHERE p.user_id = a.user_id
       ) last
       WHERE a.tier_code <> 'free'
         AND (last.paid_through <= $1
              OR (a.status = 'active' AND NOT a.cancel_at_period_end AND last.paid_through <= $2))
       ORDER BY last.paid_through LIMIT $3`,
      [now, horizon, limit],
    );
    return rows.map((r) => r.user_id);
  }

  /** Removes a user's ledger (account, periods, grants, reservations cascade from the account). */
  async deleteAccount(tx: Tx, userId: string): Promise<void> {
    await tx.query(`DELETE FROM billing_accounts WHERE user_id = $1`, [userId]);
  }
}
