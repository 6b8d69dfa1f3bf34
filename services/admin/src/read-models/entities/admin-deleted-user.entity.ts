import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Tombstone of a deleted user, so late or replayed events cannot bring them back. */
@Entity('admin_deleted_users')
export class AdminDeletedUserEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ type: 'text', unique: true }) pseudonym!: string;
  @Column({ name: 'deleted_at', type: 'timestamptz' }) deletedAt!: Date;
}
