import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Rows as node-postgres returns them (timestamptz as Date). */
export interface ExportedAccount {
  tier_code: string;
  status: string;
  cancel_at_period_end: boolean;
  pending_tier_code: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ExportedPayment {
  id: string;
  provider: string;
  kind: string;
  tier_code: string | null;
  amount_cents: number;
  currency: string;
  scans_granted: number;
  created_at: Date;
}

export interface ExportedCreditGrant {
  id: string;
  scans: number;
  reason: string;
  payment_id: string | null;
  created_at: Date;
}

export interface BillingExport {
  account: ExportedAccount | null;
  payments: ExportedPayment[];
  creditGrants: ExportedCreditGrant[];
}

/** Everything billing holds about one person, for their data export. */
@Injectable()
export class ExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async forUser(userId: string): Promise<BillingExport> {
    const accounts = await this.dataSource.query<ExportedAccount[]>(
      `SELECT tier_code, status, cancel_at_period_end, pending_tier_code, created_at, updated_at FROM billing_accounts WHERE user_id = $1`,
      [userId],
    );
    const payments = await this.dataSource.query<ExportedPayment[]>(
      `SELECT id, provider, kind, tier_code, amount_cents, currency, scans_granted, created_at FROM payments WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    const credits = await this.dataSource.query<ExportedCreditGrant[]>(
      `SELECT id, scans, reason, payment_id, created_at FROM credit_grants WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return { account: accounts.at(0) ?? null, payments, creditGrants: credits };
  }
}
