import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig } from '@labellens/server-config';
import { freePort, testRedisPrefix } from '@labellens/server-testing';
import { gatewayConfigSchema } from '../src/config/gateway.config';
import { createGatewayApp } from '../src/gateway.app';

const SECRET = 'gateway-test-secret-0123456789-abcdefghij';

function webDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-web-'));
  for (const appName of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    mkdirSync(path.join(dir, appName, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, appName, 'dist', 'index.html'), '<html></html>');
  }
  return dir;
}

describe('gateway upstream pool settings', () => {
  const base = { INTERNAL_JWT_SECRET: SECRET };

  it('defaults to 256 ordinary and 10,000 streaming connections per service', () => {
    const config = loadConfig('gateway', gatewayConfigSchema, base);
    expect(config.UPSTREAM_CONNECTIONS).toBe(256);
    expect(config.UPSTREAM_STREAM_CONNECTIONS).toBe(10_000);
  });

  it.each([
    ['UPSTREAM_CONNECTIONS', '0'],
    ['UPSTREAM_CONNECTIONS', 'lots'],
    ['UPSTREAM_STREAM_CONNECTIONS', '-5'],
    ['UPSTREAM_STREAM_CONNECTIONS', '2.5'],
  ])('refuses %s=%s at start-up, naming the variable', (variable, value) => {
    let error: unknown;
    try {
      loadConfig('gateway', gatewayConfigSchema, { ...base, [variable]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(variable);
  });
});

describe('streaming routes have their own upstream pool', () => {
  let upstream: http.Server;
  let app: NestFastifyApplication;
  let gateway: string;
  const held: http.ServerResponse[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url === '/internal/identity/resolve') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ kind: 'user', userId: 'user-1', sessionId: 'sess-1' }));
        return;
      }
      req.resume();
      if (req.url === '/api/scan-stream') {
        // Held open like a scan waiting on its analysis.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {"type":"status"}\n\n');
        held.push(res);
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end('[]');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
    app = await createGatewayApp(
      loadConfig('gateway', gatewayConfigSchema, {
        AUTH_URL: upstreamUrl,
        SCAN_URL: upstreamUrl,
        BILLING_URL: upstreamUrl,
        ADMIN_URL: upstreamUrl,
        INTERNAL_JWT_SECRET: SECRET,
        WEB_DIST_DIR: webDist(),
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '100000',
        REDIS_KEY_PREFIX: testRedisPrefix('gateway-streams'),
        UPSTREAM_CONNECTIONS: '2',
        UPSTREAM_STREAM_CONNECTIONS: '100',
      }),
    );
    const port = await freePort();
    await app.listen(port, '127.0.0.1');
    gateway = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    for (const res of held) res.end();
    await app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('holds more open streams than the ordinary pool has connections, and ordinary calls still pass', async () => {
    const controllers = Array.from({ length: 20 }, () => new AbortController());
    try {
      const firsts = await Promise.all(
        controllers.map(async (controller) => {
          const res = await fetch(`${gateway}/api/scan-stream`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: 'll_session=s' },
            body: '{}',
            signal: controller.signal,
          });
          const chunk = await res.body!.getReader().read();
          return new TextDecoder().decode(chunk.value as Uint8Array);
        }),
      );
      expect(firsts).toEqual(Array(20).fill('data: {"type":"status"}\n\n'));
      expect(held).toHaveLength(20);
      const history = await fetch(`${gateway}/api/scan-history`, {
        headers: { cookie: 'll_session=s' },
      });
      expect(history.status).toBe(200);
    } finally {
      for (const controller of controllers) controller.abort();
    }
  });
});
