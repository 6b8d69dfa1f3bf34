import { sqlMigration } from '@labellens/server-database';

/**
 * The personal verdict is stored with the scan so history, detail and share show what the person
 * was told, even after the profile changes. Older scans keep null: no verdict was computed then.
 */
export class ScanPersonalVerdict1764000000000 extends sqlMigration(
  'ScanPersonalVerdict1764000000000',
  {
    up: [`ALTER TABLE scans ADD COLUMN personal jsonb NULL`],
    down: [`ALTER TABLE scans DROP COLUMN personal`],
  },
) {}
