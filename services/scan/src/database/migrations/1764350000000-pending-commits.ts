import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A saved scan's quota commit, written in the scan's own transaction and deleted once billing
 * confirms it, so a billing outage between reserve and commit never leaves a free scan.
 */
export class PendingCommits1764350000000 implements MigrationInterface {
  name = 'PendingCommits1764350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pending_commits (
        reservation_id text PRIMARY KEY,
        scan_id uuid NOT NULL,
        user_id text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX pending_commits_next_attempt_idx ON pending_commits (next_attempt_at)`,
    );
    await q.query(`CREATE INDEX pending_commits_user_idx ON pending_commits (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pending_commits`);
  }
}
