import { Injectable } from '@nestjs/common';
import { AnalyticsRepository, type AnalyticsWindow } from './analytics.repository';
import type { AdminAnalytics } from '@labellens/contracts';

/** Active users are measured over 30 days (spec 02 §9). */
export const ACTIVE_WINDOW_DAYS = 30;

/** "Today" and "this month" are calendar periods in UTC, so every administrator sees the same figures. */
export function analyticsWindow(now: Date): AnalyticsWindow {
  return {
    startOfDay: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    startOfMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    activeSince: new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 24 * 60 * 60 * 1000),
  };
}

@Injectable()
export class AnalyticsService {
  constructor(private readonly repository: AnalyticsRepository) {}

  async analytics(now = new Date()): Promise<AdminAnalytics> {
    const f = await this.repository.figures(analyticsWindow(now));
    return {
      users: {
        totalUsers: f.totalUsers,
        newUsersToday: f.newUsersToday,
        activeUsers: f.activeUsers,
      },
      revenue: { totalRevenue: f.totalRevenue, monthlyRevenue: f.monthlyRevenue },
      usage: { totalScans: f.totalScans, scansToday: f.scansToday },
    };
  }
}
