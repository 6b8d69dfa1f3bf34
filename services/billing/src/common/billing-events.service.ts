import { Injectable } from '@nestjs/common';
import { EventTypes, type EventPayloadInput } from '@labellens/event-contracts';
import { OutboxPublisher } from '@labellens/server-events';
import type { Tx } from './unit-of-work.service';

/** Writes billing's facts to the outbox in the caller's transaction, so they commit with the change. */
@Injectable()
export class BillingEventsService extends OutboxPublisher {
  paymentSucceeded(
    tx: Tx,
    payload: EventPayloadInput<typeof EventTypes.PaymentSucceededV1>,
  ): Promise<void> {
    return this.publish(tx, EventTypes.PaymentSucceededV1, payload.userId, payload);
  }

  subscriptionChanged(
    tx: Tx,
    payload: EventPayloadInput<typeof EventTypes.SubscriptionChangedV1>,
  ): Promise<void> {
    return this.publish(tx, EventTypes.SubscriptionChangedV1, payload.userId, payload);
  }
}
