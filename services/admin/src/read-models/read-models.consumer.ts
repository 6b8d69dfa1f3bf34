import { Injectable } from '@nestjs/common';
import { createEvent, EventTypes, type DomainEvent } from '@labellens/event-contracts';
import { OutboxWriter, type EventConsumer } from '@labellens/server-events';
import type { EntityManager } from 'typeorm';
import { ReadModelsRepository } from './read-models.repository';

/** Every topic the admin read models are built from. */
export const ADMIN_READ_MODEL_TOPICS = [
  EventTypes.UserRegisteredV1,
  EventTypes.UserProfileUpdatedV1,
  EventTypes.UserSignedInV1,
  EventTypes.UserDeletedV1,
  EventTypes.ScanCompletedV1,
  EventTypes.PaymentSucceededV1,
  EventTypes.SubscriptionChangedV1,
] as const;

/** Consumer group and idempotency namespace of the admin read models; the rebuild reuses it. */
export const ADMIN_READ_MODELS_CONSUMER = 'admin.read-models';

/**
 * Projects domain events into admin_users, admin_scans and admin_payments. One consumer for all
 * topics so one processed-events namespace covers the whole read model (the rebuild resets it).
 * Streams are per topic, so events of different topics arrive in any order: every write is
 * order-independent, and a deleted user's tombstone wins over anything arriving later.
 */
@Injectable()
export class ReadModelsConsumer implements EventConsumer {
  readonly group = ADMIN_READ_MODELS_CONSUMER;
  readonly topics = ADMIN_READ_MODEL_TOPICS;

  constructor(
    private readonly repository: ReadModelsRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    const repo = this.repository;
    const userId = event.payload.userId;
    await repo.lockUser(manager, userId);
    const pseudonym = await repo.deletedPseudonym(manager, userId);
    // A deleted person's events change nothing (scan erased their scans, so those no longer count),
    // but for the deletion itself, which auth repeats, and payments, kept under the pseudonym.
    const stillApplies =
      event.type === EventTypes.UserDeletedV1 || event.type === EventTypes.PaymentSucceededV1;
    if (pseudonym && !stillApplies) return;
    switch (event.type) {
      case EventTypes.UserRegisteredV1:
        await repo.registerUser(manager, {
          id: userId,
          email: event.payload.email,
          firstName: event.payload.firstName ?? null,
          lastName: event.payload.lastName ?? null,
          createdAt: new Date(event.payload.createdAt),
        });
        return;
      case EventTypes.UserProfileUpdatedV1:
        await repo.updateProfile(manager, {
          userId,
          profileComplete: event.payload.profile.profileComplete,
          at: new Date(event.occurredAt),
          eventId: event.id,
        });
        return;
      case EventTypes.UserSignedInV1:
        await repo.touchActivity(manager, userId, new Date(event.payload.at));
        return;
      case EventTypes.UserDeletedV1:
        await repo.deleteUser(manager, userId, new Date(event.occurredAt));
        // Auth repeats the deletion until every service has confirmed it.
        await this.outbox.append(
          manager,
          createEvent(EventTypes.AdminUserErasedV1, userId, { userId }),
        );
        return;
      case EventTypes.ScanCompletedV1: {
        const scannedAt = new Date(event.payload.scannedAt);
        await repo.addScan(manager, {
          id: event.payload.scanId,
          userId,
          productName: event.payload.productName,
          overallSafetyRating: event.payload.overallSafetyRating,
          ingredientCount: event.payload.ingredientCount,
          allergenCount: event.payload.allergenCount,
          scannedAt,
        });
        await repo.touchActivity(manager, userId, scannedAt);
        return;
      }
      case EventTypes.PaymentSucceededV1:
        await repo.addPayment(manager, {
          id: event.payload.paymentId,
          userId: pseudonym ?? userId,
          amountCents: event.payload.amountCents,
          currency: event.payload.currency,
          scansGranted: event.payload.scansGranted,
          kind: event.payload.kind,
          createdAt: new Date(event.payload.createdAt),
        });
        return;
      case EventTypes.SubscriptionChangedV1:
        await repo.changeSubscription(manager, {
          userId,
          tier: event.payload.tierCode,
          status: event.payload.status,
          at: new Date(event.occurredAt),
          eventId: event.id,
        });
        return;
      // Erasure confirmations are auth's business (not subscribed here).
      case EventTypes.ScanUserErasedV1:
      case EventTypes.BillingUserErasedV1:
      case EventTypes.AdminUserErasedV1:
        return;
    }
  }
}
