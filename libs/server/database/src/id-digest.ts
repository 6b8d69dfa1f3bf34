/** Count and sum of id hashes of a set of rows: equal digests, equal sets (up to a 60-bit hash). */
export interface IdDigest {
  count: string;
  sum: string;
}

/**
 * The digest of `table`'s rows that match `where` (SQL written in code, never input; values go in
 * `params` as $1, $2…). Reconciliation compares an owner's digest with its read model's, so both
 * sides compute it with this one query.
 */
export async function idDigest(
  db: { query<T>(sql: string, params?: unknown[]): Promise<T> },
  table: string,
  where = 'TRUE',
  params: unknown[] = [],
): Promise<IdDigest> {
  const [row] = await db.query<IdDigest[]>(
    `SELECT count(*)::text AS count,
            coalesce(sum(('x' || substr(md5(id::text), 1, 15))::bit(60)::bigint), 0)::text AS sum
     FROM ${table} WHERE ${where}`,
    params,
  );
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Of `ids`, those with no row in `table` (uuid ids, the table written in code, never input): a
 * read model asks its owner which of its rows were deleted there. Ids that are no uuid are absent.
 */
export async function absentIds(
  db: { query<T>(sql: string, params?: unknown[]): Promise<T> },
  table: string,
  ids: string[],
): Promise<string[]> {
  const valid = ids.filter((id) => UUID.test(id));
  const present = valid.length
    ? await db.query<{ id: string }[]>(
        `SELECT id::text AS id FROM ${table} WHERE id = ANY($1::uuid[])`,
        [valid],
      )
    : [];
  const found = new Set(present.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
