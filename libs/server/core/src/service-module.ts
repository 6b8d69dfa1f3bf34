import type { DynamicModule, ForwardReference, Provider, Type } from '@nestjs/common';
import type { CommonServiceConfig } from '@labellens/server-config';
import {
  DatabaseModule,
  type ServiceDatabaseConfig,
  type ServiceSchema,
} from '@labellens/server-database';
import { EventsModule, type EventBusConfig, type EventConsumer } from '@labellens/server-events';
import { CoreModule } from './core.module';

type ModuleImport = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

export interface ServiceModuleParts {
  /** The service's entities and migrations. */
  database: ServiceSchema;
  /**
   * The outbox and the domain-event consumers; a process without it (the scan worker) runs no
   * event bus.
   */
  events?: {
    consumers: Type<EventConsumer>[];
    /**
     * Global modules holding what the consumers inject: the EventsModule builds the consumers in
     * its own scope, so these are imported before it.
     */
    consumerDependencies?: ModuleImport[];
  };
  /** The service's feature modules. */
  imports?: ModuleImport[];
  controllers?: Type[];
  providers?: Provider[];
}

/**
 * A service process's root module: what every service gets (`CoreModule`), its own database, its
 * events, then its features.
 */
export function serviceModule(
  module: Type,
  config: CommonServiceConfig & ServiceDatabaseConfig & EventBusConfig,
  parts: ServiceModuleParts,
): DynamicModule {
  const { events } = parts;
  return {
    module,
    imports: [
      CoreModule.forRoot(config),
      DatabaseModule.forService(config, parts.database),
      ...(events?.consumerDependencies ?? []),
      ...(events ? [EventsModule.forRoot({ config, consumers: events.consumers })] : []),
      ...(parts.imports ?? []),
    ],
    ...(parts.controllers && { controllers: parts.controllers }),
    ...(parts.providers && { providers: parts.providers }),
  };
}
