import { Client } from 'pg';

/** A database problem explained for a person: which variable, which server, what to do. */
export class DatabaseUnavailableError extends Error {}

function describe(url: string): { database: string; maintenanceUrl: string; safeUrl: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(database)) {
    throw new DatabaseUnavailableError(
      `DATABASE_URL must name a database of letters, digits and underscores (got "${database}")`,
    );
  }
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const safe = new URL(url);
  if (safe.password) safe.password = '***';
  return { database, maintenanceUrl: maintenance.toString(), safeUrl: safe.toString() };
}

/**
 * Creates the service's database when it is missing (each service owns one database).
 * Fails within `timeoutMs` with a message naming DATABASE_URL when the server cannot be reached.
 */
export async function ensureDatabase(url: string, timeoutMs = 5000): Promise<{ created: boolean }> {
  const { database, maintenanceUrl, safeUrl } = describe(url);
  const client = new Client({
    connectionString: maintenanceUrl,
    connectionTimeoutMillis: timeoutMs,
  });
  try {
    await client.connect();
  } catch (err) {
    throw new DatabaseUnavailableError(
      `Cannot reach PostgreSQL at DATABASE_URL=${safeUrl}: ${(err as Error).message}. ` +
        `Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start ` +
        `(or install it: apt-get install -y postgresql).`,
    );
  }
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount) return { created: false };
    try {
      await client.query(`CREATE DATABASE "${database}"`);
    } catch (err) {
      // Another replica created it between our check and our create.
      if ((err as { code?: string }).code === '42P04') return { created: false };
      throw err;
    }
    return { created: true };
  } finally {
    await client.end();
  }
}

/** Drops a database (tests only: each run uses a fresh one). */
export async function dropDatabase(url: string): Promise<void> {
  const { database, maintenanceUrl } = describe(url);
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
