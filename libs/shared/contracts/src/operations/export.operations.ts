import {
  AccountExportSchema,
  EXPORT_FILE_NAMES,
  ScanHistoryCsvSchema,
  ShoppingListCsvSchema,
} from '../exports';
import { op, type ApiOperation } from './operation';

/** The data-rights downloads: the history and the shopping list as CSV (scan), everything as JSON (auth). */
export const EXPORT_OPERATIONS: readonly ApiOperation[] = [
  op({
    id: 'exportScanHistoryCsv',
    method: 'get',
    path: '/api/export/scans.csv',
    tag: 'scan',
    auth: 'session',
    summary: "Download the person's scans as CSV, one row per ingredient finding",
    response: ScanHistoryCsvSchema,
    download: { contentType: 'text/csv', filename: EXPORT_FILE_NAMES.scanHistoryCsv },
  }),
  op({
    id: 'exportShoppingListCsv',
    method: 'get',
    path: '/api/export/shopping-list.csv',
    tag: 'scan',
    auth: 'session',
    summary: "Download the person's shopping list as CSV, one row per line",
    response: ShoppingListCsvSchema,
    download: { contentType: 'text/csv', filename: EXPORT_FILE_NAMES.shoppingListCsv },
  }),
  op({
    id: 'exportAccount',
    method: 'get',
    path: '/api/account/export',
    tag: 'auth',
    auth: 'session',
    summary:
      'Download everything held about the person (account, scans, shopping list, billing) as JSON',
    response: AccountExportSchema,
    download: { contentType: 'application/json', filename: EXPORT_FILE_NAMES.account },
    errors: { 400: 'A service could not send its part right now (try again)' },
  }),
];
