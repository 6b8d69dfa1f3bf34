import { sqlMigration } from '@labellens/server-database';
import { keyTombstonesSql, unkeyTombstonesSql } from '@labellens/server-events';

/**
 * The admin tombstones keep a one-way key of the deleted person's id (`erasedUserKey`) beside the
 * pseudonym their usage and payments are shown under, instead of the id itself.
 */
export class AdminDeletedUserKeys1764900000000 extends sqlMigration(
  'AdminDeletedUserKeys1764900000000',
  {
    up: keyTombstonesSql('admin_deleted_users'),
    down: unkeyTombstonesSql('admin_deleted_users'),
  },
) {}
