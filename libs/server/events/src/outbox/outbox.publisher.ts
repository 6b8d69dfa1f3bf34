import { Injectable } from '@nestjs/common';
import { createEvent, type EventPayloadInput, type EventType } from '@labellens/event-contracts';
import type { EntityManager } from 'typeorm';
import { OutboxWriter } from './outbox.writer';

/**
 * Writes a service's domain events to the outbox inside the caller's transaction: builds the
 * envelope for `type` so callers pass only the payload. Extend it for service-specific rules
 * (such as which payload fields an erasure strips).
 */
@Injectable()
export class OutboxPublisher {
  protected readonly writer = new OutboxWriter();

  async publish<T extends EventType>(
    manager: EntityManager,
    type: T,
    aggregateId: string,
    payload: EventPayloadInput<T>,
  ): Promise<void> {
    await this.writer.append(manager, createEvent(type, aggregateId, payload));
  }
}
