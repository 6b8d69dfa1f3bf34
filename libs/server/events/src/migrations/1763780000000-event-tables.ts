import {
  CREATE_OUTBOX_EVENTS_TABLE,
  CREATE_PROCESSED_EVENTS_TABLE,
  sqlMigration,
} from '@labellens/server-database';

/**
 * Outbox and processed-events tables as the event library uses them. Safe on a database whose
 * initial migration already created the tables (`createOutboxTables` from server-database): it
 * only adds what is missing, namely `outbox_events.position` and the relay's index.
 * `down` removes those additions; the tables belong to whichever migration created them first.
 */
export class EventTables1763780000000 extends sqlMigration('EventTables1763780000000', {
  up: [
    CREATE_OUTBOX_EVENTS_TABLE,
    // Existing rows get numbers in physical order, which is close enough for already-old events.
    'ALTER TABLE outbox_events ADD COLUMN IF NOT EXISTS position bigint GENERATED ALWAYS AS IDENTITY',
    `CREATE INDEX IF NOT EXISTS outbox_events_relay_idx ON outbox_events (occurred_at, position) WHERE published_at IS NULL`,
    CREATE_PROCESSED_EVENTS_TABLE,
  ],
  down: [
    'DROP INDEX IF EXISTS outbox_events_relay_idx',
    'ALTER TABLE outbox_events DROP COLUMN IF EXISTS position',
  ],
}) {}
