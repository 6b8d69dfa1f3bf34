import { Column, Entity } from 'typeorm';
import { TextPrimaryColumn, TimestampColumn } from '@labellens/server-database';

/**
 * Tombstone of a deleted user, so late or replayed events cannot bring them back. Keyed by
 * `erasedUserKey(id)`, never the id.
 */
@Entity('admin_deleted_users')
export class AdminDeletedUserEntity {
  @TextPrimaryColumn('user_key') userKey!: string;
  @Column({ type: 'text', unique: true }) pseudonym!: string;
  @TimestampColumn('deleted_at') deletedAt!: Date;
}
