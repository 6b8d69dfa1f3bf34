import '@labellens/web-ui/styles.css';
import { mountStandalone } from '@labellens/shell-contract';
import HistoryPage from './exposes/HistoryPage';
import ScanDetailPage from './exposes/ScanDetailPage';
import ScanPage from './exposes/ScanPage';
import ShoppingListPage from './exposes/ShoppingListPage';

/** Mounts the scan remote on its own (rspack serve on port 3101), behind the dev proxy. */
mountStandalone([
  { path: '/', element: <ScanPage />, framed: true },
  { path: '/history', element: <HistoryPage />, framed: true },
  { path: '/scan/:id', element: <ScanDetailPage />, framed: true },
  { path: '/list', element: <ShoppingListPage />, framed: true },
]);
