import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { NullableTextColumn, NullableTimestampColumn } from '@labellens/server-database';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Stored lower-cased; unique. */
  @Column({ type: 'text', unique: true }) email!: string;
  @NullableTextColumn('password_hash') passwordHash!: string | null;
  @NullableTextColumn('first_name') firstName!: string | null;
  @NullableTextColumn('last_name') lastName!: string | null;
  @NullableTextColumn('profile_image_url') profileImageUrl!: string | null;
  @NullableTimestampColumn('email_verified_at') emailVerifiedAt!: Date | null;
  @NullableTimestampColumn('disabled_at') disabledAt!: Date | null;
  @NullableTextColumn('oidc_subject', { unique: true }) oidcSubject!: string | null;
  @Column({ type: 'int', nullable: true }) age!: number | null;
  @NullableTextColumn() sex!: string | null;
  @Column({ type: 'int', nullable: true }) weight!: number | null;
  @Column({ type: 'int', nullable: true }) height!: number | null;
  @NullableTextColumn('activity_level') activityLevel!: string | null;
  @NullableTextColumn() goal!: string | null;
  @NullableTextColumn() diet!: string | null;
  @NullableTextColumn() allergies!: string | null;
  @NullableTextColumn('health_concerns') healthConcerns!: string | null;
  @Column({ name: 'profile_complete', type: 'boolean', default: false }) profileComplete!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
