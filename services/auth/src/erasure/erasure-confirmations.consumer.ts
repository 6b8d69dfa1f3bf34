import { Injectable } from '@nestjs/common';
import {
  ERASURE_CONFIRMATIONS,
  type DomainEvent,
  type EventType,
} from '@labellens/event-contracts';
import type { EventConsumer } from '@labellens/server-events';
import type { EntityManager } from 'typeorm';
import { ErasureRepository } from './erasure.repository';

const SERVICE_OF = new Map<string, string>(
  Object.entries(ERASURE_CONFIRMATIONS).map(([service, type]) => [type, service]),
);

/** Each service's "erased" confirmation of auth.user.deleted.v1. */
@Injectable()
export class ErasureConfirmationsConsumer implements EventConsumer {
  readonly group = 'auth.erasure-confirmations';
  readonly topics: readonly EventType[] = Object.values(ERASURE_CONFIRMATIONS);

  // The EventsModule builds its consumers in its own scope: ErasureModule is global for this.
  constructor(private readonly erasures: ErasureRepository) {}

  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    const service = SERVICE_OF.get(event.type);
    if (!service) return;
    await this.erasures.confirm(manager, event.payload.userId, service);
  }
}
