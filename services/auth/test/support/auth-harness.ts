import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@labellens/server-config';
import { createServiceApp } from '@labellens/server-core';
import { createTestDatabase, freePort, testRedisPrefix } from '@labellens/server-testing';
import { gatewayConfigSchema } from '../../../gateway/src/config/gateway.config';
import { createGatewayApp } from '../../../gateway/src/gateway.app';
import { AppModule } from '../../src/app.module';
import { authConfigSchema, type AuthConfig } from '../../src/config/auth.config';
import { startSmtpReceiver } from './smtp-receiver';

export const TEST_SECRET = 'auth-test-internal-secret-0123456789abcdef';

function emptyWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-web-'));
  for (const app of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    mkdirSync(path.join(dir, app, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, app, 'dist', 'index.html'), '<html></html>');
  }
  return dir;
}

/** The auth service and a gateway in front of it, on a fresh database and Redis prefix. */
export async function startAuthStack(
  env: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
) {
  const db = await createTestDatabase('auth');
  const smtp = await startSmtpReceiver();
  const prefix = testRedisPrefix('auth');
  const config: AuthConfig = loadConfig('auth', authConfigSchema, {
    DATABASE_URL: db.url,
    REDIS_KEY_PREFIX: prefix,
    EVENT_STREAM_PREFIX: `${prefix}events:`,
    INTERNAL_JWT_SECRET: TEST_SECRET,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
    ...env,
  });
  const auth: NestFastifyApplication = await createServiceApp({
    module: AppModule.forRoot(config),
    config,
  });
  const authPort = await freePort();
  await auth.listen(authPort, '127.0.0.1');
  const gateway = await createGatewayApp(
    loadConfig('gateway', gatewayConfigSchema, {
      AUTH_URL: `http://127.0.0.1:${authPort}`,
      SCAN_URL: 'http://127.0.0.1:9',
      BILLING_URL: 'http://127.0.0.1:9',
      ADMIN_URL: 'http://127.0.0.1:9',
      INTERNAL_JWT_SECRET: TEST_SECRET,
      WEB_DIST_DIR: emptyWebDist(),
      LOG_LEVEL: 'silent',
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PER_MINUTE: '100000',
      // Each test Browser plays a different client address.
      TRUST_PROXY: 'true',
      // One Redis for both (a fault test gives them a private one).
      ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL } : {}),
      ...gatewayEnv,
    }),
  );
  const gatewayPort = await freePort();
  await gateway.listen(gatewayPort, '127.0.0.1');
  const base = `http://127.0.0.1:${gatewayPort}`;
  return {
    base,
    auth,
    config,
    smtp,
    dbUrl: db.url,
    async close() {
      await gateway.close();
      await auth.close();
      await smtp.close();
      await db.drop();
    },
  };
}

/** A tiny cookie-keeping client, like a browser tab on the gateway's origin. */
export class Browser {
  private static clients = 0;
  cookies = new Map<string, string>();
  lastSetCookie: string[] = [];
  readonly address: string;

  constructor(
    private readonly base: string,
    address?: string,
  ) {
    Browser.clients += 1;
    this.address =
      address ??
      `10.${(Browser.clients >> 16) & 255}.${(Browser.clients >> 8) & 255}.${Browser.clients & 255}`;
  }

  async call(
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.base}${pathname}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        'x-forwarded-for': this.address,
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const header of this.lastSetCookie) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/Max-Age=0/.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    // The answer of any endpoint, read field by field by the test that knows its shape (scan and e2e too).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typing every answer belongs to the contracts work
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, body: json, headers: response.headers, text };
  }
}
