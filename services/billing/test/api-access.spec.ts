import { randomUUID } from 'node:crypto';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import {
  anonymousHeaders,
  startBillingApp,
  userHeaders,
  type BillingTestApp,
} from './support/billing-test-app';

jest.setTimeout(30_000);

let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingApp('access');
});

afterAll(async () => {
  await t.close();
});

/** Every user endpoint, with a body that would be valid. */
const USER_ENDPOINTS: [method: 'get' | 'post', path: string, body: object | null][] = [
  ['get', '/api/subscription/status', null],
  ['post', '/api/subscription/create', { tierCode: 'basic' }],
  ['post', '/api/subscription/activate', { paymentIntentId: 'pi_local_123' }],
  ['post', '/api/subscription/cancel', null],
  ['post', '/api/payg/create-payment', { scansQuantity: 20 }],
  ['post', '/api/payg/process-payment', { paymentIntentId: 'pi_local_123' }],
  ['post', '/api/payg/process-all-pending', null],
  [
    'post',
    '/api/billing/local/confirm',
    {
      clientSecret: 'pi_local_ab_secret_cd',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    },
  ],
];

function call(
  method: 'get' | 'post',
  path: string,
  headers: Record<string, string>,
  body: object | null,
) {
  const req = t.http()[method](path).set(headers);
  return body ? req.send(body) : req;
}

