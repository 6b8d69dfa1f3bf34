import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DomainEvent, EventEnvelope } from '@labellens/event-contracts';
import { INTERNAL_IDENTITY_HEADER, signInternalToken, type Identity } from '@labellens/server-auth';
import { loadConfig } from '@labellens/server-config';
import { createServiceApp } from '@labellens/server-core';
import { serviceDataSourceOptions } from '@labellens/server-database';
import {
  createEventBus,
  IdempotentConsumer,
  OutboxWriter,
  type EventBus,
} from '@labellens/server-events';
import { TEST_REDIS_URL, createTestDatabase, testRedisPrefix } from '@labellens/server-testing';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AnalyticsRepository } from '../../src/analytics/analytics.repository';
import { AnalyticsService } from '../../src/analytics/analytics.service';
import { AppModule } from '../../src/app.module';
import { adminConfigSchema, type AdminConfig } from '../../src/config/admin.config';
import { adminSchema, createAdminDataSource } from '../../src/database/data-source';
import {
  ADMIN_READ_MODELS_CONSUMER,
  ReadModelsConsumer,
} from '../../src/read-models/read-models.consumer';
import { ReadModelsRepository } from '../../src/read-models/read-models.repository';

export const TEST_SECRET = 'admin-test-internal-secret-0123456789abcdef';

export type Headers = Record<string, string>;

export function identityHeaders(identity: Identity, secret = TEST_SECRET): Headers {
  return { [INTERNAL_IDENTITY_HEADER]: signInternalToken(identity, secret) };
}

export const adminHeaders = () =>
  identityHeaders({ kind: 'admin', adminId: 'admin-1', username: 'root', tokenId: 'token-1' });
export const userHeaders = () =>
  identityHeaders({ kind: 'user', userId: 'user-1', sessionId: 'session-1' });

/** Environment of an admin process on a test database and Redis prefix (also for the CLI child). */
export function testEnv(databaseUrl: string, prefix: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    EVENT_STREAM_PREFIX: `${prefix}events:`,
    INTERNAL_JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'error',
    // No owning services here: reconciliation tests turn it on with their own URLs.
    ADMIN_RECONCILE_INTERVAL_MS: '0',
  };
}

async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** Polls until `check` passes or `timeoutMs` elapses (then rethrows its last failure). */
export async function eventually(
  check: () => Promise<void> | void,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Applies events the way the live consumer does (idempotently, one transaction each). */
export class Projector {
  private readonly idempotent: IdempotentConsumer;
  private readonly consumer = new ReadModelsConsumer(
    new ReadModelsRepository(),
    new OutboxWriter(),
  );
  constructor(readonly dataSource: DataSource) {
    this.idempotent = new IdempotentConsumer(dataSource, ADMIN_READ_MODELS_CONSUMER);
  }

  /** Returns how many events took effect (duplicates do not). */
  async apply(events: readonly EventEnvelope[]): Promise<number> {
    let applied = 0;
    for (const event of events) {
      if (
        await this.idempotent.handle(event as DomainEvent, (e, manager) =>
          this.consumer.handle(e, manager),
        )
      )
        applied += 1;
    }
    return applied;
  }

  reset(): Promise<void> {
    return this.dataSource.transaction((manager) =>
      new ReadModelsRepository().reset(manager, ADMIN_READ_MODELS_CONSUMER),
    );
  }

  analytics(now?: Date) {
    return new AnalyticsService(new AnalyticsRepository(this.dataSource)).analytics(now);
  }
}

/**
 * A migrated admin database, without the app (for the consumer tests). `quiet` silences TypeORM's
 * logging of failed queries, for tests that make queries fail on purpose.
 */
export async function startAdminDatabase(label: string, options: { quiet?: boolean } = {}) {
  const database = await createTestDatabase(`admin_${label}`);
  const dataSource = options.quiet
    ? new DataSource({
        ...serviceDataSourceOptions({ url: database.url, ...adminSchema }),
        logging: false,
      })
    : createAdminDataSource(database.url);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return {
    url: database.url,
    dataSource,
    projector: new Projector(dataSource),
    async close() {
      await dataSource.destroy();
      await database.drop();
    },
  };
}

export interface AdminTestApp {
  app: NestFastifyApplication;
  config: AdminConfig;
  env: Record<string, string>;
  prefix: string;
  dataSource: DataSource;
  projector: Projector;
  /** A publisher on the same streams as the running service. */
  bus: EventBus;
  http: () => ReturnType<typeof request>;
  /** Resolves once the running service's consumer has recorded every one of these events. */
  waitForConsumed(events: readonly EventEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

/** The admin Nest app (live consumer included) on a fresh database and Redis prefix, called directly. */
export async function startAdminApp(
  label: string,
  overrides: Record<string, string> = {},
): Promise<AdminTestApp> {
  const database = await createTestDatabase(`admin_${label}`);
  const prefix = testRedisPrefix(`admin-${label}`);
  const env = { ...testEnv(database.url, prefix), ...overrides };
  const config = loadConfig('admin', adminConfigSchema, env);
  const app = await createServiceApp({ module: AppModule.forRoot(config), config });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get(DataSource);
  const bus = createEventBus(config);
  return {
    app,
    config,
    env,
    prefix,
    dataSource,
    projector: new Projector(dataSource),
    bus,
    http: () => request(app.getHttpServer()),
    async waitForConsumed(events) {
      const ids = events.map((e) => e.id);
      await eventually(async () => {
        const rows: { count: string }[] = await dataSource.query(
          'SELECT count(*) FROM processed_events WHERE consumer = $1 AND event_id = ANY($2::uuid[])',
          [ADMIN_READ_MODELS_CONSUMER, ids],
        );
        expect(Number(rows[0]?.count)).toBe(ids.length);
      });
    },
    async close() {
      await bus.close();
      await app.close();
      if (env.REDIS_URL === TEST_REDIS_URL) await clearRedisPrefix(prefix);
      await database.drop();
    },
  };
}
