import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { request } from 'undici';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { GATEWAY_REDIS } from '../gateway.tokens';

type Check = { status: 'up' | 'down'; error?: string };

const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

async function probe(url: string): Promise<Check> {
  try {
    const res = await request(url, { headersTimeout: 2000, bodyTimeout: 2000 });
    const body = (await res.body.json().catch(() => ({}))) as { checks?: unknown };
    return res.statusCode === 200
      ? { status: 'up' }
      : { status: 'down', error: `HTTP ${res.statusCode} ${JSON.stringify(body.checks ?? {})}` };
  } catch (err) {
    return { status: 'down', error: (err as Error).message };
  }
}

@Controller()
export class ApiHealthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
  ) {}

  @Get('health/live')
  live() {
    return { status: 'ok', service: 'gateway' };
  }

  @Get('health/ready')
  async ready(@Res() reply: FastifyReply) {
    const redis = await this.redis.ping().then(
      (): Check => ({ status: 'up' }),
      (err: unknown): Check => ({ status: 'down', error: errorMessage(err) }),
    );
    return reply
      .code(redis.status === 'up' ? 200 : 503)
      .send({ status: redis.status === 'up' ? 'ok' : 'unavailable', checks: { redis } });
  }

  /** Reports every service (readiness: database and Redis each) behind the gateway. */
  @Get('api/health')
  async apiHealth(@Res() reply: FastifyReply) {
    const targets = {
      auth: this.config.AUTH_URL,
      scan: this.config.SCAN_URL,
      billing: this.config.BILLING_URL,
      admin: this.config.ADMIN_URL,
    };
    const entries = await Promise.all(
      Object.entries(targets).map(
        async ([name, base]) => [name, await probe(`${base}/health/ready`)] as const,
      ),
    );
    const services: Record<string, Check> = Object.fromEntries(entries);
    services.gateway = await this.redis.ping().then(
      (): Check => ({ status: 'up' }),
      (err: unknown): Check => ({ status: 'down', error: errorMessage(err) }),
    );
    const ok = Object.values(services).every((s) => s.status === 'up');
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', services });
  }
}
