import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { BillingException } from '../common/billing.exception';
import { ClockService } from '../common/clock.service';
import { crashBeforeCommitIf } from '../common/fault-injection';
import { UnitOfWorkService, type Tx } from '../common/unit-of-work.service';
import type { BillingConfig } from '../config/billing.config';
import { SubscriptionStateService } from '../ledger/subscription-state.service';
import { FulfilmentService, intentPurpose } from './fulfilment.service';
import { PaymentRepository } from './payment.repository';
import { ProviderEventRepository } from './provider-event.repository';
import { PaymentProvider, type ProviderIntent } from './providers/payment.provider';

/** A verified provider event about one intent (a Stripe webhook, or a local confirmation). */
export interface ProviderEvent {
  id: string;
  type: string;
  intent: ProviderIntent;
}

export type ProviderEventOutcome = 'processed' | 'duplicate' | 'ignored';

export const HANDLED_EVENT_TYPES = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'setup_intent.succeeded',
]);

/**
 * Applies provider events exactly once: the event id is claimed in the same transaction as the
 * fulfilment, so a redelivery (Stripe retries, duplicates, a crash before commit) changes nothing twice.
 */
@Injectable()
export class ProviderEventsService {
  private readonly logger = new Logger('ProviderEvents');

  constructor(
    private readonly uow: UnitOfWorkService,
    private readonly events: ProviderEventRepository,
    private readonly payments: PaymentRepository,
    private readonly fulfilment: FulfilmentService,
    private readonly subscriptions: SubscriptionStateService,
    private readonly clock: ClockService,
    private readonly provider: PaymentProvider,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  handle(event: ProviderEvent): Promise<ProviderEventOutcome> {
    if (!HANDLED_EVENT_TYPES.has(event.type) || !intentPurpose(event.intent))
      return Promise.resolve('ignored');
    return this.uow.run(async (tx) => {
      const claimed = await this.events.claim(tx, {
        id: event.id,
        provider: this.provider.name,
        type: event.type,
      });
      if (!claimed) return 'duplicate';
      let outcome = 'processed';
      try {
        // A savepoint, so a refused event (say, a wrong amount) is recorded without half its writes.
        await tx.transaction((inner) => this.apply(inner, event));
      } catch (err) {
        if (!(err instanceof BillingException)) throw err;
        // Permanent refusals are acknowledged: Stripe would otherwise retry them for days.
        this.logger.warn(
          `Event ${event.id} (${event.type}) for ${event.intent.id} not applied: ${err.message}`,
        );
        outcome = `ignored: ${err.message}`;
      }
      await this.events.setOutcome(tx, event.id, outcome);
      crashBeforeCommitIf(this.config.BILLING_FAULT_CRASH_BEFORE_COMMIT, event.type);
      return outcome === 'processed' ? 'processed' : 'ignored';
    });
  }

  private async apply(tx: Tx, event: ProviderEvent): Promise<void> {
    const now = this.clock.now();
    const purpose = intentPurpose(event.intent);
    switch (event.type) {
      case 'payment_intent.succeeded':
        await this.fulfilment.fulfilPayment(tx, event.intent, now);
        return;
      case 'setup_intent.succeeded':
        await this.fulfilment.fulfilSetup(tx, event.intent, now);
        return;
      case 'payment_intent.payment_failed':
        // Only a failed renewal changes state; a failed checkout can simply be retried by the user.
        if (purpose?.kind === 'renewal') {
          await this.payments.markCheckoutIntent(tx, event.intent.id, 'failed', now);
          await this.subscriptions.renewalFailed(tx, purpose.userId, now);
        }
        return;
    }
  }
}
