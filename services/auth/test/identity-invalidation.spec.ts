import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { INTERNAL_IDENTITY_HEADER, verifyInternalToken } from '@labellens/server-auth';
import { loadConfig } from '@labellens/server-config';
import { freePort } from '@labellens/server-testing';
import { gatewayConfigSchema } from '../../gateway/src/config/gateway.config';
import { createGatewayApp } from '../../gateway/src/gateway.app';
import { AdminsService } from '../src/admins/admins.service';
import { Browser, TEST_SECRET, startAuthStack } from './support/auth-harness';

/**
 * Gateways cache resolved identities for 30 s. These tests warm a second gateway replica's cache,
 * revoke through the first (the real flows, as a browser does them), and expect the very next
 * request on the second replica to be anonymous: only auth's pub/sub message can have told it.
 */

type Stack = Awaited<ReturnType<typeof startAuthStack>>;
let stack: Stack;
let db: Client;
let recorder: http.Server;
let replica: NestFastifyApplication;
let replicaBase: string;
let counter = 0;
const PASSWORD = 'correct horse battery staple';

/** Stands in for scan and admin: answers with the identity the gateway signed, 401 for nobody. */
function startRecorder(): Promise<string> {
  recorder = http.createServer((req, res) => {
    const identity = verifyInternalToken(
      String(req.headers[INTERNAL_IDENTITY_HEADER]),
      TEST_SECRET,
    );
    res.setHeader('content-type', 'application/json');
    res.statusCode = identity.kind !== 'anonymous' ? 200 : 401;
    res.end(JSON.stringify(identity));
  });
  return new Promise((resolve) => {
    recorder.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(recorder.address() as { port: number }).port}`);
    });
  });
}

beforeAll(async () => {
  const recorderUrl = await startRecorder();
  stack = await startAuthStack({}, { SCAN_URL: recorderUrl, ADMIN_URL: recorderUrl });
  db = new Client({ connectionString: stack.dbUrl });
  await db.connect();
  const authPort = (stack.auth.getHttpServer().address() as { port: number }).port;
  replica = await createGatewayApp(
    loadConfig('gateway', gatewayConfigSchema, {
      AUTH_URL: `http://127.0.0.1:${authPort}`,
      SCAN_URL: recorderUrl,
      BILLING_URL: 'http://127.0.0.1:9',
      ADMIN_URL: recorderUrl,
      INTERNAL_JWT_SECRET: TEST_SECRET,
      WEB_DIST_DIR: emptyDist(),
      LOG_LEVEL: 'silent',
      REDIS_KEY_PREFIX: stack.config.REDIS_KEY_PREFIX,
      RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
    }),
  );
  const port = await freePort();
  await replica.listen(port, '127.0.0.1');
  replicaBase = `http://127.0.0.1:${port}`;
  // Both replicas subscribe on start; wait until their caches are live before relying on them.
  await untilCaching();
});

afterAll(async () => {
  await replica.close();
  await db.end();
  await stack.close();
  await new Promise((resolve) => recorder.close(resolve));
});

function emptyDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-web-'));
  for (const app of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    mkdirSync(path.join(dir, app, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, app, 'dist', 'index.html'), '<html></html>');
  }
  return dir;
}

/** Revokes a session in the database only, as if auth had never said so. */
async function revokeSilently(token: string): Promise<void> {
  const hash = createHash('sha256').update(token).digest('hex');
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hash]);
}

async function signedIn(): Promise<{ browser: Browser; email: string; token: string }> {
  const email = `cache${Date.now()}${++counter}@example.com`;
  const browser = new Browser(stack.base);
  await browser.call('POST', '/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'L',
  });
  const [, code] = await stack.smtp.waitFor(email, /verification code is (\d{6})/);
  expect(
    (await browser.call('POST', '/api/auth/confirm-signup', { email, confirmationCode: code }))
      .status,
  ).toBe(200);
  expect(
    (await browser.call('POST', '/api/auth/signin', { email, password: PASSWORD })).status,
  ).toBe(200);
  return { browser, email, token: browser.cookies.get('ll_session')! };
}

