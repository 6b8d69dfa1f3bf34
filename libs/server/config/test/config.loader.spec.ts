import { z } from 'zod';
import { ConfigError, DEV_INTERNAL_SECRET, commonServiceSchema, loadConfig } from '../src';

describe('loadConfig', () => {
  const schema = commonServiceSchema('auth', 3001);

  it('names DATABASE_URL when it is not a postgres URL', () => {
    expect(() => loadConfig('auth', schema, { DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    try {
      loadConfig('auth', schema, { DATABASE_URL: 'not a url' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.variable)).toEqual(['DATABASE_URL']);
    }
  });

  it('applies defaults, treating empty strings as unset', () => {
    const cfg = loadConfig('auth', schema, { PORT: '', REDIS_URL: '' });
    expect(cfg.PORT).toBe(3001);
    expect(cfg.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/labellens_auth');
    expect(cfg.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(cfg.MIGRATE_ON_START).toBe(true);
  });

  it('requires an internal secret in production and rejects short ones', () => {
    expect(() => loadConfig('auth', schema, { NODE_ENV: 'production' })).toThrow(
      /INTERNAL_JWT_SECRET: is required/,
    );
    expect(() => loadConfig('auth', schema, { INTERNAL_JWT_SECRET: 'short' })).toThrow(
      /INTERNAL_JWT_SECRET/,
    );
  });

  it('refuses the public development secret in production, naming the variable', () => {
    expect(() =>
      loadConfig('auth', schema, {
        NODE_ENV: 'production',
        INTERNAL_JWT_SECRET: DEV_INTERNAL_SECRET,
      }),
    ).toThrow(/INTERNAL_JWT_SECRET: is the public development secret/);
    expect(() =>
      loadConfig('auth', schema, { NODE_ENV: 'production', INTERNAL_JWT_SECRET: 'x'.repeat(31) }),
    ).toThrow(/INTERNAL_JWT_SECRET: must be at least 32 characters/);
    const secret = 'f'.repeat(64);
    expect(
      loadConfig('auth', schema, { NODE_ENV: 'production', INTERNAL_JWT_SECRET: secret })
        .INTERNAL_JWT_SECRET,
    ).toBe(secret);
    // Development keeps working out of the box (it listens on loopback only).
    expect(loadConfig('auth', schema, {}).INTERNAL_JWT_SECRET).toBe(DEV_INTERNAL_SECRET);
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig('auth', schema, {}).HOST).toBe('127.0.0.1');
    expect(loadConfig('auth', schema, { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(() => loadConfig('auth', schema, { HOST: 'http://x/' })).toThrow(
      /HOST: must be an address/,
    );
  });

  it('rejects a port out of range and a bad flag', () => {
    expect(() =>
      loadConfig('x', z.object({ PORT: z.coerce.number().max(10) }), { PORT: '99' }),
    ).toThrow(/PORT/);
    expect(() => loadConfig('auth', schema, { MIGRATE_ON_START: 'maybe' })).toThrow(
      /MIGRATE_ON_START: must be true or false/,
    );
  });
});
