import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@labellens/server-config';
import { freePort, testRedisPrefix } from '@labellens/server-testing';
import { gatewayConfigSchema } from '../src/config/gateway.config';
import { createGatewayApp } from '../src/gateway.app';

// The build's own compression step (plain CommonJS, run by scripts/build-web.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precompressDir } = require('../../../scripts/precompress-web') as {
  precompressDir: (dir: string) => { files: number; raw: number; br: number; gz: number };
};

let app: NestFastifyApplication;
let port: number;
// Repetitive like real bundles, and far over the 1 KB below which nothing is compressed.
const bundle = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = 'ingredient ${i}';`,
).join('\n');
const manifest = JSON.stringify({ remotes: Array.from({ length: 200 }, (_, i) => `remote-${i}`) });

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'll-web-'));
  for (const name of ['shell', 'scan-mfe', 'account-mfe', 'admin-mfe']) {
    mkdirSync(path.join(dist, name, 'dist'), { recursive: true });
    writeFileSync(path.join(dist, name, 'dist', 'index.html'), `<html><body>${name}</body></html>`);
  }
  writeFileSync(path.join(dist, 'shell', 'dist', 'main.0123abcd.js'), bundle);
  writeFileSync(path.join(dist, 'scan-mfe', 'dist', 'mf-manifest.json'), manifest);
  for (const name of ['shell', 'scan-mfe']) precompressDir(path.join(dist, name, 'dist'));

  app = await createGatewayApp(
    loadConfig('gateway', gatewayConfigSchema, {
      INTERNAL_JWT_SECRET: 'gateway-test-secret-0123456789-abcdefghij',
      WEB_DIST_DIR: dist,
      LOG_LEVEL: 'silent',
      REDIS_KEY_PREFIX: testRedisPrefix('gateway-static'),
    }),
  );
  port = await freePort();
  await app.listen(port, '127.0.0.1');
});

afterAll(async () => {
  await app.close();
});

/** Raw bytes and headers: fetch() would decode the body and hide what was sent. */
function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            });
          });
        })
        .on('error', reject);
    },
  );
}

describe('static assets: precompressed at build time, served by Accept-Encoding', () => {
  it('serves a JS bundle as brotli bytes that decode to the original, cached as immutable', async () => {
    const res = await get('/main.0123abcd.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(bundle.length / 4);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(bundle);
  });

  it('serves gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get('/main.0123abcd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(bundle);

    const plain = await get('/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(bundle);
  });

  it('keeps files without a content hash revalidated, compressed or not', async () => {
    const res = await get('/mfe/scan/mf-manifest.json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(manifest);
  });
});
