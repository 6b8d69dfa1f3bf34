import { sqlMigration } from '@labellens/server-database';

/**
 * Admin's usage figures count the scans scan keeps: a deleted account's scans, once kept under its
 * pseudonym, go as they went from scan. Not reversible (the scans are erased at the source too).
 */
export class AdminErasedScans1765000000000 extends sqlMigration('AdminErasedScans1765000000000', {
  up: [`DELETE FROM admin_scans WHERE user_id LIKE 'deleted-%'`],
  // Nothing to bring back.
  down: [],
}) {}
