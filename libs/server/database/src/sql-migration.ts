import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A migration's SQL statements, each run in order: list `down`'s drops in reverse order of creation. */
export interface MigrationSql {
  up: readonly string[];
  down: readonly string[];
}

/**
 * The base class of a migration that is a fixed list of SQL statements each way:
 * `export class Foo1764000000000 extends sqlMigration('Foo1764000000000', { up: [...], down: [...] }) {}`.
 * The subclass keeps the migration's class name; `name` is what TypeORM records and reads the
 * timestamp from.
 */
export function sqlMigration(name: string, sql: MigrationSql): new () => MigrationInterface {
  return class implements MigrationInterface {
    readonly name = name;

    async up(runner: QueryRunner): Promise<void> {
      for (const statement of sql.up) await runner.query(statement);
    }

    async down(runner: QueryRunner): Promise<void> {
      for (const statement of sql.down) await runner.query(statement);
    }
  };
}
