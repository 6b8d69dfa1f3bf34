import { randomUUID } from 'node:crypto';
import {
  startBillingApp,
  serviceHeaders,
  userHeaders,
  type BillingTestApp,
} from './support/billing-test-app';

jest.setTimeout(30_000);

let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingApp('reconcile');
});

afterAll(async () => {
  await t.close();
});

async function insertPayment(id: string, userId: string | null, kind: string) {
  await t.dataSource.query(
    `INSERT INTO payments (id, provider, provider_payment_id, user_id, user_pseudonym, kind, tier_code, amount_cents, currency, scans_granted)
     VALUES ($1, 'local', $2, $3, $4, $5, NULL, 500, 'usd', 50)`,
    [id, `pi_${id}`, userId, userId ? null : 'deleted-someone', kind],
  );
}

const get = (path: string) =>
  t.http().get(`/internal/reconcile/payments${path}`).set(serviceHeaders('admin'));

describe("admin's reconciliation of payments: /internal/reconcile/payments", () => {
  it('is for services only', async () => {
    await t.http().get('/internal/reconcile/payments/digest').expect(401);
    await t
      .http()
      .get('/internal/reconcile/payments')
      .set(userHeaders(`user-${randomUUID()}`))
      .expect(401);
  });

  it('answers the digest and the payments in id order, an erased person under the pseudonym', async () => {
    expect((await get('/digest').expect(200)).body).toEqual({ count: '0', sum: '0' });
    const ids = [randomUUID(), randomUUID(), randomUUID()].sort();
    await insertPayment(ids[0], 'user-a', 'payg');
    await insertPayment(ids[1], null, 'renewal');
    await insertPayment(ids[2], 'user-b', 'subscription');

    const digest = (await get('/digest').expect(200)).body as { count: string; sum: string };
    expect(digest.count).toBe('3');
    expect(digest.sum).not.toBe('0');

    const first = (await get('?limit=2').expect(200)).body as { items: Record<string, unknown>[] };
    expect(first.items).toEqual([
      expect.objectContaining({ id: ids[0], userId: 'user-a', kind: 'payg', amountCents: 500 }),
      expect.objectContaining({ id: ids[1], userId: 'deleted-someone', kind: 'subscription' }),
    ]);
    const rest = (await get(`?limit=2&after=${ids[1]}`).expect(200)).body as {
      items: { id: string }[];
    };
    expect(rest.items.map((item) => item.id)).toEqual([ids[2]]);
    await get('?limit=0').expect(400);
  });
});
