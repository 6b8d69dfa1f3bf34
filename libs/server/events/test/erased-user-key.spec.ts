import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { erasedUserKey, keyTombstones, unkeyTombstones } from '../src';
import { createEventsTestDataSource } from './support/test-data-source';

let dataSource: DataSource;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ dataSource, drop } = await createEventsTestDataSource('erased_user_key'));
});

afterAll(async () => {
  await drop();
});

describe('erased-user keys', () => {
  it('is one-way and stable: the same id gives the same key, which does not contain the id', () => {
    const id = randomUUID();
    expect(erasedUserKey(id)).toBe(erasedUserKey(id));
    expect(erasedUserKey(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(erasedUserKey(id)).not.toContain(id);
    expect(erasedUserKey(randomUUID())).not.toBe(erasedUserKey(id));
  });

  it('the migration step replaces stored ids by the keys the services compute', async () => {
    const ids = [randomUUID(), randomUUID()];
    await dataSource.query(
      `CREATE TABLE tombstones (user_id text PRIMARY KEY, deleted_at timestamptz NOT NULL)`,
    );
    for (const id of ids) await dataSource.query(`INSERT INTO tombstones VALUES ($1, now())`, [id]);

    await keyTombstones(dataSource, 'tombstones');
    const keys = (
      await dataSource.query<{ user_key: string }[]>(
        `SELECT user_key FROM tombstones ORDER BY user_key`,
      )
    ).map((r) => r.user_key);
    expect(keys).toEqual(ids.map(erasedUserKey).sort());
    // Still one row per person.
    await expect(
      dataSource.query(`INSERT INTO tombstones (user_key, deleted_at) VALUES ($1, now())`, [
        erasedUserKey(ids[0]),
      ]),
    ).rejects.toThrow(/duplicate key/);

    await unkeyTombstones(dataSource, 'tombstones');
    const columns = (
      await dataSource.query<{ column_name: string }[]>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'tombstones' ORDER BY 1`,
      )
    ).map((r) => r.column_name);
    expect(columns).toEqual(['deleted_at', 'user_id']);
  });
});
