/**
 * /subscription in Chromium: the built shell and remotes from a static server laid out like the
 * gateway; /api/* answered by a small in-test billing fake (page.route); Stripe.js replaced by a
 * stub served for js.stripe.com. Nothing else may load from outside the test server.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {
  ActivateSubscriptionResponse,
  CancelSubscriptionResponse,
  SubscriptionStatus,
} from '@labellens/web-api-client';
import { ifStarted, launchTestChromium, startStaticServer } from '@labellens/web-testing';
import { aPlan, aSubscriptionStatus, aUser } from '@labellens/web-testing/factories';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const dist = (app: string) => path.join(ROOT, 'apps', app, 'dist');
const SHOTS = process.env.SCREENSHOT_DIR;

const USER = aUser({
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  age: 36,
  sex: 'female',
  weight: 60,
  height: 168,
  activityLevel: 'moderate',
  goal: 'maintain',
  profileComplete: true,
});
const PLANS = [
  aPlan({
    id: 'free',
    tierCode: 'free',
    name: 'Free Plan',
    price: 0,
    maxScansPerMonth: 3,
    features: ['3 scans per month'],
    popular: false,
  }),
  aPlan({ features: ['100 scans per month'] }),
  aPlan({
    id: 'premium',
    tierCode: 'premium',
    name: 'Premium Plan',
    price: 999,
    maxScansPerMonth: null,
    features: ['Priority analysis'],
    popular: false,
  }),
  aPlan({
    id: 'payg',
    tierCode: 'payg',
    name: 'Pay As You Go',
    price: 100,
    interval: 'one_time',
    maxScansPerMonth: 0,
    features: ['$1 per 10 scans'],
    popular: false,
  }),
];
const FREE_STATUS = aSubscriptionStatus();
const BASIC_STATUS = aSubscriptionStatus({
  scansUsed: 12,
  scansRemaining: 88,
  subscriptionTier: 'basic',
  plan: { name: 'Basic Plan', maxScansPerMonth: 100 },
  currentPeriodStart: '2026-03-01T00:00:00.000Z',
  currentPeriodEnd: '2026-04-01T00:00:00.000Z',
});

/** A stand-in for Stripe.js: records confirm calls on window.__stripeCalls and always succeeds. */
const STRIPE_STUB = `
window.__stripeCalls = [];
window.Stripe = Object.assign(function (key) {
  window.__stripeCalls.push(['init', key]);
  var created = {};
  var ok = function (kind, secret) {
    window.__stripeCalls.push([kind, secret]);
    var intent = { id: secret.split('_secret_')[0], status: 'succeeded' };
    return Promise.resolve(kind === 'confirmCardSetup' ? { setupIntent: intent } : { paymentIntent: intent });
  };
  return {
    elements: function () {
      return {
        create: function (type) {
          var handlers = {};
          var el = {
            mount: function (node) {
              node.innerHTML = '<input aria-label="Stripe card field" placeholder="Card number">';
              setTimeout(function () { if (handlers.ready) handlers.ready(el); }, 50);
            },
            on: function (event, cb) { handlers[event] = cb; },
            off: function (event) { delete handlers[event]; },
            update: function () {},
            destroy: function () {},
          };
          created[type] = el;
          return el;
        },
        // React Stripe.js passes its component; Stripe.js reads the type from __elementType.
        getElement: function (type) {
          return created[typeof type === 'string' ? type : type.__elementType] || null;
        },
        update: function () {},
      };
    },
    createToken: function () {},
    createPaymentMethod: function () {},
    confirmCardPayment: function (secret) { return ok('confirmCardPayment', secret); },
    confirmCardSetup: function (secret) { return ok('confirmCardSetup', secret); },
    _registerWrapper: function () {},
    registerAppInfo: function () {},
  };
}, { version: 'endive' });
`;

interface BillingFake {
  status: SubscriptionStatus;
  calls: string[];
  bodies: Record<string, unknown>[];
  /** Per path override: return true when handled. */
  override?: (route: Route, method: string, pathname: string) => Promise<boolean> | boolean;
}

interface Session {
  context: BrowserContext;
  page: Page;
  billing: BillingFake;
  stripeRequests: string[];
  external: string[];
  errors: string[];
}

let browser: Browser;
let server: Awaited<ReturnType<typeof startStaticServer>>;
const open: Session[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-web.js')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  server = await startStaticServer({
    shellDist: dist('shell'),
    remotes: { scan: dist('scan-mfe'), account: dist('account-mfe'), admin: dist('admin-mfe') },
  });
  browser = await launchTestChromium();
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await ifStarted(browser)?.close();
  await ifStarted(server)?.close();
});

