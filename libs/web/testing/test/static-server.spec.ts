import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../src/static-server';

let dir: string;
let server: Awaited<ReturnType<typeof startStaticServer>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'll-static-'));
  const shell = path.join(dir, 'shell');
  const scan = path.join(dir, 'scan');
  fs.mkdirSync(shell);
  fs.mkdirSync(scan);
  fs.writeFileSync(path.join(shell, 'index.html'), '<html>shell</html>');
  fs.writeFileSync(path.join(shell, 'main.0123456789.js'), 'console.log(1)');
  fs.writeFileSync(path.join(scan, 'mf-manifest.json'), '{"name":"scan"}');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside');
  server = await startStaticServer({
    shellDist: shell,
    remotes: { scan },
    runtimeConfig: { stripePublishableKey: 'pk_test_x' },
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${server.url}${p}`);

describe('static server laid out like the gateway', () => {
  it('serves remotes under /mfe/<name>/ with CORS and the shell with an SPA fallback', async () => {
    const manifest = await get('/mfe/scan/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(await manifest.json()).toEqual({ name: 'scan' });
    expect(await (await get('/subscription')).text()).toBe('<html>shell</html>');
    const chunk = await get('/main.0123456789.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('answers the runtime config override, and 404 for /api, missing files and escapes', async () => {
    expect(await (await get('/runtime-config.json')).json()).toEqual({
      stripePublishableKey: 'pk_test_x',
    });
    expect((await get('/api/auth/user')).status).toBe(404);
    expect((await get('/missing.js')).status).toBe(404);
    expect((await get('/mfe/unknown/x.js')).status).toBe(404);
    expect((await get('/mfe/scan/..%2F..%2Fsecret.txt')).status).toBe(404);
  });
});
