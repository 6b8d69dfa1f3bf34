import { CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import {
  NullableTextColumn,
  NullableTimestampColumn,
  TextColumn,
  UuidColumn,
} from '@labellens/server-database';

@Entity('mfa_factors')
export class MfaFactorEntity {
  @PrimaryGeneratedColumn('uuid') uid!: string;
  @UuidColumn('user_id') userId!: string;
  @TextColumn() kind!: 'phone' | 'totp';
  @NullableTextColumn('phone_number') phoneNumber!: string | null;
  @NullableTextColumn('totp_secret') totpSecret!: string | null;
  @NullableTextColumn('display_name') displayName!: string | null;
  @NullableTimestampColumn('verified_at') verifiedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
