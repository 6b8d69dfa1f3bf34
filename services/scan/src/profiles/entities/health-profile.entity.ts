import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The scan service's copy of a person's health profile, kept from auth.user.profile-updated.v1. */
@Entity('health_profiles')
export class HealthProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ type: 'int', nullable: true }) age!: number | null;
  @Column({ type: 'text', nullable: true }) sex!: string | null;
  @Column({ type: 'real', nullable: true }) weight!: number | null;
  @Column({ type: 'real', nullable: true }) height!: number | null;
  @Column({ name: 'activity_level', type: 'text', nullable: true }) activityLevel!: string | null;
  @Column({ type: 'text', nullable: true }) goal!: string | null;
  @Column({ type: 'text', nullable: true }) diet!: string | null;
  @Column({ type: 'jsonb', nullable: true }) allergies!: string[] | null;
  @Column({ name: 'health_concerns', type: 'text', nullable: true }) healthConcerns!: string | null;
  /** occurredAt of the event this copy comes from: an older event never overwrites a newer one. */
  @Column({ name: 'source_occurred_at', type: 'timestamptz' }) sourceOccurredAt!: Date;
}
