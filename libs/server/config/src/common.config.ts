import { z } from 'zod';

const DEV_INTERNAL_SECRET = 'labellens-local-development-internal-secret-change-me';

export const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

export const postgresUrl = urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db');
export const redisUrl = urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379');
export const httpUrl = urlWithProtocols(['http:', 'https:'], 'http://127.0.0.1:3001');

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Settings every LabelLens service shares. `service` picks the default database name. */
export function commonServiceSchema(service: string, defaultPort: number) {
  return z
    .object({
      NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
      PORT: port(defaultPort),
      HOST: z.string().default('0.0.0.0'),
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      DATABASE_URL: postgresUrl.default(`postgres://postgres@127.0.0.1:5432/labellens_${service}`),
      MIGRATE_ON_START: booleanFlag(true),
      REDIS_URL: redisUrl.default('redis://127.0.0.1:6379'),
      REDIS_KEY_PREFIX: z.string().default('labellens:'),
      EVENT_BUS: z.enum(['redis', 'kafka']).default('redis'),
      KAFKA_BROKERS: z.string().default('127.0.0.1:9092'),
      EVENT_STREAM_PREFIX: z.string().min(1).default('labellens:events:'),
      INTERNAL_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    })
    .transform((cfg, ctx) => {
      if (!cfg.INTERNAL_JWT_SECRET && cfg.NODE_ENV === 'production') {
        ctx.addIssue({ code: 'custom', path: ['INTERNAL_JWT_SECRET'], message: 'is required in production' });
        return z.NEVER;
      }
      return { ...cfg, INTERNAL_JWT_SECRET: cfg.INTERNAL_JWT_SECRET ?? DEV_INTERNAL_SECRET, SERVICE_NAME: service };
    });
}

export type CommonServiceConfig = z.infer<ReturnType<typeof commonServiceSchema>>;
