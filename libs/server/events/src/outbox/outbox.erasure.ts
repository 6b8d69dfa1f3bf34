import type { EntityManager } from 'typeorm';

/** Deletes the outbox rows whose aggregate or payload `userId` is `subjectId`; returns how many. */
export async function eraseOutboxRowsAbout(
  manager: EntityManager,
  subjectId: string,
): Promise<number> {
  const result: [unknown[], number] = await manager.query(
    `DELETE FROM outbox_events WHERE aggregate_id = $1 OR payload->>'userId' = $1`,
    [subjectId],
  );
  return result[1];
}
