import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('mfa_factors')
export class MfaFactorEntity {
  @PrimaryGeneratedColumn('uuid') uid!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) kind!: 'phone' | 'totp';
  @Column({ name: 'phone_number', type: 'text', nullable: true }) phoneNumber!: string | null;
  @Column({ name: 'totp_secret', type: 'text', nullable: true }) totpSecret!: string | null;
  @Column({ name: 'display_name', type: 'text', nullable: true }) displayName!: string | null;
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true }) verifiedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
