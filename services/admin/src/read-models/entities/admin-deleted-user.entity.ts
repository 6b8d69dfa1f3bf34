import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Tombstone of a deleted user, so late or replayed events cannot bring them back. Keyed by
 * `erasedUserKey(id)`, never the id.
 */
@Entity('admin_deleted_users')
export class AdminDeletedUserEntity {
  @PrimaryColumn({ name: 'user_key', type: 'text' }) userKey!: string;
  @Column({ type: 'text', unique: true }) pseudonym!: string;
  @Column({ name: 'deleted_at', type: 'timestamptz' }) deletedAt!: Date;
}
