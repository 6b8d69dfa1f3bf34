import { z } from 'zod';
import { ApiErrorSchema } from './errors';
import { API_OPERATIONS, type ApiOperation } from './operations';

type JsonSchema = Record<string, unknown>;
type Components = Record<string, JsonSchema>;

const COMPONENT_PREFIX = '#/components/schemas/';

/**
 * zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect). Schemas with a `.meta({ id })` (object
 * schemas get theirs from `apiObject`) become shared components; their `$defs` references are
 * rewritten to point at them.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Components): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  const text = JSON.stringify(json).replaceAll('"#/$defs/', `"${COMPONENT_PREFIX}`);
  const parsed = JSON.parse(text) as JsonSchema & { $defs?: Components; id?: string };
  // The dialect is the document's (3.1: JSON Schema 2020-12), not stated per schema.
  delete parsed.$schema;
  const { $defs, id, ...rest } = parsed;
  for (const [name, def] of Object.entries($defs ?? {})) components[name] ??= def;
  // A top-level schema with an id is a component itself: refer to it.
  if (typeof id === 'string') {
    components[id] ??= rest;
    return { $ref: `${COMPONENT_PREFIX}${id}` };
  }
  return rest;
}

function parameters(op: ApiOperation, components: Components): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input', components) as {
      properties?: Components;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid (the message names the field)',
  401: 'Not signed in',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  429: 'Too many requests',
  502: 'A dependency failed',
  503: 'Temporarily unavailable',
};

function responses(op: ApiOperation, components: Components): JsonSchema {
  // A redirect's only success is its 302 (below).
  const success = op.redirect
    ? {}
    : (op.success ??
      ({
        200: op.stream ? 'Server-sent events: one JSON event per `data:` line' : 'Success',
      } as const));
  const out: JsonSchema = {};
  if (op.redirect)
    out['302'] = {
      description: 'A redirect (no body)',
      headers: { Location: { description: op.redirect.location, schema: { type: 'string' } } },
    };
  const type = op.stream ? 'text/event-stream' : (op.download?.contentType ?? 'application/json');
  for (const [status, description] of Object.entries(success)) {
    // A 204 answers no body: no content to describe.
    if (status === '204') {
      out[status] = { description };
      continue;
    }
    out[status] = {
      description,
      ...(op.download && {
        headers: {
          'Content-Disposition': {
            description: `attachment; filename="${op.download.filename}"`,
            schema: { type: 'string' },
          },
        },
      }),
      content: { [type]: { schema: toSchema(op.response, 'output', components) } },
    };
  }
  const error = { 'application/json': { schema: { $ref: `${COMPONENT_PREFIX}ApiError` } } };
  const statuses = new Map<number, string>();
  if (op.body || op.params || op.query) statuses.set(400, ERROR_TEXT[400]);
  if (op.auth !== 'none') statuses.set(401, ERROR_TEXT[401]);
  for (const [status, text] of Object.entries(op.errors ?? {})) statuses.set(Number(status), text);
  statuses.set(503, ERROR_TEXT[503]);
  for (const [status, text] of [...statuses].sort(([a], [b]) => a - b))
    out[status] = { description: text, content: error };
  return out;
}

/** The OpenAPI 3.1 document of the public API, built from the contract schemas. */
export function buildOpenApiDocument(
  info: { version?: string; serverUrl?: string } = {},
): JsonSchema {
  const components: Components = {};
  toSchema(ApiErrorSchema, 'output', components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of API_OPERATIONS) {
    const operation: JsonSchema = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      security:
        op.auth === 'none'
          ? []
          : op.auth === 'admin'
            ? [{ adminBearer: [] }]
            : [{ sessionCookie: [] }],
      responses: responses(op, components),
    };
    const params = parameters(op, components);
    if (params.length > 0) operation.parameters = params;
    if (op.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(op.body, 'input', components) } },
      };
    (paths[op.path] ??= {})[op.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LabelLens API',
      version: info.version ?? '1.0.0',
      description:
        'The public API behind the gateway. Refusals answer `ApiError`; clients switch on its `code`.',
    },
    servers: [{ url: info.serverUrl ?? '/' }],
    tags: [
      { name: 'auth', description: 'Accounts, sessions and the profile' },
      { name: 'scan', description: 'Extraction, analysis, history and preferences' },
      { name: 'billing', description: 'Plans, quota and payments' },
      { name: 'admin', description: 'Administration (bearer token)' },
    ],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'll_session' },
        adminBearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
