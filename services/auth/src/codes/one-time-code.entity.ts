import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type CodePurpose =
  'signup' | 'mfa-enroll' | 'mfa-signin' | 'verifyEmail' | 'resetPassword' | 'recoverEmail';

/** A one-time secret: 6-digit e-mail/SMS codes and e-mailed link codes (oobCode). Hashed at rest. */
@Entity('one_time_codes')
export class OneTimeCodeEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) purpose!: CodePurpose;
  @Column({ name: 'code_hash', type: 'text' }) codeHash!: string;
  @Column({ type: 'int', default: 0 }) attempts!: number;
  @Column({ type: 'jsonb', default: {} }) payload!: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true }) consumedAt!: Date | null;
}
