import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasures not yet confirmed by every service: auth repeats auth.user.deleted.v1 until scan,
 * billing and admin have each confirmed, then forgets the row (so no trace of the person stays).
 */
export class UserErasures1764400000000 implements MigrationInterface {
  name = 'UserErasures1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_erasures (
        user_id text PRIMARY KEY,
        requested_at timestamptz NOT NULL,
        last_sent_at timestamptz NOT NULL,
        confirmed_by text[] NOT NULL DEFAULT '{}'
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_erasures`);
  }
}
