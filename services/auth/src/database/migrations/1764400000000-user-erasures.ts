import { sqlMigration } from '@labellens/server-database';

/**
 * Erasures not yet confirmed by every service: auth repeats auth.user.deleted.v1 until scan,
 * billing and admin have each confirmed, then forgets the row (so no trace of the person stays).
 */
export class UserErasures1764400000000 extends sqlMigration('UserErasures1764400000000', {
  up: [
    `
      CREATE TABLE user_erasures (
        user_id text PRIMARY KEY,
        requested_at timestamptz NOT NULL,
        last_sent_at timestamptz NOT NULL,
        confirmed_by text[] NOT NULL DEFAULT '{}'
      )`,
  ],
  down: [`DROP TABLE user_erasures`],
}) {}
