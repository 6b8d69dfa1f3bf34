import { z } from 'zod';
import { apiObject } from './api-object';
import { CurrentUserSchema } from './auth';

/*
 * The data-rights downloads (GDPR Art. 15, 20): files served as attachments, not JSON answers to
 * read field by field. The CSVs are UTF-8 with a byte-order mark (for spreadsheets), CRLF rows,
 * the first row their columns.
 */

/** The file names the downloads suggest (Content-Disposition). */
export const EXPORT_FILE_NAMES = {
  scanHistoryCsv: 'labellens-scan-history.csv',
  shoppingListCsv: 'labellens-shopping-list.csv',
  account: 'labellens-export.json',
} as const;

/** GET /api/export/scans.csv: one row per ingredient finding (one blank-finding row for a scan without any). */
export const SCAN_HISTORY_CSV_COLUMNS = [
  'scan_id',
  'scanned_at',
  'product_name',
  'overall_rating',
  'overall_score',
  'contains_statements',
  'ingredient',
  'risk_level',
  'safety_score',
  'concerns',
  'allergens',
  'personal_risk',
  'your_preference',
] as const;

/** GET /api/export/shopping-list.csv: one row per line. */
export const SHOPPING_LIST_CSV_COLUMNS = [
  'item_id',
  'kind',
  'text',
  'checked',
  'checked_at',
  'scan_id',
  'added_at',
] as const;

/** A CSV file whose first row is `columns`. */
const csvFile = (id: string, columns: readonly string[]) =>
  z
    .string()
    // The BOM is the file's first bytes; a text decoder (fetch's text()) drops it.
    .regex(new RegExp(`^\\uFEFF?${columns.join(',')}\\r\\n([\\s\\S]*\\r\\n)?$`))
    .meta({ id, description: `CSV (UTF-8 with a BOM, CRLF rows); columns: ${columns.join(', ')}` });

export const ScanHistoryCsvSchema = csvFile('ScanHistoryCsv', SCAN_HISTORY_CSV_COLUMNS);
export const ShoppingListCsvSchema = csvFile('ShoppingListCsv', SHOPPING_LIST_CSV_COLUMNS);

/** What a service holds about the person, as it stores it; `{ unavailable: true }` when not deployed. */
const servicePart = (description: string) =>
  z.record(z.string(), z.unknown()).meta({ description });

/**
 * GET /api/account/export: everything held about the person. The account and its second
 * factors are auth's; `scan` (health profile, preferences, scans, shopping list) and `billing`
 * (subscription, payments) are each service's own rows, streamed through as they are.
 */
export const AccountExportSchema = apiObject('AccountExport', {
  exportedAt: z.iso.datetime(),
  account: CurrentUserSchema.extend({
    emailVerifiedAt: z.iso.datetime().nullable(),
    signInWithOpenIdConnect: z.boolean(),
  }).meta({ id: 'ExportedAccount' }),
  mfaFactors: z.array(
    apiObject('ExportedMfaFactor', {
      uid: z.string(),
      kind: z.string(),
      phoneNumber: z.string().nullable(),
      enrolledAt: z.iso.datetime(),
    }),
  ),
  scan: servicePart(
    'healthProfile, preferences, scans and shoppingList as the scan service stores them',
  ),
  billing: servicePart('The subscription and payments as the billing service stores them'),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
