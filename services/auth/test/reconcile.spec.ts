import { randomUUID } from 'node:crypto';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { Client } from 'pg';
import { startAuthStack, TEST_SECRET } from './support/auth-harness';

type Stack = Awaited<ReturnType<typeof startAuthStack>>;
let stack: Stack;
let db: Client;

beforeAll(async () => {
  stack = await startAuthStack();
  db = new Client({ connectionString: stack.dbUrl });
  await db.connect();
});

afterAll(async () => {
  await db.end();
  await stack.close();
});

const asAdminService = {
  [INTERNAL_IDENTITY_HEADER]: signInternalToken({ kind: 'service', service: 'admin' }, TEST_SECRET),
};

async function call(method: 'GET' | 'POST', path: string, body?: object) {
  const response = await stack.auth.inject({
    method,
    url: `/internal/reconcile/users${path}`,
    headers: asAdminService,
    ...(body && { payload: body }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function insertUser(id: string, verified: boolean) {
  await db.query(
    `INSERT INTO users (id, email, first_name, email_verified_at) VALUES ($1, $2, 'Ada', $3)`,
    [id, `${id}@example.com`, verified ? new Date() : null],
  );
}

describe("admin's reconciliation of users: /internal/reconcile/users", () => {
  it('is for services only', async () => {
    const response = await stack.auth.inject({ method: 'GET', url: '/internal/reconcile/users' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the digest, the registered users in id order and which ids have no user', async () => {
    expect(await call('GET', '/digest')).toEqual({
      status: 200,
      body: { count: '0', sum: '0' },
    });
    const ids = [randomUUID(), randomUUID(), randomUUID()].sort();
    await insertUser(ids[0], true);
    // Not registered yet: the e-mail is not verified.
    await insertUser(ids[1], false);
    await insertUser(ids[2], true);

    const digest = await call('GET', '/digest');
    expect(digest.body.count).toBe('2');

    const first = await call('GET', '?limit=1');
    expect(first.body.items).toEqual([
      expect.objectContaining({ id: ids[0], email: `${ids[0]}@example.com`, firstName: 'Ada' }),
    ]);
    const rest = await call('GET', `?limit=10&after=${ids[0]}`);
    expect((rest.body.items as { id: string }[]).map((user) => user.id)).toEqual([ids[2]]);
    expect((await call('GET', '?after=not-a-uuid')).status).toBe(400);

    const gone = randomUUID();
    expect(await call('POST', '/absent', { ids: [ids[0], ids[1], gone] })).toEqual({
      status: 200,
      body: { absent: [gone] },
    });
  });
});
