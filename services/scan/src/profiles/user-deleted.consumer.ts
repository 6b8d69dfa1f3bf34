import { Injectable } from '@nestjs/common';
import {
  createEvent,
  EventTypes,
  isEvent,
  type DomainEvent,
  type EventType,
} from '@labellens/event-contracts';
import { erasedUserKey, OutboxWriter, type EventConsumer } from '@labellens/server-events';
import type { EntityManager } from 'typeorm';

/**
 * A deleted account takes its scans (and offline sync keys), shopping list, marked ingredients, profile copy and unconfirmed
 * quota commits with it, in one transaction.
 */
@Injectable()
export class UserDeletedConsumer implements EventConsumer {
  readonly group = 'scan.user-deletion';
  readonly topics: readonly EventType[] = ['auth.user.deleted.v1'];

  constructor(private readonly outbox: OutboxWriter) {}

  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    if (!isEvent(event, 'auth.user.deleted.v1')) return;
    const { userId } = event.payload;
    await manager.query(`DELETE FROM shopping_list_items WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM scans WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM offline_scans WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM ingredient_preferences WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM health_profiles WHERE user_id = $1`, [userId]);
    // Billing erases the person's reservations too: nothing is left to charge.
    await manager.query(`DELETE FROM pending_commits WHERE user_id = $1`, [userId]);
    await manager.query(
      `INSERT INTO deleted_users (user_key, deleted_at) VALUES ($1, $2) ON CONFLICT (user_key) DO NOTHING`,
      [erasedUserKey(userId), event.occurredAt],
    );
    // Auth repeats the deletion until every service has confirmed it (each repeat confirms again).
    await this.outbox.append(manager, createEvent(EventTypes.ScanUserErasedV1, userId, { userId }));
  }
}
