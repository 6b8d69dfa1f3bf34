import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import {
  NullableTimestampColumn,
  TextColumn,
  TimestampColumn,
  UuidColumn,
} from '@labellens/server-database';

@Entity('admins')
export class AdminEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text', unique: true }) username!: string;
  @TextColumn('password_hash') passwordHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('admin_tokens')
export class AdminTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @TextColumn('token_hash', { unique: true }) tokenHash!: string;
  @UuidColumn('admin_id') adminId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @TimestampColumn('expires_at') expiresAt!: Date;
  @NullableTimestampColumn('revoked_at') revokedAt!: Date | null;
}
