import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTables, dropOutboxTables } from '@labellens/server-database';

export class InitialSchema1763770000000 implements MigrationInterface {
  name = 'InitialSchema1763770000000';

  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxTables(runner);
  }
}
