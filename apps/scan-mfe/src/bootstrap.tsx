import '@labellens/web-ui/styles.css';
import { StandaloneShell } from '@labellens/shell-contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import HistoryPage from './exposes/HistoryPage';
import ScanDetailPage from './exposes/ScanDetailPage';
import ScanPage from './exposes/ScanPage';
import ShoppingListPage from './exposes/ShoppingListPage';

/** Mounts the scan remote on its own (rspack serve on port 3101), behind the dev proxy. */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneShell>
        <div className="ll-app-screen">
          <Routes>
            <Route path="/" element={<ScanPage />} />
            <Route path="/history" element={<HistoryPage />} />
            <Route path="/scan/:id" element={<ScanDetailPage />} />
            <Route path="/list" element={<ShoppingListPage />} />
          </Routes>
        </div>
      </StandaloneShell>
    </StrictMode>,
  );
}
