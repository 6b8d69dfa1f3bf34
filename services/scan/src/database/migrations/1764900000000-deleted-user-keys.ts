import { sqlMigration } from '@labellens/server-database';
import { keyTombstonesSql, unkeyTombstonesSql } from '@labellens/server-events';

/**
 * The tombstones of deleted accounts keep a one-way key of the person's id (`erasedUserKey`)
 * instead of the id itself, so nothing in the database names a deleted person.
 */
export class DeletedUserKeys1764900000000 extends sqlMigration('DeletedUserKeys1764900000000', {
  up: keyTombstonesSql('deleted_users'),
  down: unkeyTombstonesSql('deleted_users'),
}) {}
