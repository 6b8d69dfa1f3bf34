export * from './bus/event-bus';
export * from './bus/event-bus.factory';
export * from './bus/replay';
export { serializeEvent } from './bus/event-serializer';
export * from './redis/redis-streams.event-bus';
export * from './kafka/kafka.event-bus';
export * from './outbox/outbox-event.entity';
export * from './outbox/processed-event.entity';
export * from './outbox/outbox.writer';
export * from './outbox/outbox.publisher';
export * from './outbox/outbox.erasure';
export * from './outbox/outbox.relay';
export * from './outbox/idempotent.consumer';
export * from './erasure/erased-user-key';
export * from './migrations/1763780000000-event-tables';
export { consoleEventsLogger, type EventsLogger } from './logger';

import { EventTables1763780000000 } from './migrations/1763780000000-event-tables';
import { OutboxEventEntity } from './outbox/outbox-event.entity';
import { ProcessedEventEntity } from './outbox/processed-event.entity';

/** Add to the service DataSource's `entities`. */
export const eventEntities = [OutboxEventEntity, ProcessedEventEntity];
/** Add to the service DataSource's `migrations` (after the service's initial migration). */
export const eventsMigrations = [EventTables1763780000000];
export * from './nest/events.module';
