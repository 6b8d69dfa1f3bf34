import { Injectable } from '@nestjs/common';
import { OutboxPublisher } from '@labellens/server-events';
import type { EntityManager } from 'typeorm';

/** Writes auth's domain events to the outbox inside the caller's transaction. */
@Injectable()
export class EventsPublisher extends OutboxPublisher {
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
