import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiDocsPlugin } from './api-docs.plugin';

/** The specs live in ../shared/spec beside the repository (as the knowledge-base sources do). */
const SPEC_DIR = path.resolve(__dirname, '..', '..', '..', '..', '..', 'shared', 'spec');
const SPECS = ['01-scanning-accounts-history.md', '02-profile-billing-admin.md'];

/**
 * Calls of the specs' "calls it makes" tables: `| GET /api/x | …` (spec 01) and
 * `| GET | /api/x | …` (spec 02); a query string (`?limit=20`) is not part of the path.
 */
function specCalls(): { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = [];
  for (const file of SPECS) {
    for (const line of readFileSync(path.join(SPEC_DIR, file), 'utf8').split('\n')) {
      const match = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|?\s*(\/api\/[^\s|?]+)/.exec(line);
      if (match) calls.push({ method: match[1].toLowerCase(), path: match[2] });
    }
  }
  return calls;
}

/**
 * swagger-parser's validation in a plain Node process: its reference parser is ESM-only, which
 * Node loads by itself but Jest's CommonJS runtime cannot. Prints the error and exits 1 if invalid.
 */
function validateOpenApi(document: unknown): void {
  const script = `
    const SwaggerParser = require('@apidevtools/swagger-parser');
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => SwaggerParser.validate(JSON.parse(text)).then(
      () => process.stdout.write('valid'),
      (err) => { process.stdout.write(String(err.message)); process.exitCode = 1; },
    ));`;
  const run = spawnSync(process.execPath, ['-e', script], {
    input: JSON.stringify(document),
    cwd: __dirname,
    encoding: 'utf8',
  });
  if (run.status !== 0 || run.stdout !== 'valid') throw new Error(`${run.stdout}${run.stderr}`);
}

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }
    >
  >;
};

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let document: Document;

  beforeAll(async () => {
    app = Fastify();
    await app.register(apiDocsPlugin);
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json<Document>();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(() => {
      validateOpenApi(document);
    }).not.toThrow();
    // The validator is real: a document with a dangling reference is refused.
    const broken = structuredClone(document);
    broken.paths['/api/auth/user'].get.responses['200'].content!['application/json'].schema = {
      $ref: '#/components/schemas/Nope',
    };
    expect(() => {
      validateOpenApi(broken);
    }).toThrow(/Nope/);
  });

  it('covers every call of both specs', () => {
    const calls = specCalls();
    // Spec 01 lists 16 calls and spec 02 23 (some twice): a parser that finds few is broken.
    expect(calls.length).toBeGreaterThanOrEqual(35);
    const missing = calls.filter(
      (c) => !(c.path in document.paths) || !(c.method in document.paths[c.path]),
    );
    expect(missing).toEqual([]);
  });

  it('gives every operation a success response with a schema, and errors the ApiError body', () => {
    const operations = Object.entries(document.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const { name, op } of operations) {
      const success = ['200', '201', '204', '302'].find((s) => s in op.responses);
      const ok = success ? Object.values(op.responses[success].content ?? {})[0] : undefined;
      // A success describes its body, except a 204 or a redirect's 302 (no body, so no content).
      expect({ name, success, schema: ok?.schema !== undefined }).toEqual({
        name,
        success,
        schema: success !== '204' && success !== '302',
      });
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect({ name, status, schema: response.content?.['application/json'].schema }).toEqual({
          name,
          status,
          schema: { $ref: '#/components/schemas/ApiError' },
        });
      }
    }
  });

  it('serves the reference page and its assets from this origin, with no inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const sources = [...page.body.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(sources.length).toBeGreaterThanOrEqual(4);
    expect(page.body).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*src=)[^>]*>/);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await app.inject({ method: 'GET', url: source });
      expect({ source, status: asset.statusCode }).toEqual({ source, status: 200 });
      expect(asset.body.length).toBeGreaterThan(0);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/docs/assets/package.json' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/docs/assets/..%2Fpackage.json' })).statusCode,
    ).toBe(404);
  });
});
