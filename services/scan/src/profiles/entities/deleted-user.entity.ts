import { Entity } from 'typeorm';
import { TextPrimaryColumn, TimestampColumn } from '@labellens/server-database';

/**
 * People whose account was deleted. Events about them that arrive late (a profile update relayed
 * after the deletion) must not bring their data back. Keyed by `erasedUserKey(id)`, never the id.
 */
@Entity('deleted_users')
export class DeletedUserEntity {
  @TextPrimaryColumn('user_key') userKey!: string;
  @TimestampColumn('deleted_at') deletedAt!: Date;
}
