import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('admins')
export class AdminEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text', unique: true }) username!: string;
  @Column({ name: 'password_hash', type: 'text' }) passwordHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('admin_tokens')
export class AdminTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'token_hash', type: 'text', unique: true }) tokenHash!: string;
  @Column({ name: 'admin_id', type: 'uuid' }) adminId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt!: Date | null;
}