describe('access to the billing API', () => {
  it.each(USER_ENDPOINTS)(
    '%s %s answers 401 without a user identity',
    async (method, path, body) => {
      const none = await call(method, path, {}, body).expect(401);
      expect(none.body).toEqual({ message: 'Unauthorized', statusCode: 401, code: 'unauthorized' });
      await call(method, path, anonymousHeaders(), body).expect(401);
      const forged = signInternalToken(
        { kind: 'user', userId: 'u', sessionId: 's' },
        'some-other-secret-0123456789abcdef',
      );
      await call(method, path, { [INTERNAL_IDENTITY_HEADER]: forged }, body).expect(401);
      const admin = signInternalToken(
        { kind: 'admin', adminId: 'a', username: 'root', tokenId: 't' },
        t.config.INTERNAL_JWT_SECRET,
      );
      await call(method, path, { [INTERNAL_IDENTITY_HEADER]: admin }, body).expect(401);
    },
  );

  it('serves the plans to anyone the gateway forwards, signed in or not', async () => {
    await t.http().get('/api/subscription-plans').expect(401);
    const anonymous = await t
      .http()
      .get('/api/subscription-plans')
      .set(anonymousHeaders())
      .expect(200);
    const signedIn = await t
      .http()
      .get('/api/subscription-plans')
      .set(userHeaders('u1'))
      .expect(200);
    expect(signedIn.body).toEqual(anonymous.body);
    expect(anonymous.body).toEqual([
      expect.objectContaining({
        id: 'free',
        tierCode: 'free',
        price: 0,
        interval: 'monthly',
        maxScansPerMonth: 3,
        popular: false,
      }),
      expect.objectContaining({
        id: 'basic',
        tierCode: 'basic',
        name: 'Basic Plan',
        price: 499,
        interval: 'monthly',
        maxScansPerMonth: 100,
        popular: true,
      }),
      expect.objectContaining({
        id: 'premium',
        tierCode: 'premium',
        price: 999,
        interval: 'monthly',
        maxScansPerMonth: null,
      }),
      expect.objectContaining({
        id: 'payg',
        tierCode: 'payg',
        price: 100,
        interval: 'one_time',
        payg: { scansPerPack: 10, pricePerPack: 100, minScans: 10, maxScans: 99, step: 10 },
      }),
    ]);
    for (const plan of anonymous.body as { features: unknown[] }[])
      expect(plan.features.length).toBeGreaterThan(0);
  });

  it('tells the client which payment form to show', async () => {
    const response = await t.http().get('/api/billing/config').set(anonymousHeaders()).expect(200);
    expect(response.body).toMatchObject({ provider: 'local', publishableKey: null });
    expect(response.body.testCards).toContainEqual({
      number: '4242424242424242',
      outcome: 'succeeds',
    });
    expect(response.body.testCards).toContainEqual({
      number: '4000000000000002',
      outcome: 'Your card was declined.',
    });
  });

  it('validates pay-as-you-go quantities: 10 to 99 in steps of 10, numbers only', async () => {
    const headers = userHeaders(`user-${randomUUID()}`);
    const rule = 'scansQuantity: must be a number of scans from 10 to 99, in steps of 10';
    for (const scansQuantity of [5, 105, 15, 0, -10, 100, 12.5, '20', 'ten', null]) {
      const response = await t
        .http()
        .post('/api/payg/create-payment')
        .set(headers)
        .send({ scansQuantity })
        .expect(400);
      expect(response.body.message).toBe(rule);
    }
    await t.http().post('/api/payg/create-payment').set(headers).send({}).expect(400);
    for (const scansQuantity of [10, 50, 90]) {
      const ok = await t
        .http()
        .post('/api/payg/create-payment')
        .set(headers)
        .send({ scansQuantity })
        .expect(200);
      expect(ok.body).toMatchObject({ scansQuantity, amount: scansQuantity * 10 });
      expect(ok.body.clientSecret).toMatch(/^pi_local_[a-f0-9]+_secret_[a-f0-9]+$/);
    }
  });

  it('answers 400 to other malformed bodies', async () => {
    const headers = userHeaders(`user-${randomUUID()}`);
    const bad: [string, object, string][] = [
      ['/api/subscription/create', {}, 'tierCode: tierCode is required (free, basic or premium)'],
      [
        '/api/subscription/create',
        { tierCode: 'gold' },
        'Unknown plan "gold". Choose free, basic or premium.',
      ],
      [
        '/api/subscription/create',
        { tierCode: 'payg' },
        'Pay-as-you-go scans are bought as credits with /api/payg/create-payment.',
      ],
      ['/api/subscription/activate', {}, 'Send either paymentIntentId or setupIntentId'],
      [
        '/api/subscription/activate',
        { paymentIntentId: 'pi_1', setupIntentId: 'seti_1' },
        'Send either paymentIntentId or setupIntentId',
      ],
      [
        '/api/subscription/activate',
        { paymentIntentId: 'ch_123' },
        'paymentIntentId: must be a payment intent id (pi_...)',
      ],
      [
        '/api/payg/process-payment',
        { paymentIntentId: 42 },
        'paymentIntentId: must be a payment intent id (pi_...)',
      ],
      ['/api/billing/local/confirm', { clientSecret: 'x' }, 'cardNumber: cardNumber is required'],
      [
        '/api/billing/local/confirm',
        { clientSecret: 'nonsense', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
        'clientSecret is not a local payment or setup client secret.',
      ],
    ];
    for (const [path, body, message] of bad) {
      const response = await t.http().post(path).set(headers).send(body);
      expect({ path, status: response.status, message: response.body.message }).toEqual({
        path,
        status: 400,
        message,
      });
    }
    const notJson = await t
      .http()
      .post('/api/payg/create-payment')
      .set(headers)
      .set('content-type', 'application/json')
      .send('{"scansQuantity":');
    expect(notJson.status).toBe(400);
  });

  it('accepts an empty JSON body on the calls that take none', async () => {
    const response = await t
      .http()
      .post('/api/payg/process-all-pending')
      .set(userHeaders(`user-${randomUUID()}`))
      .set('content-type', 'application/json')
      .send('');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ scansAdded: 0, processedPayments: 0 });
  });

  it('cancels nothing for a free user (400 with a clear message)', async () => {
    const response = await t
      .http()
      .post('/api/subscription/cancel')
      .set(userHeaders(`user-${randomUUID()}`))
      .expect(400);
    expect(response.body.message).toBe('You do not have an active paid subscription to cancel.');
  });

  it('refuses the Stripe webhook when the local provider is configured', async () => {
    const response = await t
      .http()
      .post('/api/stripe/webhook')
      .set(anonymousHeaders())
      .set('content-type', 'application/json')
      .send('{}');
    expect(response.status).toBe(404);
  });
});
