/** An `outbox_events` row as the relay reads it. */
export interface OutboxRow {
  id: string;
  type: string;
  aggregate_id: string;
  payload: unknown;
  occurred_at: Date;
}

/** The envelope `parseEvent` checks, from a row (the version is the type's `.vN` suffix). */
export function toEnvelope(row: OutboxRow): unknown {
  const version = /\.v([1-9][0-9]*)$/.exec(row.type)?.[1];
  return {
    id: row.id,
    type: row.type,
    version: version === undefined ? undefined : Number(version),
    occurredAt: row.occurred_at.toISOString(),
    aggregateId: row.aggregate_id,
    payload: row.payload,
  };
}
