import { Column, Entity } from 'typeorm';
import {
  NullableTextColumn,
  NullableTimestampColumn,
  NullableUuidColumn,
  TextPrimaryColumn,
} from '@labellens/server-database';

/** One user as the admin area sees them; `email` NULL marks a placeholder awaiting registration. */
@Entity('admin_users')
export class AdminUserEntity {
  @TextPrimaryColumn() id!: string;
  @NullableTextColumn() email!: string | null;
  @NullableTextColumn('first_name') firstName!: string | null;
  @NullableTextColumn('last_name') lastName!: string | null;
  @NullableTimestampColumn('created_at') createdAt!: Date | null;
  @NullableTextColumn('subscription_tier') subscriptionTier!: string | null;
  @NullableTextColumn('subscription_status') subscriptionStatus!: string | null;
  @NullableTimestampColumn('subscription_changed_at') subscriptionChangedAt!: Date | null;
  @NullableUuidColumn('subscription_event_id') subscriptionEventId!: string | null;
  @Column({ name: 'profile_complete', type: 'boolean', nullable: true }) profileComplete!:
    boolean | null;
  @NullableTimestampColumn('profile_updated_at') profileUpdatedAt!: Date | null;
  @NullableUuidColumn('profile_event_id') profileEventId!: string | null;
  @NullableTimestampColumn('last_active_at') lastActiveAt!: Date | null;
}
