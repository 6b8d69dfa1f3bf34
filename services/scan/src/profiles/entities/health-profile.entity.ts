import { Column, Entity } from 'typeorm';
import {
  NullableJsonbColumn,
  NullableTextColumn,
  TextPrimaryColumn,
  TimestampColumn,
} from '@labellens/server-database';

/** The scan service's copy of a person's health profile, kept from auth.user.profile-updated.v1. */
@Entity('health_profiles')
export class HealthProfileEntity {
  @TextPrimaryColumn('user_id') userId!: string;
  @Column({ type: 'int', nullable: true }) age!: number | null;
  @NullableTextColumn() sex!: string | null;
  @Column({ type: 'real', nullable: true }) weight!: number | null;
  @Column({ type: 'real', nullable: true }) height!: number | null;
  @NullableTextColumn('activity_level') activityLevel!: string | null;
  @NullableTextColumn() goal!: string | null;
  @NullableTextColumn() diet!: string | null;
  @NullableJsonbColumn() allergies!: string[] | null;
  @NullableTextColumn('health_concerns') healthConcerns!: string | null;
  /** occurredAt of the event this copy comes from: an older event never overwrites a newer one. */
  @TimestampColumn('source_occurred_at') sourceOccurredAt!: Date;
}