/** The same session on the second replica, as the next request of that browser would be. */
function onReplica(token: string): Promise<Response> {
  return fetch(`${replicaBase}/api/scan-history`, { headers: { cookie: `ll_session=${token}` } });
}

/** The replicas subscribe as they start; the tests below mean nothing until the cache is live. */
async function untilCaching(): Promise<void> {
  const { token } = await signedIn();
  for (let i = 0; i < 100; i += 1) {
    expect((await onReplica(token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    await revokeSilently(token);
    if ((await onReplica(token)).status === 200) return;
    await db.query('UPDATE sessions SET revoked_at = NULL WHERE token_hash = $1', [
      createHash('sha256').update(token).digest('hex'),
    ]);
  }
  throw new Error('the replica never started caching identities');
}

describe('a cached identity ends with its revocation, on every gateway replica', () => {
  it('is cached: a revocation nobody announces is not seen until the TTL ends', async () => {
    const { token } = await signedIn();
    expect((await onReplica(token)).status).toBe(200);
    // Behind auth's back: no message, so the replica still trusts its copy (what the TTL bounds).
    await revokeSilently(token);
    expect((await onReplica(token)).status).toBe(200);
  });

  it('sign-out through one replica: the next request on the other is anonymous', async () => {
    const { browser, token } = await signedIn();
    expect((await onReplica(token)).status).toBe(200);
    expect((await browser.call('GET', '/api/logout')).status).toBe(302);
    expect((await onReplica(token)).status).toBe(401);
  });

  it('sign-out through the same replica that cached it', async () => {
    const { token } = await signedIn();
    expect((await onReplica(token)).status).toBe(200);
    const out = await fetch(`${replicaBase}/api/logout`, {
      redirect: 'manual',
      headers: { cookie: `ll_session=${token}` },
    });
    expect(out.status).toBe(302);
    expect((await onReplica(token)).status).toBe(401);
  });

  it('password reset by e-mailed link ends every session of the account', async () => {
    const { email, token } = await signedIn();
    expect((await onReplica(token)).status).toBe(200);
    await new Browser(stack.base).call('POST', '/api/password/reset-request', { email });
    const [, oobCode] = await stack.smtp.waitFor(
      email,
      /mode=resetPassword&oobCode=([A-Za-z0-9_-]+)/,
    );
    const done = await new Browser(stack.base).call('POST', '/api/password/reset', {
      oobCode,
      newPassword: 'a brand new passphrase',
    });
    expect(done.status).toBe(200);
    expect((await onReplica(token)).status).toBe(401);
  });

  it('account deletion', async () => {
    const { browser, token } = await signedIn();
    expect((await onReplica(token)).status).toBe(200);
    const deleted = await browser.call('DELETE', '/api/account', {
      confirm: 'DELETE',
      password: PASSWORD,
    });
    expect(deleted.status).toBe(200);
    expect((await onReplica(token)).status).toBe(401);
  });

  it('admin logout', async () => {
    await stack.auth.get(AdminsService).upsert('cache-admin', 'a long admin passphrase');
    const login = await new Browser(stack.base).call('POST', '/api/admin/login', {
      username: 'cache-admin',
      password: 'a long admin passphrase',
    });
    const bearer = { authorization: `Bearer ${login.body.token as string}` };
    expect((await fetch(`${replicaBase}/api/admin/analytics`, { headers: bearer })).status).toBe(
      200,
    );
    expect(
      (await new Browser(stack.base).call('POST', '/api/admin/logout', undefined, bearer)).status,
    ).toBe(200);
    expect((await fetch(`${replicaBase}/api/admin/analytics`, { headers: bearer })).status).toBe(
      401,
    );
  });
});
