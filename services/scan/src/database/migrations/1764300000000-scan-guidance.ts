import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Choose instead" guidance (issue 18) is stored with the scan, like the personal verdict, so
 * detail and share show the advice the person was given. Older scans keep null: none was given.
 */
export class ScanGuidance1764300000000 implements MigrationInterface {
  name = 'ScanGuidance1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scans ADD COLUMN guidance jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scans DROP COLUMN guidance`);
  }
}
