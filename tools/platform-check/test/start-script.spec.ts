import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { internalSecretForRun } = require(path.resolve(__dirname, '../../../scripts/start.js')) as {
  internalSecretForRun: (env: Record<string, string>, fileEnv: Record<string, string>) => string;
};

describe('npm start: the internal secret', () => {
  it('is random for each run when none is configured, never the public development secret', () => {
    const first = internalSecretForRun({}, {});
    const second = internalSecretForRun({}, {});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
  });

  it('keeps a configured one: the environment first, then .env', () => {
    const env = 'e'.repeat(40);
    const file = 'f'.repeat(40);
    expect(internalSecretForRun({ INTERNAL_JWT_SECRET: env }, { INTERNAL_JWT_SECRET: file })).toBe(
      env,
    );
    expect(internalSecretForRun({}, { INTERNAL_JWT_SECRET: file })).toBe(file);
  });
});
