import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '@labellens/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * GET /api/openapi.json (built once from libs/shared/contracts) and GET /api/docs, a Swagger UI
 * page whose scripts and styles come from the swagger-ui-dist package on our own origin: no CDN,
 * no inline script, so the gateway's CSP (`script-src 'self'`) holds. Registered before the API
 * proxy: these exact paths win over its `/api/*` wildcard.
 */
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const JS = 'text/javascript; charset=utf-8';
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': JS,
  'swagger-ui-standalone-preset.js': JS,
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LabelLens API reference</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

function send(reply: FastifyReply, type: string, body: string | Buffer, cache = 'no-cache') {
  return reply.header('content-type', type).header('cache-control', cache).send(body);
}

export function apiDocsPlugin(fastify: FastifyInstance, _options: unknown, done: () => void): void {
  const document = JSON.stringify(buildOpenApiDocument());
  const assets = new Map<string, Buffer>();

  fastify.get('/api/openapi.json', (_req, reply) =>
    send(reply, 'application/json; charset=utf-8', document),
  );
  fastify.get('/api/docs', (_req, reply) => send(reply, 'text/html; charset=utf-8', PAGE));
  fastify.get('/api/docs/init.js', (_req, reply) => send(reply, JS, INIT));
  fastify.get<{ Params: { file: string } }>('/api/docs/assets/:file', async (req, reply) => {
    const type = Object.hasOwn(ASSETS, req.params.file) ? ASSETS[req.params.file] : undefined;
    if (!type) return reply.code(404).send({ message: 'Not found', statusCode: 404 });
    let body = assets.get(req.params.file);
    if (!body) {
      body = await readFile(path.join(SWAGGER_DIR, req.params.file));
      assets.set(req.params.file, body);
    }
    // The package version is pinned, but the URL is not versioned: revalidate daily.
    return send(reply, type, body, 'public, max-age=86400');
  });
  done();
}
