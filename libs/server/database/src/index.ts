export * from './ensure-database';
export * from './database.module';
export * from './outbox.schema';
export * from './id-digest';
export * from './sql-migration';
export * from './columns';
export * from './entity-repository';
