import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Where the gateway serves each built front end from (see the front-end report). */
export interface StaticLayout {
  shellDist: string;
  remotes: Record<string, string>;
  /** Overrides /runtime-config.json; by default the shell's own copy is served. */
  runtimeConfig?: unknown;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
};

function sendFile(res: http.ServerResponse, file: string, cache: string) {
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cache,
  });
  fs.createReadStream(file).pipe(res);
}

function resolveInside(base: string, relative: string): string | null {
  const file = path.resolve(base, `.${relative}`);
  if (!file.startsWith(path.resolve(base) + path.sep)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/** Hashed chunks are immutable; entry points (html, manifest, remoteEntry, config) are not. */
function cacheFor(file: string): string {
  return /\.[0-9a-f]{10}\.(js|css)$/.test(file)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * A tiny static server laid out like the gateway: /mfe/<name>/ → that remote's dist,
 * /runtime-config.json, then the shell's dist with an SPA fallback to index.html for
 * extension-less paths. /api/* is answered by the browser test itself (page.route).
 */
export async function startStaticServer(layout: StaticLayout) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);

    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not handled by the static test server' }));
      return;
    }
    if (pathname === '/runtime-config.json' && layout.runtimeConfig !== undefined) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(layout.runtimeConfig));
      return;
    }
    const remote = /^\/mfe\/([^/]+)(\/.*)$/.exec(pathname);
    if (remote) {
      const dist = layout.remotes[remote[1]];
      const file = dist ? resolveInside(dist, remote[2]) : null;
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.setHeader('Access-Control-Allow-Origin', '*');
      sendFile(res, file, cacheFor(file));
      return;
    }
    const file = resolveInside(layout.shellDist, pathname === '/' ? '/index.html' : pathname);
    if (file) {
      sendFile(res, file, cacheFor(file));
      return;
    }
    if (path.extname(pathname)) {
      res.writeHead(404).end();
      return;
    }
    sendFile(res, path.join(layout.shellDist, 'index.html'), 'no-cache');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
