import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The personal verdict is stored with the scan so history, detail and share show what the person
 * was told, even after the profile changes. Older scans keep null: no verdict was computed then.
 */
export class ScanPersonalVerdict1764000000000 implements MigrationInterface {
  name = 'ScanPersonalVerdict1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scans ADD COLUMN personal jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scans DROP COLUMN personal`);
  }
}
