import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import {
  NullableTimestampColumn,
  TextColumn,
  TimestampColumn,
  UuidColumn,
} from '@labellens/server-database';

export type CodePurpose =
  'signup' | 'mfa-enroll' | 'mfa-signin' | 'verifyEmail' | 'resetPassword' | 'recoverEmail';

/** A one-time secret: 6-digit e-mail/SMS codes and e-mailed link codes (oobCode). Hashed at rest. */
@Entity('one_time_codes')
export class OneTimeCodeEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @UuidColumn('user_id') userId!: string;
  @TextColumn() purpose!: CodePurpose;
  @TextColumn('code_hash') codeHash!: string;
  @Column({ type: 'int', default: 0 }) attempts!: number;
  @Column({ type: 'jsonb', default: {} }) payload!: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @TimestampColumn('expires_at') expiresAt!: Date;
  @NullableTimestampColumn('consumed_at') consumedAt!: Date | null;
}
