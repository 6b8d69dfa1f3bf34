import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import {
  NullableTimestampColumn,
  TextColumn,
  TimestampColumn,
  UuidColumn,
} from '@labellens/server-database';

@Entity('sessions')
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** SHA-256 of the cookie value; the token itself is never stored. */
  @TextColumn('token_hash', { unique: true }) tokenHash!: string;
  @UuidColumn('user_id') userId!: string;
  /** Password accepted, second factor still owed: grants nothing but finishing MFA. */
  @Column({ name: 'mfa_pending', type: 'boolean', default: false }) mfaPending!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @TimestampColumn('expires_at') expiresAt!: Date;
  @NullableTimestampColumn('revoked_at') revokedAt!: Date | null;
}
