import type { MigrationInterface, QueryRunner } from 'typeorm';
import { keyTombstones, unkeyTombstones } from '@labellens/server-events';

/**
 * The admin tombstones keep a one-way key of the deleted person's id (`erasedUserKey`) beside the
 * pseudonym their usage and payments are shown under, instead of the id itself.
 */
export class AdminDeletedUserKeys1764900000000 implements MigrationInterface {
  name = 'AdminDeletedUserKeys1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await keyTombstones(q, 'admin_deleted_users');
  }

  async down(q: QueryRunner): Promise<void> {
    await unkeyTombstones(q, 'admin_deleted_users');
  }
}
