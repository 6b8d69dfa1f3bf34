import { Injectable } from '@nestjs/common';
import type { Tx } from '../common/unit-of-work.service';
import { BillingAccountEntity } from './entities/billing-account.entity';
import { EntityRows, type RowOf } from '../common/row.mapper';

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

const accountRows = new EntityRows(BillingAccountEntity);

/** SQL of billing accounts: one row per user, locked for every change to their ledger. */
@Injectable()
export class AccountRepository {
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
    const rows: RowOf<BillingAccountEntity>[] = await tx.query(
      `SELECT * FROM billing_accounts WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return accountRows.map(rows[0]);
  }

  findAccount(tx: Tx, userId: string): Promise<BillingAccountEntity | null> {
    return accountRows.first(tx, `SELECT * FROM billing_accounts WHERE user_id = $1`, [userId]);
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
