import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One user as the admin area sees them; `email` NULL marks a placeholder awaiting registration. */
@Entity('admin_users')
export class AdminUserEntity {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ name: 'first_name', type: 'text', nullable: true }) firstName!: string | null;
  @Column({ name: 'last_name', type: 'text', nullable: true }) lastName!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', nullable: true }) createdAt!: Date | null;
  @Column({ name: 'subscription_tier', type: 'text', nullable: true }) subscriptionTier!:
    string | null;
  @Column({ name: 'subscription_status', type: 'text', nullable: true }) subscriptionStatus!:
    string | null;
  @Column({ name: 'subscription_changed_at', type: 'timestamptz', nullable: true })
  subscriptionChangedAt!: Date | null;
  @Column({ name: 'subscription_event_id', type: 'uuid', nullable: true }) subscriptionEventId!:
    string | null;
  @Column({ name: 'profile_complete', type: 'boolean', nullable: true }) profileComplete!:
    boolean | null;
  @Column({ name: 'profile_updated_at', type: 'timestamptz', nullable: true })
  profileUpdatedAt!: Date | null;
  @Column({ name: 'profile_event_id', type: 'uuid', nullable: true }) profileEventId!:
    string | null;
  @Column({ name: 'last_active_at', type: 'timestamptz', nullable: true })
  lastActiveAt!: Date | null;
}
