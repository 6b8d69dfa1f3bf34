import { Injectable } from '@nestjs/common';
import { createEvent, EventTypes, type EventPayloadInput } from '@labellens/event-contracts';
import { OutboxWriter } from '@labellens/server-events';
import type { Tx } from './unit-of-work.service';

/** Writes billing's facts to the outbox in the caller's transaction, so they commit with the change. */
@Injectable()
export class BillingEventsService {
  private readonly writer = new OutboxWriter();

  paymentSucceeded(
    tx: Tx,
    payload: EventPayloadInput<typeof EventTypes.PaymentSucceededV1>,
  ): Promise<void> {
    return this.writer.append(
      tx,
      createEvent(EventTypes.PaymentSucceededV1, payload.userId, payload),
    );
  }

  subscriptionChanged(
    tx: Tx,
    payload: EventPayloadInput<typeof EventTypes.SubscriptionChangedV1>,
  ): Promise<void> {
    return this.writer.append(
      tx,
      createEvent(EventTypes.SubscriptionChangedV1, payload.userId, payload),
    );
  }
}
