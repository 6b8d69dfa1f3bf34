import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Offline allowances: a hold of N scans (N reservations that expire together) handed out to one
 * device, each later claimed by one offline scan's idempotency key and committed like any scan.
 */
export class QuotaHolds1764700000000 implements MigrationInterface {
  name = 'QuotaHolds1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE quota_holds (
        id uuid PRIMARY KEY,
        user_id text NOT NULL REFERENCES billing_accounts (user_id) ON DELETE CASCADE,
        scans integer NOT NULL CHECK (scans > 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        replaced_at timestamptz NULL
      )`);
    await runner.query(`CREATE INDEX quota_holds_user_idx ON quota_holds (user_id)`);
    await runner.query(
      `ALTER TABLE scan_reservations
         ADD COLUMN hold_id uuid NULL REFERENCES quota_holds (id) ON DELETE CASCADE,
         ADD COLUMN claim_key text NULL`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX scan_reservations_hold_claim_key ON scan_reservations (hold_id, claim_key)
         WHERE hold_id IS NOT NULL AND claim_key IS NOT NULL`,
    );
    await runner.query(
      `CREATE INDEX scan_reservations_hold_idx ON scan_reservations (hold_id) WHERE hold_id IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX IF EXISTS scan_reservations_hold_idx');
    await runner.query('DROP INDEX IF EXISTS scan_reservations_hold_claim_key');
    await runner.query(
      'ALTER TABLE scan_reservations DROP COLUMN IF EXISTS claim_key, DROP COLUMN IF EXISTS hold_id',
    );
    await runner.query('DROP TABLE IF EXISTS quota_holds');
  }
}
