import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '@labellens/server-database';

const SERVER =
  process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, uniquely named database for one test run; drop it with `drop()` in afterAll. */
export async function createTestDatabase(
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(SERVER);
  url.pathname = `/labellens_test_${label.replace(/[^a-z0-9]/gi, '_')}_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(url.toString());
  return { url: url.toString(), drop: () => dropDatabase(url.toString()) };
}

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A unique Redis key prefix so parallel runs never see each other's keys. */
export function testRedisPrefix(label: string): string {
  return `labellens-test:${label}:${randomBytes(4).toString('hex')}:`;
}
