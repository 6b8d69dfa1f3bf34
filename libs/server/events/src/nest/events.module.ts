import {
  DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { DomainEvent, EventType } from '@labellens/event-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventBus, Subscription } from '../bus/event-bus';
import { createEventBus, type EventBusConfig } from '../bus/event-bus.factory';
import { IdempotentConsumer } from '../outbox/idempotent.consumer';
import { OutboxRelay } from '../outbox/outbox.relay';
import { OutboxWriter } from '../outbox/outbox.writer';

export const EVENT_BUS = Symbol('EVENT_BUS');
const EVENTS_OPTIONS = Symbol('EVENTS_OPTIONS');

/**
 * A consumer of domain events. `handle` runs in one transaction with the processed-events marker,
 * so each event takes effect exactly once however often it is delivered.
 */
export interface EventConsumer {
  /** Consumer group; also the idempotency namespace. Keep it stable. */
  readonly group: string;
  readonly topics: readonly EventType[];
  handle(event: DomainEvent, manager: EntityManager): Promise<void>;
}

export interface EventsModuleOptions {
  config: EventBusConfig;
  consumers?: Type<EventConsumer>[];
  /** Run the outbox relay in this process (default true). */
  relay?: boolean;
}

const nestLogger = (logger: Logger) => ({
  log: (message: string) => {
    logger.log(message);
  },
  warn: (message: string) => {
    logger.warn(message);
  },
  error: (message: string) => {
    logger.error(message);
  },
});

@Injectable()
class EventsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Events');
  private relay?: OutboxRelay;
  private readonly subscriptions: Subscription[] = [];

  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.relay !== false) {
      this.relay = new OutboxRelay({
        dataSource: this.dataSource,
        bus: this.bus,
        logger: nestLogger(this.logger),
      });
      await this.relay.start();
    }
    for (const type of this.options.consumers ?? []) {
      const consumer = this.moduleRef.get(type, { strict: false });
      const idempotent = new IdempotentConsumer(this.dataSource, consumer.group);
      this.subscriptions.push(
        await this.bus.subscribe({
          group: consumer.group,
          topics: consumer.topics,
          fromBeginning: true,
          handler: idempotent.wrap((event, manager) => consumer.handle(event, manager)),
        }),
      );
    }
  }

  // Before the database pool shuts down: the relay holds a LISTEN connection the pool would wait for.
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.close().catch(() => undefined)));
    await this.relay?.stop().catch(() => undefined);
    await this.bus.close().catch(() => undefined);
  }
}

/** Outbox writer, relay and idempotent consumers for one service. */
@Global()
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions): DynamicModule {
    return {
      module: EventsModule,
      providers: [
        { provide: EVENTS_OPTIONS, useValue: options },
        { provide: EVENT_BUS, useFactory: () => createEventBus(options.config) },
        { provide: OutboxWriter, useValue: new OutboxWriter() },
        ...(options.consumers ?? []),
        EventsLifecycle,
      ],
      exports: [EVENT_BUS, OutboxWriter],
    };
  }
}
