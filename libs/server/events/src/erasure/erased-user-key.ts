import { createHash } from 'node:crypto';

/**
 * What a service keeps of a deleted person: a one-way key of their id, enough to recognise a late
 * or replayed event about them, never the id itself. User ids are random UUIDs (122 random bits),
 * so the key cannot be turned back into the id by guessing.
 * `erasedUserKeySql` computes the same key in PostgreSQL (the migration step below uses it).
 */
export function erasedUserKey(userId: string): string {
  return createHash('sha256').update(`labellens.erased-user:${userId}`, 'utf8').digest('hex');
}

/** `erasedUserKey` in PostgreSQL, for a column or parameter holding the user id. */
export function erasedUserKeySql(column: string): string {
  return `encode(sha256(convert_to('labellens.erased-user:' || ${column}, 'UTF8')), 'hex')`;
}

interface Queries {
  query(sql: string): Promise<unknown>;
}

/**
 * Migration step: a tombstone table keyed by `user_id` is keyed by `user_key` instead, each id
 * replaced by its `erasedUserKey`.
 */
export function keyTombstonesSql(table: string): string[] {
  return [
    `ALTER TABLE ${table} ADD COLUMN user_key text`,
    `UPDATE ${table} SET user_key = ${erasedUserKeySql('user_id')}`,
    `ALTER TABLE ${table} DROP COLUMN user_id`,
    `ALTER TABLE ${table} ADD PRIMARY KEY (user_key)`,
  ];
}

/** Reverts `keyTombstonesSql`: the ids cannot be recovered, so the keys stay under the old name. */
export function unkeyTombstonesSql(table: string): string[] {
  return [`ALTER TABLE ${table} RENAME COLUMN user_key TO user_id`];
}

/** Runs `keyTombstonesSql`. */
export async function keyTombstones(q: Queries, table: string): Promise<void> {
  for (const sql of keyTombstonesSql(table)) await q.query(sql);
}

/** Runs `unkeyTombstonesSql`. */
export async function unkeyTombstones(q: Queries, table: string): Promise<void> {
  for (const sql of unkeyTombstonesSql(table)) await q.query(sql);
}
