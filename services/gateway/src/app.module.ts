import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config';
import { GATEWAY_REDIS } from './gateway.tokens';
import { ApiHealthController } from './health/api-health.controller';

class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => {
      this.redis.disconnect();
    });
  }
}

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, redis: Redis): DynamicModule {
    return {
      module: AppModule,
      controllers: [ApiHealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_REDIS, useValue: redis },
        RedisShutdown,
      ],
    };
  }
}
