import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { loadConfig } from '@labellens/server-config';
import { createServiceApp } from '@labellens/server-core';
import { TEST_REDIS_URL, createTestDatabase, testRedisPrefix } from '@labellens/server-testing';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureBillingApp } from '../../src/billing.app';
import { ManualClock } from '../../src/common/clock.service';
import { billingConfigSchema, type BillingConfig } from '../../src/config/billing.config';

export const TEST_SECRET = 'billing-test-internal-secret-0123456789abcdef';
export const STRIPE_TEST_KEY = 'sk_test_billing_0123456789';
export const STRIPE_WEBHOOK_SECRET = 'whsec_billing_test_0123456789abcdef';

export type Headers = Record<string, string>;

export function userHeaders(userId: string): Headers {
  return {
    [INTERNAL_IDENTITY_HEADER]: signInternalToken(
      { kind: 'user', userId, sessionId: `session-${userId}` },
      TEST_SECRET,
    ),
  };
}

export function serviceHeaders(service = 'scan'): Headers {
  return {
    [INTERNAL_IDENTITY_HEADER]: signInternalToken({ kind: 'service', service }, TEST_SECRET),
  };
}

export function anonymousHeaders(): Headers {
  return { [INTERNAL_IDENTITY_HEADER]: signInternalToken({ kind: 'anonymous' }, TEST_SECRET) };
}

/** Environment for a billing process against a test database (also used for the child process). */
export function testEnv(
  databaseUrl: string,
  redisPrefix: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    EVENT_STREAM_PREFIX: `${redisPrefix}events:`,
    INTERNAL_JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'error',
    BILLING_RENEWAL_INTERVAL_MS: '0',
    ...extra,
  };
}

export function stripeEnv(apiBase: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_billing',
    STRIPE_API_BASE: apiBase,
  };
}

/** Deletes every Redis key under a test prefix. */
export async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface BillingTestApp {
  app: NestFastifyApplication;
  config: BillingConfig;
  clock: ManualClock;
  dataSource: DataSource;
  http: () => ReturnType<typeof request>;
  get<T>(token: new (...args: never[]) => T): T;
  close(): Promise<void>;
}

/** The billing Nest app on a fresh database and Redis prefix, called directly (no gateway). */
export async function startBillingApp(
  label: string,
  extraEnv: Record<string, string> = {},
): Promise<BillingTestApp> {
  const database = await createTestDatabase(`billing_${label}`);
  const prefix = testRedisPrefix(`billing-${label}`);
  const config = loadConfig(
    'billing',
    billingConfigSchema,
    testEnv(database.url, prefix, extraEnv),
  );
  const clock = new ManualClock();
  const app = await createServiceApp({
    module: AppModule.forRoot(config, { clock }),
    config,
    configure: configureBillingApp,
  });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    clock,
    dataSource: app.get(DataSource),
    http: () => request(app.getHttpServer()),
    get: (token) => app.get(token),
    close: async () => {
      await app.close();
      await clearRedisPrefix(prefix);
      await database.drop();
    },
  };
}
