import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Stored lower-cased; unique. */
  @Column({ type: 'text', unique: true }) email!: string;
  @Column({ name: 'password_hash', type: 'text', nullable: true }) passwordHash!: string | null;
  @Column({ name: 'first_name', type: 'text', nullable: true }) firstName!: string | null;
  @Column({ name: 'last_name', type: 'text', nullable: true }) lastName!: string | null;
  @Column({ name: 'profile_image_url', type: 'text', nullable: true }) profileImageUrl!:
    string | null;
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true }) disabledAt!: Date | null;
  @Column({ name: 'oidc_subject', type: 'text', nullable: true, unique: true }) oidcSubject!:
    string | null;
  @Column({ type: 'int', nullable: true }) age!: number | null;
  @Column({ type: 'text', nullable: true }) sex!: string | null;
  @Column({ type: 'int', nullable: true }) weight!: number | null;
  @Column({ type: 'int', nullable: true }) height!: number | null;
  @Column({ name: 'activity_level', type: 'text', nullable: true }) activityLevel!: string | null;
  @Column({ type: 'text', nullable: true }) goal!: string | null;
  @Column({ type: 'text', nullable: true }) diet!: string | null;
  @Column({ type: 'text', nullable: true }) allergies!: string | null;
  @Column({ name: 'health_concerns', type: 'text', nullable: true }) healthConcerns!: string | null;
  @Column({ name: 'profile_complete', type: 'boolean', default: false }) profileComplete!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
