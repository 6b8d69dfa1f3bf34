import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Everything billing holds about one person, for their data export. */
@Injectable()
export class ExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async forUser(userId: string) {
    const [account] = await this.dataSource.query(
      `SELECT tier_code, status, cancel_at_period_end, pending_tier_code, created_at, updated_at FROM billing_accounts WHERE user_id = $1`,
      [userId],
    );
    const payments = await this.dataSource.query(
      `SELECT id, provider, kind, tier_code, amount_cents, currency, scans_granted, created_at FROM payments WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    const credits = await this.dataSource.query(
      `SELECT id, scans, reason, payment_id, created_at FROM credit_grants WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return { account: account ?? null, payments, creditGrants: credits };
  }
}
