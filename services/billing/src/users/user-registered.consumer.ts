import { Injectable } from '@nestjs/common';
import { EventTypes, type DomainEvent } from '@labellens/event-contracts';
import type { EventConsumer } from '@labellens/server-events';
import type { EntityManager } from 'typeorm';
import { BillingEventsService } from '../common/billing-events.service';
import { AccountRepository } from '../ledger/account.repository';

/** A new user gets a billing account on the free plan (accounts are also created lazily on first touch). */
@Injectable()
export class UserRegisteredConsumer implements EventConsumer {
  readonly group = 'billing.user-registered';
  readonly topics = [EventTypes.UserRegisteredV1] as const;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly events: BillingEventsService,
  ) {}

  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    if (event.type !== EventTypes.UserRegisteredV1) return;
    const { userId } = event.payload;
    if (await this.accounts.ensureAccount(manager, userId)) {
      await this.events.subscriptionChanged(manager, {
        userId,
        tierCode: 'free',
        status: 'active',
        currentPeriodEnd: null,
      });
    }
  }
}