afterEach(async () => {
  for (const s of open.splice(0)) {
    expect(s.external).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }
});

async function session(
  options: {
    status?: SubscriptionStatus;
    stripeKey?: string;
    override?: BillingFake['override'];
  } = {},
): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 430, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const billing: BillingFake = {
    status: { ...(options.status ?? FREE_STATUS) },
    calls: [],
    bodies: [],
    override: options.override,
  };
  const s: Session = { context, page, billing, stripeRequests: [], external: [], errors: [] };
  open.push(s);
  page.on('pageerror', (e) => s.errors.push(e.message));
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
    async (route) => {
      const url = route.request().url();
      if (url.startsWith('https://js.stripe.com/')) {
        s.stripeRequests.push(url);
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: STRIPE_STUB });
        return;
      }
      s.external.push(url);
      await route.abort();
    },
  );
  if (options.stripeKey) {
    await page.route('**/runtime-config.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ stripePublishableKey: options.stripeKey, version: '1.0.0' }),
      }),
    );
  }
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    const method = request.method();
    billing.calls.push(`${method} ${pathname}`);
    const body = request.postData() ? (request.postDataJSON() as Record<string, unknown>) : {};
    billing.bodies.push(body);
    if (billing.override && (await billing.override(route, method, pathname))) return;
    const json = (status: number, answer: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(answer) });
    switch (`${method} ${pathname}`) {
      case 'GET /api/auth/user':
        return json(200, USER);
      case 'GET /api/subscription-plans':
        return json(200, PLANS);
      case 'GET /api/subscription/status':
        return json(200, billing.status);
      case 'POST /api/payg/create-payment':
        return json(200, {
          clientSecret: 'pi_local_aa11_secret_bb22',
          paymentIntentId: 'pi_local_aa11',
          scansQuantity: body.scansQuantity,
          amount: Number(body.scansQuantity) * 10,
        });
      case 'POST /api/billing/local/confirm': {
        if (body.cardNumber === '4000000000000002') {
          return json(402, {
            message: 'Your card was declined.',
            code: 'card_declined',
            statusCode: 402,
          });
        }
        return json(200, {
          id: String(body.clientSecret).split('_secret_')[0],
          object: 'payment_intent',
          status: 'succeeded',
          paymentMethodId: 'pm_local_1',
        });
      }
      case 'POST /api/payg/process-payment':
        billing.status = { ...billing.status, scansRemaining: 23, paygCredits: 20 };
        return json(200, { scansGranted: 20, paygCredits: 20 });
      default:
        return json(404, { message: 'Not found' });
    }
  });
  return s;
}

async function openPlans(s: Session) {
  await s.page.goto(`${server.url}/subscription`, { waitUntil: 'domcontentloaded' });
  await s.page.locator('[data-remote="account"][data-page="subscription"]').waitFor();
  await s.page.getByTestId('current-plan').waitFor();
}

/** The visible notice with this title (Radix renders each toast as an <li> in the viewport). */
const toast = (page: Page, title: string) =>
  page.locator('.ll-toast').filter({ has: page.getByText(title, { exact: true }) });

