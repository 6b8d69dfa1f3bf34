import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { INTERNAL_IDENTITY_HEADER, verifyInternalToken } from '@labellens/server-auth';
import { loadConfig } from '@labellens/server-config';
import { freePort, testRedisPrefix } from '@labellens/server-testing';
import { gatewayConfigSchema } from '../src/config/gateway.config';
import { createGatewayApp } from '../src/gateway.app';

const SECRET = 'gateway-test-secret-0123456789-abcdefghij';

/** A stand-in upstream that records what the gateway forwarded; each test sets its behaviour. */
let upstreamHandler: (req: http.IncomingMessage, res: http.ServerResponse) => void;
let upstream: http.Server;
let upstreamUrl: string;
let app: NestFastifyApplication;
let base: string;
let resolveCalls: unknown[] = [];

function webDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-web-'));
  for (const appName of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    mkdirSync(path.join(dir, appName, 'dist'), { recursive: true });
    writeFileSync(
      path.join(dir, appName, 'dist', 'index.html'),
      `<html><body>${appName}</body></html>`,
    );
  }
  writeFileSync(path.join(dir, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'scan-mfe', 'dist', 'mf-manifest.json'), '{}');
  return dir;
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === '/internal/identity/resolve') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        resolveCalls.push(JSON.parse(body));
        const parsed = JSON.parse(body) as { sessionToken?: string; adminToken?: string };
        res.setHeader('content-type', 'application/json');
        if (parsed.sessionToken === 'good-session') {
          res.end(JSON.stringify({ kind: 'user', userId: 'user-1', sessionId: 'sess-1' }));
        } else if (parsed.adminToken === 'good-admin') {
          res.end(
            JSON.stringify({ kind: 'admin', adminId: 'adm-1', username: 'root', tokenId: 't' }),
          );
        } else {
          res.statusCode = 401;
          res.end('{"message":"Unknown or expired token"}');
        }
      });
      return;
    }
    upstreamHandler(req, res);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  const config = loadConfig('gateway', gatewayConfigSchema, {
    AUTH_URL: upstreamUrl,
    SCAN_URL: upstreamUrl,
    BILLING_URL: upstreamUrl,
    ADMIN_URL: upstreamUrl,
    INTERNAL_JWT_SECRET: SECRET,
    WEB_DIST_DIR: webDist(),
    LOG_LEVEL: 'silent',
    API_BODY_LIMIT_BYTES: '2048',
    IMAGE_BODY_LIMIT_BYTES: '65536',
    RATE_LIMIT_PER_MINUTE: '1000',
    REDIS_KEY_PREFIX: testRedisPrefix('gateway'),
  });
  app = await createGatewayApp(config);
  const port = await freePort();
  await app.listen(port, '127.0.0.1');
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  resolveCalls = [];
});

