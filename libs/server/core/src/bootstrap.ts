import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ensureDatabase } from '@labellens/server-database';
import type { CommonServiceConfig } from '@labellens/server-config';
import { refuseUnstorableText } from './storable-text';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export function nestLogLevels(level: CommonServiceConfig['LOG_LEVEL']): LogLevel[] {
  const map: Record<CommonServiceConfig['LOG_LEVEL'], number> = {
    silent: -1,
    fatal: 0,
    error: 1,
    warn: 2,
    info: 3,
    debug: 4,
    trace: 5,
  };
  return LEVELS.slice(0, map[level] + 1);
}

export interface BootstrapOptions {
  module: unknown;
  config: CommonServiceConfig;
  bodyLimitBytes?: number;
  /** Called with the app before listen (extra plugins, raw-body routes…). */
  configure?: (app: NestFastifyApplication) => Promise<void> | void;
}

/** Creates the Nest app on Fastify, wired for graceful shutdown. Does not listen. */
export async function createServiceApp(options: BootstrapOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const adapter = new FastifyAdapter({
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    trustProxy: true,
  });
  // Nest declares its options as a class but reads a plain object: there is no instance to build.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const app = await NestFactory.create<NestFastifyApplication>(options.module as never, adapter, {
    logger: nestLogLevels(config.LOG_LEVEL),
    abortOnError: false,
  });
  app.enableShutdownHooks();
  // Before any route exists, so every service's JSON input goes through the same check.
  refuseUnstorableText(app.getHttpAdapter().getInstance());
  await options.configure?.(app);
  return app;
}

/**
 * Starts a service: ensures its database exists (clear error naming DATABASE_URL if PostgreSQL is
 * unreachable), creates the app (which runs migrations when MIGRATE_ON_START) and listens on PORT.
 */
export async function bootstrapService(options: BootstrapOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const logger = new Logger(config.SERVICE_NAME);
  try {
    await ensureDatabase(config.DATABASE_URL);
    const app = await createServiceApp(options);
    await app.listen(config.PORT, config.HOST);
    logger.log(`${config.SERVICE_NAME} listening on ${config.HOST}:${config.PORT}`);
    return app;
  } catch (err) {
    process.stderr.write(`${config.SERVICE_NAME} failed to start: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