describe('/subscription plans view', () => {
  it('shows the current plan, plan cards, pay-as-you-go quantity and the FAQ', async () => {
    const s = await session({ status: BASIC_STATUS });
    await openPlans(s);
    const { page } = s;
    const current = page.getByTestId('current-plan');
    await current.getByText('Basic Plan').waitFor();
    await current.getByLabel('Active').waitFor();
    await current.getByText('12 / 100').waitFor();
    await current.getByText('Renews on Apr 1, 2026.').waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();

    const card = (tier: string) => page.locator(`[data-testid="plan-card"][data-tier="${tier}"]`);
    expect(await card('basic').getByRole('button').innerText()).toBe('Current Plan');
    expect(await card('basic').getByRole('button').isDisabled()).toBe(true);
    await card('basic').getByText('Most Popular').waitFor();
    expect(await card('free').getByRole('button').isDisabled()).toBe(true);
    expect(await card('premium').getByRole('button').isEnabled()).toBe(true);
    await card('premium').getByText('Unlimited scans').waitFor();

    const payg = page.getByTestId('payg-card');
    const fewer = payg.getByRole('button', { name: 'Fewer scans' });
    const more = payg.getByRole('button', { name: 'More scans' });
    expect(await fewer.isDisabled()).toBe(true);
    await more.click();
    expect(await payg.getByTestId('payg-price').innerText()).toBe('$2.00');
    for (let i = 0; i < 10; i += 1) if (await more.isEnabled()) await more.click();
    expect(await payg.getByTestId('payg-quantity').innerText()).toBe('90 scans');
    expect(await more.isDisabled()).toBe(true);
    await payg.getByRole('button', { name: 'Buy 90 scans for $9.00' }).waitFor();

    await page.getByRole('button', { name: 'What happens if I cancel?' }).click();
    await page
      .getByText(/end of the current billing period/)
      .first()
      .waitFor();
    expect(s.stripeRequests).toEqual([]);
  });

  it('cancels after confirmation, and reports Cancellation Error with the server message', async () => {
    let cancels = 0;
    const s = await session({
      status: BASIC_STATUS,
      override: async (route, method, pathname) => {
        if (method !== 'POST' || pathname !== '/api/subscription/cancel') return false;
        cancels += 1;
        if (cancels === 1) {
          await route.fulfill({
            status: 502,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Payment provider unavailable' }),
          });
        } else {
          s.billing.status = { ...BASIC_STATUS, cancelAtPeriodEnd: true };
          await route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'Your plan ends on Apr 1, 2026.',
              cancelAtPeriodEnd: true,
              currentPeriodEnd: '2026-04-01T00:00:00.000Z',
              subscription: s.billing.status,
            } satisfies CancelSubscriptionResponse),
          });
        }
        return true;
      },
    });
    await openPlans(s);
    const { page } = s;
    const cancel = async () => {
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    };
    await cancel();
    await toast(page, 'Cancellation Error').getByText('Payment provider unavailable').waitFor();
    await cancel();
    await toast(page, 'Subscription Canceled')
      .getByText('Your plan ends on Apr 1, 2026.')
      .waitFor();
    await page.getByTestId('current-plan').getByRole('button', { name: 'Keep My Plan' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
  });

  it('reports Subscription Error with the server message when a plan cannot be chosen', async () => {
    const s = await session({
      override: async (route, method, pathname) => {
        if (method !== 'POST' || pathname !== '/api/subscription/create') return false;
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Unknown plan', statusCode: 400 }),
        });
        return true;
      },
    });
    await openPlans(s);
    await s.page.getByRole('button', { name: 'Choose Premium Plan' }).click();
    await toast(s.page, 'Subscription Error').getByText('Unknown plan').waitFor();
    expect(s.billing.bodies[s.billing.calls.indexOf('POST /api/subscription/create')]).toEqual({
      tierCode: 'premium',
    });
  });
});

describe('/subscription checkout with the local test provider', () => {
  it('buys 20 scans: inline card validation, confirm, process, toast, back to plans with credits', async () => {
    const s = await session();
    await openPlans(s);
    const { page } = s;
    await page.getByRole('button', { name: 'More scans' }).click();
    await page.getByRole('button', { name: 'Buy 20 scans for $2.00' }).click();

    await page.locator('[data-page="subscription-checkout"]').waitFor();
    const summary = page.getByTestId('checkout-summary');
    await summary.getByText('20 pay-as-you-go scans').waitFor();
    await summary.getByText('$2.00').waitFor();
    await page.getByText('Test mode: use 4242 4242 4242 4242').waitFor();

    await page.getByRole('button', { name: 'Pay $2.00' }).click();
    await page.getByText('Your card number is incomplete.').waitFor();
    await page.getByText("Your card's expiration date is incomplete.").waitFor();
    await page.getByText("Your card's security code is incomplete.").waitFor();
    expect(s.billing.calls).not.toContain('POST /api/billing/local/confirm');

    await page.getByLabel('Card number').fill('4242424242424242');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('1234');
    expect(await page.getByLabel('Expiry (MM/YY)').inputValue()).toBe('12/34');
    await page.getByLabel('CVC').fill('123');
    expect(await page.getByText('Your card number is incomplete.').count()).toBe(0);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, 'checkout-local.png'), fullPage: true });

    await page.getByRole('button', { name: 'Pay $2.00' }).click();
    await toast(page, 'Payment Successful')
      .getByText('20 scans have been added to your account.')
      .waitFor();
    await page.locator('[data-page="subscription"]').waitFor();
    await page
      .getByTestId('current-plan')
      .getByText('20 pay-as-you-go credits · never expire')
      .waitFor();

    const confirmAt = s.billing.calls.indexOf('POST /api/billing/local/confirm');
    expect(s.billing.bodies[s.billing.calls.indexOf('POST /api/payg/create-payment')]).toEqual({
      scansQuantity: 20,
    });
    expect(s.billing.bodies[confirmAt]).toEqual({
      clientSecret: 'pi_local_aa11_secret_bb22',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(s.billing.bodies[s.billing.calls.indexOf('POST /api/payg/process-payment')]).toEqual({
      paymentIntentId: 'pi_local_aa11',
    });
    // The status was read again after the purchase (shared query key, so the scan page sees it).
    expect(s.billing.calls.filter((c) => c === 'GET /api/subscription/status').length).toBe(2);
    expect(s.billing.calls).not.toContain('POST /api/subscription/activate');
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'plans-after.png'), fullPage: true });
    expect(s.stripeRequests).toEqual([]);
  });

  it('keeps the checkout open with Payment Failed and the provider message for a declined card', async () => {
    const s = await session();
    await openPlans(s);
    const { page } = s;
    await page.getByRole('button', { name: 'Buy 10 scans for $1.00' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $1.00' }).click();
    await toast(page, 'Payment Failed').getByText('Your card was declined.').waitFor();
    await page.locator('[data-page="subscription-checkout"]').waitFor();
    expect(s.billing.calls).not.toContain('POST /api/payg/process-payment');

    // The notice sits over the top of the screen; the user closes it first.
    await toast(page, 'Payment Failed').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Back to Plans' }).click();
    await page.locator('[data-page="subscription"]').waitFor();
  });
});

