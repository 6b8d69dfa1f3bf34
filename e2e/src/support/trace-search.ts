import { Client } from 'pg';

/** Every (table, column) of a database holding `needle` in any text or JSON column. */
export async function findTraces(databaseUrl: string, needles: string[]): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
    );
    const hits: string[] = [];
    for (const { table_name, column_name } of columns.rows) {
      for (const needle of needles) {
        const found = await client.query(
          `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE $1`,
          [`%${needle}%`],
        );
        if (found.rows[0].n > 0) hits.push(`${table_name}.${column_name} contains "${needle}"`);
      }
    }
    return hits;
  } finally {
    await client.end();
  }
}
