import { buyCredits, signUpThroughApi, type Browser } from './support/api-user';
import { startSmtpReceiver } from './support/smtp';
import { startE2eStack, type RunningStack } from './support/stack';
import { findTraces } from './support/trace-search';
import { ifStarted } from '@labellens/server-testing';

let stack: RunningStack;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stack = await startE2eStack({ SMTP_URL: smtp.url });
}, 120_000);

afterAll(async () => {
  await ifStarted(stack)?.stop();
  await ifStarted(smtp)?.close();
});

async function scan(client: Browser, productName: string, ingredients: string[]) {
  const res = await client.call(
    'POST',
    '/api/scan',
    { ingredients, productName, preferredLanguage: 'en' },
    { origin: stack.url },
  );
  expect(res.status).toBe(200);
}

it('exports every scan and preference of the person and nobody else’s, then erases them from every database', async () => {
  const stamp = Date.now();
  const alice = {
    email: `alice-${stamp}@example.com`,
    firstName: 'Alicemarie',
    lastName: 'Zabriskie',
  };
  const bob = {
    email: `bob-${stamp}@example.com`,
    firstName: 'Bobbington',
    lastName: 'Quillfeather',
  };
  const a = await signUpThroughApi(stack.url, smtp, alice);
  const b = await signUpThroughApi(stack.url, smtp, bob);
  await scan(a, 'Alice Granola', ['oats', 'honey', 'almonds']);
  await scan(a, 'Alice Cola', ['water', 'sugar', 'E150d', 'caffeine']);
  await scan(b, 'Bob Crisps', ['potatoes', 'palm oil', 'salt']);
  await a.call(
    'POST',
    '/api/preferences',
    { ingredientName: 'honey', preference: 'concern' },
    { origin: stack.url },
  );
  await b.call(
    'POST',
    '/api/preferences',
    { ingredientName: 'salt', preference: 'allergy' },
    { origin: stack.url },
  );
  await buyCredits(a, stack.url, 10);

  const exported = await a.call('GET', '/api/account/export');
  expect(exported.status).toBe(200);
  const json = JSON.stringify(exported.body);
  expect(exported.body.account.email).toBe(alice.email);
  expect(json).toContain('Alice Granola');
  expect(json).toContain('Alice Cola');
  expect(json).toContain('honey');
  expect(json).not.toContain('Bob Crisps');
  expect(json).not.toContain(bob.email);
  expect(exported.body.billing.payments).toHaveLength(1);

  const csv = await a.call('GET', '/api/export/scans.csv');
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/product/i);
  expect(csv.text).toContain('Alice Granola');
  expect(csv.text).toContain('caffeine');
  expect(csv.text).not.toContain('Bob Crisps');

  const deleted = await a.call(
    'DELETE',
    '/api/account',
    { confirm: 'DELETE', password: 'a long and unusual passphrase' },
    { origin: stack.url },
  );
  expect(deleted.status).toBe(200);

  // Every service consumes auth.user.deleted.v1; give the relay and consumers a moment.
  const needles = [alice.email, alice.firstName, alice.lastName];
  let traces: string[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    traces = [];
    for (const service of ['auth', 'scan', 'billing', 'admin']) {
      traces.push(
        ...(await findTraces(stack.databaseUrl(service), needles)).map((t) => `${service}: ${t}`),
      );
    }
    if (traces.length === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(traces).toEqual([]);

  // Bob is untouched.
  expect((await b.call('GET', '/api/scan-history')).body).toHaveLength(1);
  expect((await findTraces(stack.databaseUrl('auth'), [bob.email])).length).toBeGreaterThan(0);
});
