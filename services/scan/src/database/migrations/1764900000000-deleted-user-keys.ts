import type { MigrationInterface, QueryRunner } from 'typeorm';
import { keyTombstones, unkeyTombstones } from '@labellens/server-events';

/**
 * The tombstones of deleted accounts keep a one-way key of the person's id (`erasedUserKey`)
 * instead of the id itself, so nothing in the database names a deleted person.
 */
export class DeletedUserKeys1764900000000 implements MigrationInterface {
  name = 'DeletedUserKeys1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await keyTombstones(q, 'deleted_users');
  }

  async down(q: QueryRunner): Promise<void> {
    await unkeyTombstones(q, 'deleted_users');
  }
}
