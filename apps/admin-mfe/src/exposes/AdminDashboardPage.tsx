import '../styles/admin.css';
import { useToast } from '@labellens/shell-contract';
import { ADMIN_QUERY_PREFIX, adminLogout, adminSession } from '@labellens/web-api-client';
import { Button, SpinnerBlock, Tabs, TabsList, TabsTrigger } from '@labellens/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, DollarSign, LogOut, ScanLine, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminBrand } from '../modules/common-brand';
import {
  ListError,
  PaymentList,
  ScanList,
  UserList,
} from '../modules/dashboard/components/AdminLists';
import { ListPanel } from '../modules/dashboard/components/ListPanel';
import { SummaryCard, type SummaryCardProps } from '../modules/dashboard/components/SummaryCard';
import { useAdminData } from '../modules/dashboard/hooks/useAdminData';
import { formatUsd } from '../modules/dashboard/utils/format';

/** /admin/dashboard (spec 02 §2, §4, §8). Only the local token and expiry gate the page. */
export default function AdminDashboardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [authorised] = useState(() => adminSession.current() !== null);
  const [selectedUser, setSelectedUser] = useState<string | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const { analytics, users, scans, payments, sessionExpired } = useAdminData(authorised);

  useEffect(() => {
    if (!authorised) void navigate('/admin/login', { replace: true });
  }, [authorised, navigate]);

  useEffect(() => {
    if (!sessionExpired) return;
    adminSession.clear();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_PREFIX] });
    toast({
      title: 'Session expired',
      description: 'Please sign in again.',
      variant: 'destructive',
    });
    void navigate('/admin/login', { replace: true });
  }, [sessionExpired, queryClient, toast, navigate]);

  const logout = async () => {
    setLoggingOut(true);
    let failed = false;
    try {
      await adminLogout();
    } catch {
      failed = true;
    }
    // The local session ends either way: a failed server call must not keep the browser signed in.
    adminSession.clear();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_PREFIX] });
    if (failed) toast({ title: 'Logout failed', variant: 'destructive' });
    else toast({ title: 'Logged out', description: 'Admin session ended successfully' });
    void navigate('/admin/login');
  };

  if (!authorised || sessionExpired) return <SpinnerBlock fullScreen />;
  if (analytics.isLoading) return <SpinnerBlock text="Loading admin dashboard..." fullScreen />;

  const a = analytics.data;
  const summary: SummaryCardProps[] = [
    {
      title: 'Total Users',
      value: String(a?.users.totalUsers ?? 0),
      detail: `${a?.users.newUsersToday ?? 0} new today`,
      Icon: Users,
    },
    {
      title: 'Active Users',
      value: String(a?.users.activeUsers ?? 0),
      detail: 'Last 30 days',
      Icon: Activity,
    },
    {
      title: 'Total Revenue',
      value: formatUsd(a?.revenue.totalRevenue),
      detail: `${formatUsd(a?.revenue.monthlyRevenue)} this month`,
      Icon: DollarSign,
    },
    {
      title: 'Total Scans',
      value: String(a?.usage.totalScans ?? 0),
      detail: `${a?.usage.scansToday ?? 0} today`,
      Icon: ScanLine,
    },
  ];
  return (
    <div className="admin-page" data-remote="admin" data-page="admin-dashboard">
      <header className="admin-header">
        <div className="ll-container admin-header__inner">
          <AdminBrand />
          <Button variant="outline" size="sm" disabled={loggingOut} onClick={() => void logout()}>
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </div>
      </header>
      <main className="ll-container ll-stack ll-stack--lg admin-main">
        <h1 className="admin-title">Dashboard</h1>
        {analytics.isError ? <ListError error={analytics.error} /> : null}
        <section className="admin-summary-grid" aria-label="Summary">
          {summary.map((card) => (
            <SummaryCard key={card.title} {...card} />
          ))}
        </section>

        <Tabs defaultValue="users" className="ll-card admin-tabs">
          <TabsList aria-label="Lists">
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="scans">Recent Scans</TabsTrigger>
            <TabsTrigger value="payments">Payments</TabsTrigger>
          </TabsList>
          <ListPanel value="users" query={users}>
            {(rows) => (
              <UserList users={rows} selectedId={selectedUser} onSelect={setSelectedUser} />
            )}
          </ListPanel>
          <ListPanel value="scans" query={scans}>
            {(rows) => <ScanList scans={rows} />}
          </ListPanel>
          <ListPanel value="payments" query={payments}>
            {(rows) => <PaymentList payments={rows} />}
          </ListPanel>
        </Tabs>
      </main>
    </div>
  );
}