describe('/subscription checkout with Stripe Elements', () => {
  it('loads Stripe.js only with a key: confirmCardSetup for seti_, then activate with setupIntentId', async () => {
    const s = await session({
      status: BASIC_STATUS,
      stripeKey: 'pk_test_123',
      override: async (route, method, pathname) => {
        const json = (body: unknown) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify(body),
          });
        if (method === 'POST' && pathname === '/api/subscription/create') {
          await json({ clientSecret: 'seti_1Abc_secret_Xyz', setupIntentId: 'seti_1Abc' });
          return true;
        }
        if (method === 'POST' && pathname === '/api/subscription/activate') {
          s.billing.status = { ...BASIC_STATUS, pendingTierCode: 'premium' };
          await json({
            message: 'Premium Plan starts on Apr 1, 2026.',
            subscription: s.billing.status,
          } satisfies ActivateSubscriptionResponse);
          return true;
        }
        return false;
      },
    });
    await openPlans(s);
    const { page } = s;
    expect(s.stripeRequests).toEqual([]);
    await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
    await page.getByTestId('checkout-summary').getByText('$0.00 today').waitFor();
    await page.getByLabel('Stripe card field').waitFor();
    expect(s.stripeRequests).toEqual(['https://js.stripe.com/endive/stripe.js']);
    expect(await page.getByText('Test mode: use 4242 4242 4242 4242').count()).toBe(0);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, 'checkout-stripe.png'), fullPage: true });

    await page.getByRole('button', { name: 'Save Card' }).click();
    await toast(page, 'Plan Change Scheduled')
      .getByText('Premium Plan starts on Apr 1, 2026.')
      .waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __stripeCalls: unknown }).__stripeCalls),
    ).toEqual([
      ['init', 'pk_test_123'],
      ['confirmCardSetup', 'seti_1Abc_secret_Xyz'],
    ]);
    expect(s.billing.bodies[s.billing.calls.indexOf('POST /api/subscription/activate')]).toEqual({
      setupIntentId: 'seti_1Abc',
    });
    await page
      .getByTestId('current-plan')
      .getByText(/Switching to Premium Plan on Apr 1, 2026/)
      .waitFor();
    expect(s.billing.calls).not.toContain('POST /api/billing/local/confirm');
  });

  it('confirmCardPayment for a payment secret; a failed activation says Payment Processed', async () => {
    const s = await session({
      stripeKey: 'pk_test_123',
      override: async (route, method, pathname) => {
        const json = (status: number, body: unknown) =>
          route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
        if (method === 'POST' && pathname === '/api/subscription/create') {
          await json(200, { clientSecret: 'pi_3Abc_secret_Xyz', paymentIntentId: 'pi_3Abc' });
          return true;
        }
        if (method === 'POST' && pathname === '/api/subscription/activate') {
          await json(409, { message: 'This payment has not completed yet.' });
          return true;
        }
        return false;
      },
    });
    await openPlans(s);
    const { page } = s;
    await page.getByRole('button', { name: 'Choose Basic Plan' }).click();
    await page.getByTestId('checkout-summary').getByText('$4.99/month').waitFor();
    await page.getByLabel('Stripe card field').waitFor();
    await page.getByRole('button', { name: 'Pay $4.99' }).click();
    await toast(page, 'Payment Processed')
      .getByText(/activated shortly/)
      .waitFor();
    await page.locator('[data-page="subscription"]').waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { __stripeCalls: unknown[] }).__stripeCalls[1],
      ),
    ).toEqual(['confirmCardPayment', 'pi_3Abc_secret_Xyz']);
    expect(s.billing.bodies[s.billing.calls.indexOf('POST /api/subscription/activate')]).toEqual({
      paymentIntentId: 'pi_3Abc',
    });
  });
});
