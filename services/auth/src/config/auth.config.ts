import { z } from 'zod';
import {
  booleanFlag,
  commonServiceSchema,
  httpUrl,
  rejectSetting,
  urlWithProtocols,
} from '@labellens/server-config';

const authExtras = z.object({
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://localhost:2525').optional(),
  MAIL_FROM: z.string().default('LabelLens <no-reply@labellens.local>'),
  PUBLIC_URL: httpUrl.default('http://localhost:8080'),
  OIDC_ISSUER_URL: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[a-zA-Z0-9_.-]{3,64}$/, 'must be 3-64 letters, digits, dot, dash or underscore')
    .optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /** Secret for hashing one-time codes; falls back to INTERNAL_JWT_SECRET. */
  CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Services asked for their part of a person's data export. */
  SCAN_URL: httpUrl.default('http://127.0.0.1:3002'),
  BILLING_URL: httpUrl.default('http://127.0.0.1:3003'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  ADMIN_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(8 * 60),
  /** How long auth waits for every service to confirm an erasure before sending it again (0 = never). */
  ERASURE_RETRY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .default(60_000),
  /** Force the Secure cookie flag; defaults to on outside local development. */
  COOKIE_SECURE: booleanFlag(false).optional(),
});

export const authConfigSchema = commonServiceSchema('auth', 3001)
  .and(authExtras)
  .transform((cfg, ctx) => {
    const oidc = [cfg.OIDC_ISSUER_URL, cfg.OIDC_CLIENT_ID, cfg.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      return rejectSetting(
        ctx,
        'OIDC_ISSUER_URL',
        'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      );
    }
    if (Boolean(cfg.ADMIN_USERNAME) !== Boolean(cfg.ADMIN_PASSWORD)) {
      return rejectSetting(
        ctx,
        'ADMIN_USERNAME',
        'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      );
    }
    return {
      ...cfg,
      CODE_SECRET: cfg.CODE_SECRET ?? cfg.INTERNAL_JWT_SECRET,
      COOKIE_SECURE: cfg.COOKIE_SECURE ?? cfg.NODE_ENV === 'production',
    };
  });

export type AuthConfig = z.infer<typeof authConfigSchema>;
