import { Injectable } from '@nestjs/common';
import { isEvent, type DomainEvent, type EventType } from '@labellens/event-contracts';
import { erasedUserKey, type EventConsumer } from '@labellens/server-events';
import type { EntityManager } from 'typeorm';

/**
 * Keeps the local copy of each person's health profile. Events may arrive twice or out of order:
 * an older update never overwrites a newer one, and a deleted person stays deleted.
 */
@Injectable()
export class ProfileUpdatedConsumer implements EventConsumer {
  readonly group = 'scan.health-profiles';
  readonly topics: readonly EventType[] = ['auth.user.profile-updated.v1'];

  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    if (!isEvent(event, 'auth.user.profile-updated.v1')) return;
    const { userId, profile } = event.payload;
    const deleted: unknown[] = await manager.query(
      `SELECT 1 FROM deleted_users WHERE user_key = $1`,
      [erasedUserKey(userId)],
    );
    if (deleted.length > 0) return;
    await manager.query(
      `INSERT INTO health_profiles (user_id, age, sex, weight, height, activity_level, goal, diet, allergies, health_concerns, source_occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11)
       ON CONFLICT (user_id) DO UPDATE SET
         age = EXCLUDED.age, sex = EXCLUDED.sex, weight = EXCLUDED.weight, height = EXCLUDED.height,
         activity_level = EXCLUDED.activity_level, goal = EXCLUDED.goal, diet = EXCLUDED.diet,
         allergies = EXCLUDED.allergies, health_concerns = EXCLUDED.health_concerns,
         source_occurred_at = EXCLUDED.source_occurred_at
       WHERE health_profiles.source_occurred_at <= EXCLUDED.source_occurred_at`,
      [
        userId,
        profile.age,
        profile.sex,
        profile.weight,
        profile.height,
        profile.activityLevel,
        profile.goal,
        profile.diet,
        profile.allergies === null ? null : JSON.stringify(profile.allergies),
        profile.healthConcerns,
        event.occurredAt,
      ],
    );
  }
}
