import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { PublicRoute } from '@labellens/server-auth';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT, SERVICE_CONFIG } from './tokens';
import type { CommonServiceConfig } from '@labellens/server-config';

const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@PublicRoute()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: CommonServiceConfig,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok', service: this.config.SERVICE_NAME };
  }

  /** Ready only when both the database and Redis answer. */
  @Get('ready')
  async ready() {
    const checks: Record<string, { status: 'up' | 'down'; error?: string }> = {};
    await Promise.all([
      withTimeout(this.dataSource.query('SELECT 1'), 2000)
        .then(() => (checks.database = { status: 'up' }))
        .catch((err: unknown) => (checks.database = { status: 'down', error: errorMessage(err) })),
      withTimeout(this.redis.ping(), 2000)
        .then(() => (checks.redis = { status: 'up' }))
        .catch((err: unknown) => (checks.redis = { status: 'down', error: errorMessage(err) })),
    ]);
    const ok = Object.values(checks).every((c) => c.status === 'up');
    const body = { status: ok ? 'ok' : 'unavailable', service: this.config.SERVICE_NAME, checks };
    if (!ok) throw new ServiceUnavailableException(body);
    return body;
  }
}
