import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayConfig } from '../config/gateway.config';

export const REMOTES = { scan: 'scan-mfe', account: 'account-mfe', admin: 'admin-mfe' } as const;

// Content-hashed bundles never change; everything else must be revalidated so a deploy is seen at once.
// The path may be a precompressed sibling (.br, .gz) chosen for the request's Accept-Encoding.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)(\.br|\.gz)?$/;

/** The shell's service worker (built by scripts/build-web.js); its scope is the whole site. */
const SERVICE_WORKER = /\/shell\/dist\/sw\.js(\.br|\.gz)?$/;

function setCacheHeaders(
  reply: { header(name: string, value: string): unknown },
  filePath: string,
): void {
  reply.header(
    'cache-control',
    HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (SERVICE_WORKER.test(filePath)) reply.header('service-worker-allowed', '/');
}

export class MissingBundleError extends Error {}

/**
 * Serves the built shell at / and each remote at /mfe/<name>/, with SPA fallback to the right
 * index.html, plus /runtime-config.json telling the shell where its remotes live.
 */
export async function webStaticPlugin(
  fastify: FastifyInstance,
  options: { config: GatewayConfig },
): Promise<void> {
  const { config } = options;
  const shellDir = path.join(config.WEB_DIST_DIR, 'shell', 'dist');
  const dirs = [
    shellDir,
    ...Object.values(REMOTES).map((app) => path.join(config.WEB_DIST_DIR, app, 'dist')),
  ];
  for (const dir of dirs) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new MissingBundleError(
        `Front-end bundle missing: ${dir}/index.html. Run: npm run build:web`,
      );
    }
  }
  const indexHtml = (dir: string) => readFileSync(path.join(dir, 'index.html'), 'utf8');
  const shellIndex = indexHtml(shellDir);

  const runtimeConfig = JSON.stringify({
    remotes: {
      scan: config.MFE_SCAN_URL,
      account: config.MFE_ACCOUNT_URL,
      admin: config.MFE_ADMIN_URL,
    },
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    version: '1.0.0',
  });
  fastify.get('/runtime-config.json', async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json').send(runtimeConfig),
  );

  const sendIndex = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  await fastify.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    wildcard: false,
    // The build ships a default runtime-config.json for static hosting; the gateway serves its own.
    globIgnore: ['runtime-config.json', 'index.html'],
    index: false,
    setHeaders: setCacheHeaders,
    // scripts/build-web.js writes .br and .gz copies; served with Content-Encoding and Vary.
    preCompressed: true,
  });
  for (const [name, app] of Object.entries(REMOTES)) {
    const dir = path.join(config.WEB_DIST_DIR, app, 'dist');
    const remoteIndex = indexHtml(dir);
    await fastify.register(fastifyStatic, {
      root: dir,
      prefix: `/mfe/${name}/`,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: setCacheHeaders,
      preCompressed: true,
    });
    fastify.get(`/mfe/${name}/*`, async (req, reply) => {
      // A missing asset is a 404; only page navigations fall back to the remote's standalone page.
      if (path.extname(new URL(req.url, 'http://x').pathname))
        return reply.code(404).send({ message: 'Not found' });
      return sendIndex(reply, remoteIndex);
    });
  }
  fastify.get('/', async (_req, reply) => sendIndex(reply, shellIndex));
  fastify.get('/*', async (req, reply) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    // /__/auth/action is a route of the shell even though it looks like a file path.
    if (path.extname(pathname) && !pathname.startsWith('/__/'))
      return reply.code(404).send({ message: 'Not found' });
    return sendIndex(reply, shellIndex);
  });
}
