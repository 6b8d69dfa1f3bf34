import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('sessions')
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** SHA-256 of the cookie value; the token itself is never stored. */
  @Column({ name: 'token_hash', type: 'text', unique: true }) tokenHash!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  /** Password accepted, second factor still owed: grants nothing but finishing MFA. */
  @Column({ name: 'mfa_pending', type: 'boolean', default: false }) mfaPending!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt!: Date | null;
}
