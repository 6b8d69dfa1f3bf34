import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface AnalyticsWindow {
  startOfDay: Date;
  startOfMonth: Date;
  activeSince: Date;
}

export interface AnalyticsFigures {
  totalUsers: number;
  newUsersToday: number;
  activeUsers: number;
  totalRevenue: number;
  monthlyRevenue: number;
  totalScans: number;
  scansToday: number;
}

@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One statement, so the figures are from one snapshot. Users = registered (non-placeholder) rows. */
  async figures(window: AnalyticsWindow): Promise<AnalyticsFigures> {
    const rows = await this.dataSource.query<Record<string, string>[]>(
      `SELECT
         (SELECT count(*) FROM admin_users WHERE email IS NOT NULL) AS total_users,
         (SELECT count(*) FROM admin_users WHERE email IS NOT NULL AND created_at >= $1) AS new_users_today,
         (SELECT count(*) FROM admin_users WHERE email IS NOT NULL AND last_active_at >= $3) AS active_users,
         (SELECT coalesce(sum(amount_cents), 0) FROM admin_payments) AS total_revenue,
         (SELECT coalesce(sum(amount_cents), 0) FROM admin_payments WHERE created_at >= $2) AS monthly_revenue,
         (SELECT count(*) FROM admin_scans) AS total_scans,
         (SELECT count(*) FROM admin_scans WHERE scanned_at >= $1) AS scans_today`,
      [window.startOfDay, window.startOfMonth, window.activeSince],
    );
    // count() and sum(bigint) arrive as strings.
    const n = (key: string) => Number(rows.at(0)?.[key] ?? 0);
    return {
      totalUsers: n('total_users'),
      newUsersToday: n('new_users_today'),
      activeUsers: n('active_users'),
      totalRevenue: n('total_revenue'),
      monthlyRevenue: n('monthly_revenue'),
      totalScans: n('total_scans'),
      scansToday: n('scans_today'),
    };
  }
}
