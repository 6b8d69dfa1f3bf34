import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type Redis from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type PluginStore = new (...args: unknown[]) => Store;
// What the plugin passes to a store's constructor (its resolved global settings).
type Params = FastifyRateLimitOptions & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
};

// The plugin's own stores (plain CommonJS, not typed): one shared in Redis, one in this process.
/* eslint-disable @typescript-eslint/no-require-imports */
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as PluginStore;
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Counts in Redis (shared by every gateway replica) while Redis answers, and in this process
 * while it does not, so an outage neither lets floods through nor turns every request into an
 * error. Nothing waits on a reconnecting client: a disconnected one is skipped at once.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  nameSpace: string,
  onFallback: () => void,
): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(params: Params, inner?: { shared: Store; local: Store }) {
      this.shared =
        inner?.shared ??
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local =
        inner?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff, 10_000);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.route('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.route('read', key, cb, timeWindow, max);
    }

    child(routeOptions: ChildOptions): Store {
      return new FallbackStore(
        {},
        { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) },
      );
    }

    private route(
      method: 'incr' | 'read',
      key: string,
      cb: Callback,
      timeWindow: number,
      max: number,
    ): void {
      const local = () => {
        onFallback();
        (this.local[method] ?? this.local.incr).call(this.local, key, cb, timeWindow, max);
      };
      if (redis.status !== 'ready') {
        local();
        return;
      }
      (this.shared[method] ?? this.shared.incr).call(
        this.shared,
        key,
        (err, result) => {
          if (err) local();
          else cb(null, result);
        },
        timeWindow,
        max,
      );
    }
  }
  return FallbackStore;
}
