import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const ENTRIES = {
  auth: 'services/auth/src/main.ts',
  scan: 'services/scan/src/main.ts',
  'scan-worker': 'services/scan/src/worker.ts',
  billing: 'services/billing/src/main.ts',
  admin: 'services/admin/src/main.ts',
  gateway: 'services/gateway/src/main.ts',
};

function run(
  entry: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['-r', path.join(root, 'scripts/register.js'), path.join(root, entry)],
      {
        cwd: root,
        env: { ...process.env, PORT: '0', LOG_LEVEL: 'error', ...env },
      },
    );
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // A service that retried instead of stopping would still be running here: killed, it has no
    // exit code of its own. Start-up time itself is not asserted (it varies with the machine's
    // load: 10.6 s for the scan worker in one CI run on a slow machine, under 10 s elsewhere).
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('service start-up with bad configuration', () => {
  it.each(Object.entries(ENTRIES).filter(([name]) => name !== 'gateway'))(
    '%s stops at once when DATABASE_URL is invalid, naming the variable',
    async (_name, entry) => {
      const result = await run(entry, { DATABASE_URL: 'not-a-database-url' });
      expect(result.code).toBe(78);
      expect(result.stderr).toMatch(/DATABASE_URL: must be a URL like postgres:\/\//);
    },
  );

  it('a service names DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const result = await run(ENTRIES.auth, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/labellens_auth',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /Cannot reach PostgreSQL at DATABASE_URL=postgres:\/\/postgres@127\.0\.0\.1:1\/labellens_auth/,
    );
  });

  it('the gateway names a bad upstream URL and a bad port', async () => {
    const result = await run(ENTRIES.gateway, { AUTH_URL: 'ftp://x', PORT: '99999' });
    expect(result.code).toBe(78);
    expect(result.stderr).toMatch(/AUTH_URL: must be a URL like http/);
    expect(result.stderr).toMatch(/PORT:/);
  });
});
