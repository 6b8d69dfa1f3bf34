import { z } from 'zod';
import {
  commonServiceSchema,
  httpUrl,
  internalSecret,
  rejectSetting,
  resolveSigningSecret,
} from '@labellens/server-config';

/** Tesseract language codes the scan service knows how to use (`eng`, `fra`, `deu`, …). */
const tesseractLangs = z.string().regex(/^[a-z]{3}(?:_[a-z]+)?(?:\+[a-z]{3}(?:_[a-z]+)?)*$/, {
  message: 'must be tesseract language codes joined by +, e.g. eng+fra+deu',
});

const scanExtras = z.object({
  /** Which OCR service reads the labels: local tesseract (default, no keys) or AWS Textract. */
  OCR_PROVIDER: z
    .enum(['tesseract', 'textract'], { message: 'must be tesseract or textract' })
    .default('tesseract'),
  /**
   * Tesseract engine: `native` spawns Debian's `tesseract` binary, `wasm` runs tesseract.js in a
   * warm worker pool; `auto` picks native when the binary answers, else wasm.
   */
  TESSERACT_ENGINE: z
    .enum(['auto', 'native', 'wasm'], { message: 'must be auto, native or wasm' })
    .default('auto'),
  TESSERACT_BINARY: z.string().min(1).default('tesseract'),
  /**
   * Languages OCR may read. Default: every supported language installed (native), or the
   * English and French data shipped on npm (wasm).
   */
  OCR_LANGS: tesseractLangs.optional(),
  /** OCR jobs run at once per worker process (tesseract.js workers kept warm, or native processes). */
  OCR_POOL_SIZE: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * `on`: PaddleOCR's text detector (ONNX, from npm) finds the text lines of a photo before
   * tesseract reads them; `off`: tesseract segments the whole image itself (the old path).
   */
  OCR_TEXT_DETECTION: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** How long an extraction request waits for its OCR job. */
  OCR_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(45_000),
  /** Base URL of the billing service's internal quota API. */
  BILLING_URL: httpUrl.default('http://127.0.0.1:3003'),
  BILLING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** How often saved scans whose quota commit billing has not confirmed are retried (0 = never). */
  BILLING_COMMIT_RETRY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Turns on LLM enrichment (plain-language explanations, AI-estimated opinions on unknown ingredients). */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Any OpenAI-compatible chat-completions API. */
  OPENAI_BASE_URL: httpUrl.optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** How long a stream waits for the enrichment before completing without it. */
  LLM_WAIT_MS: z.coerce.number().int().min(0).max(300_000).default(25_000),
  AWS_REGION: z
    .string()
    .regex(/^[a-z]{2}(?:-[a-z]+)+-\d$/, { message: 'must be an AWS region such as eu-west-1' })
    .optional(),
  /** Points the Textract client elsewhere (a local server speaking the Textract API in tests). */
  AWS_ENDPOINT_URL_TEXTRACT: httpUrl.optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  /**
   * Signs offline allowances (HMAC-SHA256). Required in production (≥ 32 characters, not the
   * development secret, not INTERNAL_JWT_SECRET); elsewhere it defaults to the internal secret.
   */
  OFFLINE_ALLOWANCE_SECRET: internalSecret(),
  /** Scans an offline allowance holds at most (fewer when less quota is left or asked for). */
  OFFLINE_ALLOWANCE_SCANS: z.coerce.number().int().min(1).max(100).default(10),
  /** How long an offline allowance can be used to scan (7 days). */
  OFFLINE_ALLOWANCE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(604_800),
  /**
   * After its expiry, scans made before it may still sync this long (48 h); the held scans stay
   * held until then and go back to the quota at the end.
   */
  OFFLINE_ALLOWANCE_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(172_800),
});

export const scanConfigSchema = commonServiceSchema('scan', 3002)
  .and(scanExtras)
  .transform((cfg, ctx) => {
    if (cfg.OCR_PROVIDER === 'textract' && !cfg.AWS_REGION) {
      return rejectSetting(ctx, 'AWS_REGION', 'is required when OCR_PROVIDER=textract');
    }
    if (Boolean(cfg.AWS_ACCESS_KEY_ID) !== Boolean(cfg.AWS_SECRET_ACCESS_KEY)) {
      return rejectSetting(
        ctx,
        'AWS_ACCESS_KEY_ID',
        'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
      );
    }
    const offlineSecret = resolveSigningSecret(
      'OFFLINE_ALLOWANCE_SECRET',
      cfg.OFFLINE_ALLOWANCE_SECRET,
      cfg,
      ctx,
    );
    if (offlineSecret === undefined) return z.NEVER;
    return { ...cfg, OFFLINE_ALLOWANCE_SECRET: offlineSecret };
  });

export type ScanConfig = z.infer<typeof scanConfigSchema>;

/** The part of the config the extraction pipeline needs (the CLI builds one from its own env). */
export type OcrConfig = Pick<
  ScanConfig,
  | 'OCR_PROVIDER'
  | 'TESSERACT_ENGINE'
  | 'TESSERACT_BINARY'
  | 'OCR_LANGS'
  | 'OCR_POOL_SIZE'
  | 'OCR_TEXT_DETECTION'
  | 'AWS_REGION'
  | 'AWS_ENDPOINT_URL_TEXTRACT'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_ACCESS_KEY'
  | 'AWS_SESSION_TOKEN'
>;