describe('gateway proxy', () => {
  it('passes an SSE response through event by event, before the upstream finishes', async () => {
    let finishUpstream!: () => void;
    const upstreamDone = new Promise<void>((resolve) => (finishUpstream = resolve));
    upstreamHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"type":"status","message":"first"}\n\n');
      // The second event is only sent once the test has received the first one.
      void upstreamDone.then(() => {
        res.write('data: {"type":"complete"}\n\n');
        res.end();
      });
    };
    const response = await fetch(`${base}/api/scan-stream`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"first"');
    finishUpstream();
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('"complete"');
  });

  it('ends the upstream request when the browser goes away before the answer starts', async () => {
    let upstreamReached!: () => void;
    const reached = new Promise<void>((resolve) => (upstreamReached = resolve));
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    upstreamHandler = (_req, res) => {
      // Never answers, like a long extraction.
      res.on('close', () => {
        upstreamClosed();
      });
      upstreamReached();
    };
    const browser = new AbortController();
    const pending = fetch(`${base}/api/scan`, {
      method: 'POST',
      body: '{}',
      signal: browser.signal,
      headers: { 'content-type': 'application/json' },
    });
    await reached;
    browser.abort();
    await expect(pending).rejects.toThrow();
    // Resolves only if the gateway gave up its upstream request; otherwise the test times out.
    await closed;
  });

  it('signs the caller identity and strips a forged one', async () => {
    let seen: string | undefined;
    upstreamHandler = (req, res) => {
      seen = req.headers[INTERNAL_IDENTITY_HEADER] as string;
      res.end('{}');
    };
    await fetch(`${base}/api/scan-history`, {
      headers: { cookie: 'll_session=good-session', [INTERNAL_IDENTITY_HEADER]: 'forged' },
    });
    expect(verifyInternalToken(seen!, SECRET)).toEqual({
      kind: 'user',
      userId: 'user-1',
      sessionId: 'sess-1',
    });
    expect(resolveCalls).toEqual([{ sessionToken: 'good-session' }]);

    await fetch(`${base}/api/scan-history`, { headers: { authorization: 'Bearer unknown' } });
    expect(verifyInternalToken(seen!, SECRET)).toEqual({ kind: 'anonymous' });

    // A cookie that is not valid percent-encoding is no session, not a server error.
    const malformed = await fetch(`${base}/api/scan-history`, {
      headers: { cookie: 'll_session=%E0%A4%A' },
    });
    expect(malformed.status).toBe(200);
    expect(verifyInternalToken(seen!, SECRET)).toEqual({ kind: 'anonymous' });
  });

  it('answers 401 itself for admin routes without a valid admin token', async () => {
    upstreamHandler = (_req, res) => res.end('{"ok":true}');
    const none = await fetch(`${base}/api/admin/analytics`);
    expect(none.status).toBe(401);
    const consumer = await fetch(`${base}/api/admin/analytics`, {
      headers: { cookie: 'll_session=good-session', authorization: 'Bearer good-session' },
    });
    expect(consumer.status).toBe(401);
    const admin = await fetch(`${base}/api/admin/analytics`, {
      headers: { authorization: 'Bearer good-admin' },
    });
    expect(admin.status).toBe(200);
  });

  it('refuses bodies over the limit with 413 and a clear message, streaming or declared', async () => {
    upstreamHandler = (req, res) => {
      req.resume();
      req.on('end', () => res.end('{}'));
    };
    const declared = await fetch(`${base}/api/scan`, {
      method: 'POST',
      body: 'x'.repeat(4096),
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { message: string }).message).toMatch(
      /Request body too large/,
    );
    const image = await fetch(`${base}/api/extract-ingredients`, {
      method: 'POST',
      body: 'x'.repeat(40_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(image.status).toBe(200);
  });

  it('refuses cookie-authenticated state changes from a foreign origin', async () => {
    upstreamHandler = (_req, res) => res.end('{}');
    const foreign = await fetch(`${base}/api/preferences`, {
      method: 'POST',
      body: '{}',
      headers: {
        cookie: 'll_session=good-session',
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
    });
    expect(foreign.status).toBe(403);
    const same = await fetch(`${base}/api/preferences`, {
      method: 'POST',
      body: '{}',
      headers: {
        cookie: 'll_session=good-session',
        origin: base,
        'content-type': 'application/json',
      },
    });
    expect(same.status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const unknown = await fetch(`${base}/api/does-not-exist`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      'No API route for /api/does-not-exist',
    );
  });

  it('serves the shell with SPA fallback, remotes under /mfe/<name>/ and security headers', async () => {
    const deep = await fetch(`${base}/scan/123`);
    expect(await deep.text()).toContain('shell');
    expect(deep.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(deep.headers.get('x-content-type-options')).toBe('nosniff');
    const manifest = await fetch(`${base}/mfe/scan/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const hashed = await fetch(`${base}/main.0123abcd.js`);
    expect(hashed.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    expect(await (await fetch(`${base}/mfe/account/some/page`)).text()).toContain('account-mfe');
    const config = (await (await fetch(`${base}/runtime-config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(config.remotes.scan).toBe('/mfe/scan/mf-manifest.json');
  });

  it('reports each service in /api/health', async () => {
    upstreamHandler = (req, res) => {
      res.statusCode = req.url === '/health/ready' ? 200 : 404;
      res.end('{}');
    };
    const res = await fetch(`${base}/api/health`);
    const body = (await res.json()) as { services: Record<string, unknown> };
    expect(res.status).toBe(200);
    expect(Object.keys(body.services).sort()).toEqual([
      'admin',
      'auth',
      'billing',
      'gateway',
      'scan',
    ]);
  });
});
