import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * People whose account was deleted. Events about them that arrive late (a profile update relayed
 * after the deletion) must not bring their data back. Keyed by `erasedUserKey(id)`, never the id.
 */
@Entity('deleted_users')
export class DeletedUserEntity {
  @PrimaryColumn({ name: 'user_key', type: 'text' }) userKey!: string;
  @Column({ name: 'deleted_at', type: 'timestamptz' }) deletedAt!: Date;
}
