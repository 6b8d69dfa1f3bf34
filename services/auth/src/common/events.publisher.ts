import { Injectable } from '@nestjs/common';
import { OutboxWriter } from '@labellens/server-events';
import { createEvent, type EventPayloadInput, type EventType } from '@labellens/event-contracts';
import type { EntityManager } from 'typeorm';

/** Writes auth's domain events to the outbox inside the caller's transaction. */
@Injectable()
export class EventsPublisher {
  private readonly writer = new OutboxWriter();

  async publish<T extends EventType>(
    manager: EntityManager,
    type: T,
    aggregateId: string,
    payload: EventPayloadInput<T>,
  ): Promise<void> {
    await this.writer.append(manager, createEvent(type, aggregateId, payload));
  }

  /** Drops a deleted person's waiting events and strips their personal fields from the sent ones. */
  async forgetUser(manager: EntityManager, userId: string): Promise<void> {
    await this.writer.forgetAggregate(manager, userId, [
      'email',
      'firstName',
      'lastName',
      'profile',
    ]);
  }
}
