import { ConfigError, DEV_INTERNAL_SECRET, loadConfig } from '@labellens/server-config';
import { scanConfigSchema } from './scan.config';

const load = (env: Record<string, string>) => loadConfig('scan', scanConfigSchema, env);
const problems = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    return (err as ConfigError).problems.map((p) => `${p.variable}: ${p.message}`);
  }
  return [];
};

describe('scan config', () => {
  it('defaults to local tesseract, billing on :3003 and no LLM', () => {
    const config = load({});
    expect(config).toMatchObject({
      OCR_PROVIDER: 'tesseract',
      TESSERACT_ENGINE: 'auto',
      OCR_POOL_SIZE: 2,
      BILLING_URL: 'http://127.0.0.1:3003',
      OPENAI_MODEL: 'gpt-4o-mini',
    });
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.OCR_LANGS).toBeUndefined();
  });

  it('names each bad variable', () => {
    expect(problems({ OCR_PROVIDER: 'ocrspace' })).toEqual([
      'OCR_PROVIDER: must be tesseract or textract',
    ]);
    expect(problems({ OCR_LANGS: 'english,french' })).toEqual([
      'OCR_LANGS: must be tesseract language codes joined by +, e.g. eng+fra+deu',
    ]);
    expect(problems({ OCR_POOL_SIZE: '0' })[0]).toMatch(/^OCR_POOL_SIZE:/);
    expect(problems({ BILLING_URL: 'billing:3003' })[0]).toMatch(/^BILLING_URL: must be a URL/);
    expect(problems({ OPENAI_BASE_URL: 'ftp://models' })[0]).toMatch(/^OPENAI_BASE_URL:/);
    expect(problems({ OCR_PROVIDER: 'textract' })).toEqual([
      'AWS_REGION: is required when OCR_PROVIDER=textract',
    ]);
    expect(problems({ AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKID' })).toEqual([
      'AWS_ACCESS_KEY_ID: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(problems({ AWS_REGION: 'Europe' })[0]).toMatch(/^AWS_REGION: must be an AWS region/);
  });

  it('accepts a Textract set-up pointed at another endpoint', () => {
    expect(
      load({
        OCR_PROVIDER: 'textract',
        AWS_REGION: 'eu-west-1',
        AWS_ENDPOINT_URL_TEXTRACT: 'http://127.0.0.1:4566',
      }),
    ).toMatchObject({
      OCR_PROVIDER: 'textract',
      AWS_ENDPOINT_URL_TEXTRACT: 'http://127.0.0.1:4566',
    });
  });

  it('signs offline allowances with their own secret in production, the internal one elsewhere', () => {
    const internal = 'i'.repeat(40);
    const offline = 'o'.repeat(40);
    expect(load({ INTERNAL_JWT_SECRET: internal })).toMatchObject({
      OFFLINE_ALLOWANCE_SECRET: internal,
      OFFLINE_ALLOWANCE_SCANS: 10,
      OFFLINE_ALLOWANCE_TTL_SECONDS: 604_800,
      OFFLINE_ALLOWANCE_GRACE_SECONDS: 172_800,
    });
    const prod = { NODE_ENV: 'production', INTERNAL_JWT_SECRET: internal };
    expect(problems(prod)).toEqual(['OFFLINE_ALLOWANCE_SECRET: is required in production']);
    expect(problems({ ...prod, OFFLINE_ALLOWANCE_SECRET: internal })).toEqual([
      'OFFLINE_ALLOWANCE_SECRET: must differ from INTERNAL_JWT_SECRET',
    ]);
    expect(problems({ ...prod, OFFLINE_ALLOWANCE_SECRET: DEV_INTERNAL_SECRET })).toEqual([
      'OFFLINE_ALLOWANCE_SECRET: is the public development secret; set a random one in production',
    ]);
    expect(problems({ ...prod, OFFLINE_ALLOWANCE_SECRET: 'short' })[0]).toMatch(
      /^OFFLINE_ALLOWANCE_SECRET: must be at least 32 characters/,
    );
    expect(load({ ...prod, OFFLINE_ALLOWANCE_SECRET: offline }).OFFLINE_ALLOWANCE_SECRET).toBe(
      offline,
    );
  });
});
