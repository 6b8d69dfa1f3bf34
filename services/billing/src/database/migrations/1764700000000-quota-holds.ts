import { sqlMigration } from '@labellens/server-database';

/**
 * Offline allowances: a hold of N scans (N reservations that expire together) handed out to one
 * device, each later claimed by one offline scan's idempotency key and committed like any scan.
 */
export class QuotaHolds1764700000000 extends sqlMigration('QuotaHolds1764700000000', {
  up: [
    `
      CREATE TABLE quota_holds (
        id uuid PRIMARY KEY,
        user_id text NOT NULL REFERENCES billing_accounts (user_id) ON DELETE CASCADE,
        scans integer NOT NULL CHECK (scans > 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        replaced_at timestamptz NULL
      )`,
    `CREATE INDEX quota_holds_user_idx ON quota_holds (user_id)`,
    `ALTER TABLE scan_reservations
         ADD COLUMN hold_id uuid NULL REFERENCES quota_holds (id) ON DELETE CASCADE,
         ADD COLUMN claim_key text NULL`,
    `CREATE UNIQUE INDEX scan_reservations_hold_claim_key ON scan_reservations (hold_id, claim_key)
         WHERE hold_id IS NOT NULL AND claim_key IS NOT NULL`,
    `CREATE INDEX scan_reservations_hold_idx ON scan_reservations (hold_id) WHERE hold_id IS NOT NULL`,
  ],
  down: [
    'DROP INDEX IF EXISTS scan_reservations_hold_idx',
    'DROP INDEX IF EXISTS scan_reservations_hold_claim_key',
    'ALTER TABLE scan_reservations DROP COLUMN IF EXISTS claim_key, DROP COLUMN IF EXISTS hold_id',
    'DROP TABLE IF EXISTS quota_holds',
  ],
}) {}
