import { sqlMigration } from '@labellens/server-database';

/**
 * Offline scans synced from a device: one row per (person, idempotency key), written in the
 * transaction that saves the scan, so a repeated sync answers with the same scan and is never
 * analysed or charged twice.
 */
export class OfflineScans1764700000000 extends sqlMigration('OfflineScans1764700000000', {
  up: [
    `
      CREATE TABLE offline_scans (
        user_id text NOT NULL,
        idempotency_key uuid NOT NULL,
        scan_id uuid NOT NULL,
        allowance_id uuid NOT NULL,
        reservation_id text NOT NULL,
        device_created_at timestamptz NOT NULL,
        synced_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, idempotency_key)
      )`,
  ],
  down: [`DROP TABLE offline_scans`],
}) {}
