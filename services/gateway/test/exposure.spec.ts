import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEV_INTERNAL_SECRET } from '@labellens/server-config';
import { freePort, testRedisPrefix } from '@labellens/server-testing';

const root = path.resolve(__dirname, '..', '..', '..');

/** Runs a service entry point as its own process, as `npm start` and the containers do. */
function run(entry: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['-r', path.join(root, 'scripts/register.js'), path.join(root, entry)],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  return { child, exited, output: () => output };
}

function emptyWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-web-'));
  for (const app of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    mkdirSync(path.join(dir, app, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, app, 'dist', 'index.html'), '<html></html>');
  }
  return dir;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe('secrets: outside development a process refuses a public or short secret (exit 78)', () => {
  it.each([
    ['services/gateway/src/main.ts', {}, /INTERNAL_JWT_SECRET: is required in production/],
    [
      'services/gateway/src/main.ts',
      { INTERNAL_JWT_SECRET: DEV_INTERNAL_SECRET },
      /INTERNAL_JWT_SECRET: is the public development secret/,
    ],
    [
      'services/admin/src/main.ts',
      { INTERNAL_JWT_SECRET: DEV_INTERNAL_SECRET },
      /INTERNAL_JWT_SECRET: is the public development secret/,
    ],
    [
      'services/billing/src/main.ts',
      { INTERNAL_JWT_SECRET: 'too-short-0123456789' },
      /INTERNAL_JWT_SECRET: must be at least 32 characters/,
    ],
  ])(
    '%s %j',
    async (entry, env, message) => {
      const proc = run(entry, { NODE_ENV: 'production', PAYMENT_PROVIDER: 'local', ...env });
      expect(await proc.exited).toBe(78);
      expect(proc.output()).toMatch(message);
    },
    60_000,
  );
});

describe('exposure: a process started without HOST listens on loopback only', () => {
  it('the gateway answers on 127.0.0.1 and not on any other address of this machine', async () => {
    const port = await freePort();
    const proc = run('services/gateway/src/main.ts', {
      PORT: String(port),
      REDIS_KEY_PREFIX: testRedisPrefix('exposure'),
      WEB_DIST_DIR: emptyWebDist(),
      LOG_LEVEL: 'info',
    });
    try {
      const deadline = Date.now() + 45_000;
      while (!proc.output().includes('listening on') && Date.now() < deadline) {
        if (proc.child.exitCode !== null) throw new Error(proc.output());
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(proc.output()).toContain(`gateway listening on 127.0.0.1:${port}`);
      expect(await connects('127.0.0.1', port)).toBe(true);
      const others = Object.values(os.networkInterfaces())
        .flat()
        .filter((a): a is os.NetworkInterfaceInfo => !!a && !a.internal && a.family === 'IPv4');
      for (const address of others) expect(await connects(address.address, port)).toBe(false);
    } finally {
      proc.child.kill('SIGTERM');
      await proc.exited;
    }
  }, 60_000);
});
