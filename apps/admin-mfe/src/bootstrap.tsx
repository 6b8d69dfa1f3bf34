import '@labellens/web-ui/styles.css';
import { mountStandalone } from '@labellens/shell-contract';
import { Navigate } from 'react-router-dom';
import AdminDashboardPage from './exposes/AdminDashboardPage';
import AdminLoginPage from './exposes/AdminLoginPage';

/** Mounts the admin remote on its own (rspack serve on port 3103). */
mountStandalone([
  { path: '/admin/login', element: <AdminLoginPage /> },
  { path: '/admin/dashboard', element: <AdminDashboardPage /> },
  { path: '*', element: <Navigate to="/admin/login" replace /> },
]);
