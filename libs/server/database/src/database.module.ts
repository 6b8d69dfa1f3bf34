import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';

export interface ServiceDatabaseOptions {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  migrateOnStart: boolean;
}

/** A service's own tables: its entities and the migrations that make them. */
export type ServiceSchema = Pick<ServiceDatabaseOptions, 'entities' | 'migrations'>;

/** TypeORM options shared by the running service, the migration CLI and tests. */
export function serviceDataSourceOptions(
  options: Omit<ServiceDatabaseOptions, 'migrateOnStart'>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: ['error'],
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

/** A data source on a service's database outside Nest (the migration CLI, scripts, tests). */
export function createServiceDataSource(url: string, schema: ServiceSchema): DataSource {
  return new DataSource(serviceDataSourceOptions({ url, ...schema }));
}

/** The part of a service's validated config that says where its database is. */
export interface ServiceDatabaseConfig {
  DATABASE_URL: string;
  MIGRATE_ON_START: boolean;
}

@Module({})
export class DatabaseModule {
  /** The service's own database from its config, with its entities and migrations. */
  static forService(config: ServiceDatabaseConfig, schema: ServiceSchema): DynamicModule {
    return DatabaseModule.forRoot({
      url: config.DATABASE_URL,
      ...schema,
      migrateOnStart: config.MIGRATE_ON_START,
    });
  }

  static forRoot(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...serviceDataSourceOptions(options),
          migrationsRun: options.migrateOnStart,
          retryAttempts: 0,
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
