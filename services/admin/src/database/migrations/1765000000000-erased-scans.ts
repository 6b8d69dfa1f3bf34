import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin's usage figures count the scans scan keeps: a deleted account's scans, once kept under its
 * pseudonym, go as they went from scan. Not reversible (the scans are erased at the source too).
 */
export class AdminErasedScans1765000000000 implements MigrationInterface {
  name = 'AdminErasedScans1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM admin_scans WHERE user_id LIKE 'deleted-%'`);
  }

  async down(): Promise<void> {
    // Nothing to bring back.
  }
}
