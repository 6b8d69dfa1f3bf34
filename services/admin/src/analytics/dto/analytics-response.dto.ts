/** Admin analytics (spec 02 §3). Revenue in cents; "today" and "this month" are UTC. */
export interface AdminAnalyticsResponseDto {
  users: { totalUsers: number; newUsersToday: number; activeUsers: number };
  revenue: { totalRevenue: number; monthlyRevenue: number };
  usage: { totalScans: number; scansToday: number };
}
