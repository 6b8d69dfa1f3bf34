import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox and processed-events tables every service owns, as first created. Written by each
 * service's first migration (`createOutboxTables`) and, for databases that predate it, by the
 * event library's table migration; the event library's entities map onto exactly these columns.
 * Both migrations only ever create them if missing: a later column is a migration of its own.
 */
export const CREATE_OUTBOX_EVENTS_TABLE = `
    CREATE TABLE IF NOT EXISTS outbox_events (
      id uuid PRIMARY KEY,
      type text NOT NULL,
      aggregate_id text NOT NULL,
      payload jsonb NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz NULL,
      attempts integer NOT NULL DEFAULT 0,
      last_error text NULL
    )`;

export const CREATE_PROCESSED_EVENTS_TABLE = `
    CREATE TABLE IF NOT EXISTS processed_events (
      consumer text NOT NULL,
      event_id uuid NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`;

export async function createOutboxTables(runner: QueryRunner): Promise<void> {
  await runner.query(CREATE_OUTBOX_EVENTS_TABLE);
  await runner.query(
    `CREATE INDEX IF NOT EXISTS outbox_events_unpublished_idx ON outbox_events (occurred_at) WHERE published_at IS NULL`,
  );
  await runner.query(CREATE_PROCESSED_EVENTS_TABLE);
}

export async function dropOutboxTables(runner: QueryRunner): Promise<void> {
  await runner.query('DROP TABLE IF EXISTS processed_events');
  await runner.query('DROP TABLE IF EXISTS outbox_events');
}

/** Every service's first migration: its outbox and processed-events tables. */
export class InitialSchema1763770000000 implements MigrationInterface {
  name = 'InitialSchema1763770000000';

  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxTables(runner);
  }
}
