import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks the slice of Stripe's HTTP API billing uses, so tests run the real
 * `stripe` SDK end to end: form-encoded POSTs, Stripe-shaped JSON objects and error bodies,
 * bearer-key auth and Idempotency-Key replay.
 *
 *   POST /v1/customers
 *   POST /v1/payment_intents            (confirm=true + payment_method charges at once, e.g. off-session)
 *   GET  /v1/payment_intents/:id
 *   POST /v1/payment_intents/:id/confirm
 *   POST /v1/setup_intents
 *   GET  /v1/setup_intents/:id
 *   POST /v1/setup_intents/:id/confirm
 *
 * Test payment methods follow Stripe's names: pm_card_visa / pm_card_mastercard succeed,
 * pm_card_chargeDeclined is declined, pm_card_chargeCustomerFail attaches but later off-session
 * charges are declined.
 */

type Json = Record<string, unknown>;

interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: Json;
  setup_intent?: Json;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

const TEST_METHODS: Record<string, { brand: string; declines: boolean; failsOffSession: boolean }> =
  {
    pm_card_visa: { brand: 'visa', declines: false, failsOffSession: false },
    pm_card_mastercard: { brand: 'mastercard', declines: false, failsOffSession: false },
    pm_card_chargeDeclined: { brand: 'visa', declines: true, failsOffSession: false },
    pm_card_chargeCustomerFail: { brand: 'visa', declines: false, failsOffSession: true },
  };

/** Decodes Stripe's bracket form encoding (`metadata[userId]=u1`) into nested objects. */
export function parseStripeForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]/).filter(Boolean);
    let target = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Json;
    });
  }
  return result;
}

export class FakeStripeServer {
  readonly paymentIntents = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  /** Every request, for assertions (method, path, idempotency key). */
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  private readonly savedMethods = new Map<string, { brand: string; failsOffSession: boolean }>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server!: http.Server;
  port = 0;

  static async start(): Promise<FakeStripeServer> {
    const fake = new FakeStripeServer();
    fake.server = http.createServer((req, res) => void fake.route(req, res));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.port = (fake.server.address() as AddressInfo).port;
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }

  /** A Stripe event envelope around `object`, as a webhook would deliver it. */
  event(type: string, object: Json, eventId = id('evt')): string {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }

  private async route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const method = req.method ?? 'GET';
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method, path: url.pathname, idempotencyKey });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    const auth = req.headers.authorization ?? '';
    if (!/^Bearer (sk|rk)_test_/.test(auth)) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const replayKey =
      idempotencyKey && method === 'POST' ? `${url.pathname}|${idempotencyKey}` : undefined;
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (replay) {
      send(replay.status, replay.body);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      body = this.handle(
        method,
        url.pathname,
        parseStripeForm(Buffer.concat(chunks).toString('utf8')),
      );
    } catch (err) {
      if (!(err instanceof StripeHttpError)) throw err;
      status = err.status;
      body = { error: err.body };
    }
    if (replayKey) this.idempotent.set(replayKey, { status, body });
    send(status, body);
  }

  private handle(method: string, path: string, form: Json): Json {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1') throw this.unrecognized(method, path);
    const [, resource, objectId, action] = parts;
    if (method === 'POST' && resource === 'customers' && !objectId)
      return this.createCustomer(form);
    if (resource === 'payment_intents') {
      if (method === 'POST' && !objectId) return this.createPaymentIntent(form);
      const intent = this.find(this.paymentIntents, 'payment_intent', objectId);
      if (method === 'GET' && !action) return intent;
      if (method === 'POST' && action === 'confirm') return this.confirmPaymentIntent(intent, form);
    }
    if (resource === 'setup_intents') {
      if (method === 'POST' && !objectId) return this.createSetupIntent(form);
      const intent = this.find(this.setupIntents, 'setup_intent', objectId);
      if (method === 'GET' && !action) return intent;
      if (method === 'POST' && action === 'confirm') return this.confirmSetupIntent(intent, form);
    }
    throw this.unrecognized(method, path);
  }

  private createCustomer(form: Json): Json {
    const customer = {
      id: id('cus'),
      object: 'customer',
      created: now(),
      livemode: false,
      metadata: form.metadata ?? {},
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createPaymentIntent(form: Json): Json {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    if (typeof form.currency !== 'string') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'currency',
        message: 'Missing required param: currency.',
      });
    }
    const intentId = id('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: form.automatic_payment_methods ? { enabled: true } : null,
      capture_method: 'automatic',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: form.currency,
      customer: form.customer ?? null,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: form.metadata ?? {},
      payment_method: null,
      payment_method_types: ['card'],
      setup_future_usage: form.setup_future_usage ?? null,
      status: 'requires_payment_method',
    };
    this.paymentIntents.set(intentId, intent);
    if (form.confirm === 'true') return this.confirmPaymentIntent(intent, form);
    return intent;
  }

  private confirmPaymentIntent(intent: Json, form: Json): Json {
    if (intent.status === 'succeeded') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        payment_intent: intent,
      });
    }
    const method = this.resolveMethod(form.payment_method);
    const offSession = form.off_session === 'true';
    if (method.declines || (offSession && method.failsOffSession)) {
      const error = {
        type: 'card_error' as const,
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: error,
        payment_method: null,
      });
      throw new StripeHttpError(402, { ...error, payment_intent: intent });
    }
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      payment_method: method.id,
      latest_charge: id('ch'),
      last_payment_error: null,
    });
    return intent;
  }

  private createSetupIntent(form: Json): Json {
    const intentId = id('seti');
    const intent: Json = {
      id: intentId,
      object: 'setup_intent',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      customer: form.customer ?? null,
      description: null,
      last_setup_error: null,
      livemode: false,
      metadata: form.metadata ?? {},
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage: form.usage ?? 'off_session',
    };
    this.setupIntents.set(intentId, intent);
    return intent;
  }

  private confirmSetupIntent(intent: Json, form: Json): Json {
    const method = this.resolveMethod(form.payment_method);
    if (method.declines) {
      const error = {
        type: 'card_error' as const,
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      Object.assign(intent, { status: 'requires_payment_method', last_setup_error: error });
      throw new StripeHttpError(402, { ...error, setup_intent: intent });
    }
    Object.assign(intent, {
      status: 'succeeded',
      payment_method: method.id,
      last_setup_error: null,
    });
    return intent;
  }

  /** A test token becomes a saved payment method id; a saved id keeps its card's behaviour. */
  private resolveMethod(value: unknown): {
    id: string;
    declines: boolean;
    failsOffSession: boolean;
  } {
    if (typeof value !== 'string') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        param: 'payment_method',
        message: 'You cannot confirm this PaymentIntent because it is missing a payment method.',
      });
    }
    const saved = this.savedMethods.get(value);
    if (saved) return { id: value, declines: false, failsOffSession: saved.failsOffSession };
    const test = Object.hasOwn(TEST_METHODS, value) ? TEST_METHODS[value] : undefined;
    if (!test) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${value}'`,
      });
    }
    const methodId = id('pm');
    if (!test.declines)
      this.savedMethods.set(methodId, { brand: test.brand, failsOffSession: test.failsOffSession });
    return { id: methodId, declines: test.declines, failsOffSession: test.failsOffSession };
  }

  private find(store: Map<string, Json>, kind: string, objectId: string | undefined): Json {
    const found = objectId === undefined ? undefined : store.get(objectId);
    if (!found) {
      throw new StripeHttpError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such ${kind}: '${objectId}'`,
      });
    }
    return found;
  }

  private unrecognized(method: string, path: string): StripeHttpError {
    return new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }
}
