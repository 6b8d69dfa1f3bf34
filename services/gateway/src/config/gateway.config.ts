import path from 'node:path';
import { z } from 'zod';
import {
  bindHost,
  httpUrl,
  internalSecret,
  port,
  redisUrl,
  resolveInternalSecret,
} from '@labellens/server-config';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

export const gatewayConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port(8080),
    HOST: bindHost(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    AUTH_URL: httpUrl.default('http://127.0.0.1:3001'),
    SCAN_URL: httpUrl.default('http://127.0.0.1:3002'),
    BILLING_URL: httpUrl.default('http://127.0.0.1:3003'),
    ADMIN_URL: httpUrl.default('http://127.0.0.1:3004'),
    REDIS_URL: redisUrl.default('redis://127.0.0.1:6379'),
    REDIS_KEY_PREFIX: z.string().default('labellens:'),
    INTERNAL_JWT_SECRET: internalSecret(),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps')),
    /** Proxies in front of the gateway whose X-Forwarded-For is believed: false, true, a hop count or CIDRs. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string[] =>
        v === 'true'
          ? true
          : v === 'false'
            ? false
            : /^\d+$/.test(v)
              ? Number(v)
              : v.split(',').map((s) => s.trim()),
      ),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** How often each replica adds its local rate-limit counts to Redis and reads the others'. */
    RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /** How long a resolved identity is reused; auth's revocation messages end it sooner. 0: never. */
    IDENTITY_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(300).default(30),
    /** Keep-alive connections per service for ordinary API requests. */
    UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).max(65_535).default(256),
    /**
     * Connections per service for streaming routes (SSE): each open stream holds one for as long as it
     * lasts, so this caps the streams one gateway process carries; above it, new streams wait.
     */
    UPSTREAM_STREAM_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    API_BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    IMAGE_BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(15 * 1024 * 1024),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    MFE_SCAN_URL: z.string().default('/mfe/scan/mf-manifest.json'),
    MFE_ACCOUNT_URL: z.string().default('/mfe/account/mf-manifest.json'),
    MFE_ADMIN_URL: z.string().default('/mfe/admin/mf-manifest.json'),
  })
  .transform((cfg, ctx) => {
    const secret = resolveInternalSecret(cfg, ctx);
    if (secret === undefined) return z.NEVER;
    return { ...cfg, INTERNAL_JWT_SECRET: secret };
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
