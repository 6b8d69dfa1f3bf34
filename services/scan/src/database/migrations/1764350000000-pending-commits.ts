import { sqlMigration } from '@labellens/server-database';

/**
 * A saved scan's quota commit, written in the scan's own transaction and deleted once billing
 * confirms it, so a billing outage between reserve and commit never leaves a free scan.
 */
export class PendingCommits1764350000000 extends sqlMigration('PendingCommits1764350000000', {
  up: [
    `
      CREATE TABLE pending_commits (
        reservation_id text PRIMARY KEY,
        scan_id uuid NOT NULL,
        user_id text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX pending_commits_next_attempt_idx ON pending_commits (next_attempt_at)`,
    `CREATE INDEX pending_commits_user_idx ON pending_commits (user_id)`,
  ],
  down: [`DROP TABLE pending_commits`],
}) {}
