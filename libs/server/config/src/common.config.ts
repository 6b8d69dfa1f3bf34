import { z } from 'zod';

/** Public (it is in the source): only ever used by processes that listen on loopback in development. */
export const DEV_INTERNAL_SECRET = 'labellens-local-development-internal-secret-change-me';

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

export const postgresUrl = urlWithProtocols(
  ['postgres:', 'postgresql:'],
  'postgres://user@host:5432/db',
);
export const redisUrl = urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379');
export const httpUrl = urlWithProtocols(['http:', 'https:'], 'http://127.0.0.1:3001');

export const port = (fallback: number) =>
  z.coerce.number().int().min(0).max(65535).default(fallback);

export const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Interface to listen on. Loopback unless configured: containers and clusters set HOST=0.0.0.0
 * explicitly, so a process started by hand is never reachable from the network by accident.
 */
export const bindHost = () =>
  z
    .string()
    .regex(/^[0-9a-zA-Z.:_-]+$/, 'must be an address or host name like 127.0.0.1 or 0.0.0.0')
    .default('127.0.0.1');

export const internalSecret = () =>
  z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional();

/**
 * Reports why `variable` stops start-up and gives the value a `.transform` returns to fail the
 * parse: `return rejectSetting(ctx, 'X', 'is required when …')`.
 */
export function rejectSetting(
  ctx: z.RefinementCtx,
  variable: string,
  message: string,
): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', path: [variable], message });
  return z.NEVER;
}

/**
 * The internal-token secret to use, or undefined after reporting why start-up must stop: in
 * production it must be set and must not be the public development secret (anyone could sign
 * identities with it).
 */
export function resolveInternalSecret(
  cfg: { NODE_ENV: string; INTERNAL_JWT_SECRET?: string },
  ctx: z.RefinementCtx,
): string | undefined {
  if (cfg.NODE_ENV !== 'production') return cfg.INTERNAL_JWT_SECRET ?? DEV_INTERNAL_SECRET;
  if (!cfg.INTERNAL_JWT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['INTERNAL_JWT_SECRET'],
      message: 'is required in production',
    });
    return undefined;
  }
  if (cfg.INTERNAL_JWT_SECRET === DEV_INTERNAL_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['INTERNAL_JWT_SECRET'],
      message: 'is the public development secret; set a random one in production',
    });
    return undefined;
  }
  return cfg.INTERNAL_JWT_SECRET;
}

/** Settings every LabelLens service shares. `service` picks the default database name. */
export function commonServiceSchema(service: string, defaultPort: number) {
  return z
    .object({
      NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
      PORT: port(defaultPort),
      HOST: bindHost(),
      LOG_LEVEL: z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
        .default('info'),
      DATABASE_URL: postgresUrl.default(`postgres://postgres@127.0.0.1:5432/labellens_${service}`),
      MIGRATE_ON_START: booleanFlag(true),
      REDIS_URL: redisUrl.default('redis://127.0.0.1:6379'),
      REDIS_KEY_PREFIX: z.string().default('labellens:'),
      EVENT_BUS: z.enum(['redis', 'kafka']).default('redis'),
      KAFKA_BROKERS: z.string().default('127.0.0.1:9092'),
      EVENT_STREAM_PREFIX: z.string().min(1).default('labellens:events:'),
      INTERNAL_JWT_SECRET: internalSecret(),
    })
    .transform((cfg, ctx) => {
      const secret = resolveInternalSecret(cfg, ctx);
      if (secret === undefined) return z.NEVER;
      return { ...cfg, INTERNAL_JWT_SECRET: secret, SERVICE_NAME: service };
    });
}

export type CommonServiceConfig = z.infer<ReturnType<typeof commonServiceSchema>>;

/**
 * A signing secret other than the internal one (e.g. OFFLINE_ALLOWANCE_SECRET), by the same rules:
 * in production it must be set, not the public development secret and not INTERNAL_JWT_SECRET
 * itself (one leaked secret must not give the other); elsewhere it defaults to the internal secret.
 * Returns undefined after reporting why start-up must stop.
 */
export function resolveSigningSecret(
  variable: string,
  value: string | undefined,
  cfg: { NODE_ENV: string; INTERNAL_JWT_SECRET: string },
  ctx: z.RefinementCtx,
): string | undefined {
  if (cfg.NODE_ENV !== 'production') return value ?? cfg.INTERNAL_JWT_SECRET;
  const problem = !value
    ? 'is required in production'
    : value === DEV_INTERNAL_SECRET
      ? 'is the public development secret; set a random one in production'
      : value === cfg.INTERNAL_JWT_SECRET
        ? 'must differ from INTERNAL_JWT_SECRET'
        : null;
  if (problem === null) return value;
  ctx.addIssue({ code: 'custom', path: [variable], message: problem });
  return undefined;
}
