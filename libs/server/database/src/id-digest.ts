/** Count and sum of id hashes of a set of rows: equal digests, equal sets (up to a 60-bit hash). */
export interface IdDigest {
  count: string;
  sum: string;
}

/**
 * The digest of `table`'s rows that match `where` (SQL written in code, never input). Reconciliation
 * compares an owner's digest with its read model's, so both sides compute it with this one query.
 */
export async function idDigest(
  db: { query<T>(sql: string): Promise<T> },
  table: string,
  where = 'TRUE',
): Promise<IdDigest> {
  const [row] = await db.query<IdDigest[]>(
    `SELECT count(*)::text AS count,
            coalesce(sum(('x' || substr(md5(id::text), 1, 15))::bit(60)::bigint), 0)::text AS sum
     FROM ${table} WHERE ${where}`,
  );
  return row;
}
