import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, Reflector } from '@nestjs/core';
import { InternalIdentityGuard } from '@labellens/server-auth';
import type { CommonServiceConfig } from '@labellens/server-config';
import Redis from 'ioredis';
import { HealthController } from './health.controller';
import { HttpExceptionFilter } from './http-exception.filter';
import { REDIS_CLIENT, SERVICE_CONFIG } from './tokens';

class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => {
      this.redis.disconnect();
    });
  }
}

/**
 * What every service gets: its config, a Redis client, health endpoints, the deny-by-default
 * identity guard and one place that maps errors to `{ message }` JSON.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: CommonServiceConfig): DynamicModule {
    return {
      module: CoreModule,
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        {
          provide: REDIS_CLIENT,
          useFactory: () =>
            new Redis(config.REDIS_URL, {
              maxRetriesPerRequest: 2,
              enableOfflineQueue: true,
              lazyConnect: false,
            }),
        },
        RedisShutdown,
        {
          provide: APP_GUARD,
          inject: [Reflector],
          useFactory: (reflector: Reflector) =>
            new InternalIdentityGuard(reflector, config.INTERNAL_JWT_SECRET),
        },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
      exports: [SERVICE_CONFIG, REDIS_CLIENT],
    };
  }
}
