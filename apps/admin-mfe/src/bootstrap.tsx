import '@labellens/web-ui/styles.css';
import { StandaloneShell } from '@labellens/shell-contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import AdminDashboardPage from './exposes/AdminDashboardPage';
import AdminLoginPage from './exposes/AdminLoginPage';

/** Mounts the admin remote on its own (rspack serve on port 3103). */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneShell>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
          <Route path="*" element={<Navigate to="/admin/login" replace />} />
        </Routes>
      </StandaloneShell>
    </StrictMode>,
  );
}
