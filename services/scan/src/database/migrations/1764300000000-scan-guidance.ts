import { sqlMigration } from '@labellens/server-database';

/**
 * "Choose instead" guidance (issue 18) is stored with the scan, like the personal verdict, so
 * detail and share show the advice the person was given. Older scans keep null: none was given.
 */
export class ScanGuidance1764300000000 extends sqlMigration('ScanGuidance1764300000000', {
  up: [`ALTER TABLE scans ADD COLUMN guidance jsonb NULL`],
  down: [`ALTER TABLE scans DROP COLUMN guidance`],
}) {}
