import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { createEvent, EventTypes, type DomainEvent } from '@labellens/event-contracts';
import { OutboxWriter, type EventConsumer } from '@labellens/server-events';
import type { EntityManager } from 'typeorm';
import { AccountRepository } from '../ledger/account.repository';
import { PaymentRepository } from '../payments/payment.repository';
import { LocalIntentRepository } from '../payments/providers/local-intent.repository';

/**
 * A deleted user's personal links go: the billing account with its periods, credits and
 * reservations, the provider customer id and the checkout records. Payment rows stay because the
 * accounts need them, but their user id is replaced by a random pseudonym (`deleted-<uuid>`, the
 * same for all of that user's payments and not derivable from the user id).
 */
@Injectable()
export class UserDeletedConsumer implements EventConsumer {
  readonly group = 'billing.user-deleted';
  readonly topics = [EventTypes.UserDeletedV1] as const;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly payments: PaymentRepository,
    private readonly localIntents: LocalIntentRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    if (event.type !== EventTypes.UserDeletedV1) return;
    const { userId } = event.payload;
    const pseudonym = `deleted-${randomUUID()}`;
    await this.payments.pseudonymiseUser(manager, userId, pseudonym);
    await this.localIntents.pseudonymiseUser(manager, userId, pseudonym);
    await this.accounts.deleteAccount(manager, userId);
    // Auth repeats the deletion until every service has confirmed it (each repeat confirms again).
    await this.outbox.append(
      manager,
      createEvent(EventTypes.BillingUserErasedV1, userId, { userId }),
    );
  }
}
