import { EventEmitter } from 'node:events';
import { pipeline } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@labellens/contracts/vocabulary';
import { INTERNAL_IDENTITY_HEADER, type Identity } from '@labellens/server-auth';
import { isDependencyUnavailable, TEMPORARILY_UNAVAILABLE_MESSAGE } from '@labellens/server-core';
import type Redis from 'ioredis';
import { Agent } from 'undici';
import type { GatewayConfig } from '../config/gateway.config';
import { BodyTooLargeError, limitBody } from './body-limit';
import { IdentityCache } from './identity.cache';
import { InternalTokenMemo } from './internal-token.memo';
import { rateLimitHook } from './rate-limit.hook';
import { SyncedRateCounters } from './rate-limit.store';
import {
  ANONYMOUS,
  IdentityResolver,
  IdentityServiceError,
  SESSION_COOKIE,
  readBearer,
  readCookie,
} from './identity.resolver';
import { resolveRoute, type ServiceName } from './route-table';

// Hop-by-hop headers (RFC 9110 §7.6.1) plus ones the gateway alone may set.
const DROP_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  INTERNAL_IDENTITY_HEADER,
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
]);
const DROP_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'trailer',
  'upgrade',
  'proxy-authenticate',
]);
const SMALL_BODY_BYTES = 64 * 1024;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * A request target that is already its own normal form: an /api path of letters, digits, `-`, `_`
 * and single slashes (no dot or percent, so no dot segment however spelt), with an optional query
 * of URL-safe characters. Anything else goes through the WHATWG URL parser, which resolves dot
 * segments before the route table sees the path.
 */
const PLAIN_TARGET = /^\/api(?:\/[A-Za-z0-9_-]+)+\/?(?:\?[A-Za-z0-9_.~%=&+,:@/-]*)?$/;

function splitTarget(target: string): { pathname: string; search: string } {
  if (PLAIN_TARGET.test(target)) {
    const q = target.indexOf('?');
    return q === -1
      ? { pathname: target, search: '' }
      : { pathname: target.slice(0, q), search: q === target.length - 1 ? '' : target.slice(q) };
  }
  const url = new URL(target, 'http://gateway.local');
  return { pathname: url.pathname, search: url.search };
}
const ENDS_SESSION = (method: string, pathname: string) =>
  pathname === '/api/logout' || (method === 'DELETE' && pathname === '/api/account');

/** `Origin: null` (sandboxed frames, some redirects) and unparsable values never match. */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Proxies /api/* to the owning service, streaming bodies both ways (SSE reaches the browser event
 * by event), after authenticating the caller and attaching a signed internal identity.
 */
export function apiProxyPlugin(
  fastify: FastifyInstance,
  options: { config: GatewayConfig; redis: Redis },
  ready: (err?: Error) => void,
): void {
  const { config } = options;
  // Parsed once: each request names its upstream by origin and path (no URL parsing per request).
  const upstream = (serviceUrl: string) => {
    const url = new URL(serviceUrl);
    return { origin: url.origin, prefix: url.pathname.replace(/\/$/, '') };
  };
  const upstreams: Record<ServiceName, { origin: string; prefix: string }> = {
    auth: upstream(config.AUTH_URL),
    scan: upstream(config.SCAN_URL),
    billing: upstream(config.BILLING_URL),
    admin: upstream(config.ADMIN_URL),
  };
  // One keep-alive pool per service, shared by proxying and identity look-ups, so a request does not
  // pay a TCP handshake. No body timeout: SSE responses stay open for as long as the analysis runs.
  const agent = new Agent({
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 600_000,
    connections: config.UPSTREAM_CONNECTIONS,
    bodyTimeout: 0,
    headersTimeout: 120_000,
  });
  // Streaming routes get their own pool: an open stream holds its connection until the analysis
  // ends, and thousands of them must neither queue behind the ordinary pool's cap nor starve it.
  // No body timeout (the scan service sends a keep-alive comment every 15 s anyway).
  const streamAgent = new Agent({
    keepAliveTimeout: 10_000,
    connections: config.UPSTREAM_STREAM_CONNECTIONS,
    bodyTimeout: 0,
    headersTimeout: 120_000,
  });
  const identityCache = new IdentityCache(config.IDENTITY_CACHE_TTL_SECONDS * 1000);
  const stopListening = identityCache.listen(options.redis, config.REDIS_KEY_PREFIX, (message) => {
    fastify.log.warn(message);
  });
  const identities = new IdentityResolver(
    config.AUTH_URL,
    config.INTERNAL_JWT_SECRET,
    identityCache,
    agent,
  );
  fastify.addHook('onClose', async () => {
    await stopListening();
    await Promise.all([agent.close(), streamAgent.close()]);
  });

  // Signed once per resolved identity and reused until shortly before it expires.
  const internalTokens = new InternalTokenMemo(config.INTERNAL_JWT_SECRET);

  // Bodies are streamed, never parsed here.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, payload, done) => {
    done(null, payload);
  });

  // Never the driver's text, never a 500 for an outage of a backing store.
  fastify.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ message: err.message, statusCode: status });
    }
    if (isDependencyUnavailable(err)) {
      req.log.warn({ err }, 'dependency unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: TEMPORARILY_UNAVAILABLE_MESSAGE, statusCode: 503 });
    }
    req.log.error({ err }, 'gateway error');
    return reply.code(500).send({ message: 'Internal server error', statusCode: 500 });
  });

  let limitingLocally = false;
  options.redis.on('ready', () => {
    if (limitingLocally) fastify.log.info('Redis is back: rate limits are shared again');
    limitingLocally = false;
  });
  const counters = new SyncedRateCounters(
    options.redis,
    `${config.REDIS_KEY_PREFIX}gateway-rate:`,
    () => {
      if (!limitingLocally)
        fastify.log.warn('Redis unavailable: rate limits are counted in this process');
      limitingLocally = true;
    },
  );
  counters.start(config.RATE_LIMIT_SYNC_MS);
  fastify.addHook('onClose', async () => {
    await counters.close();
  });
  // Every /api request counts, before any other work is done for it.
  fastify.addHook(
    'onRequest',
    rateLimitHook(counters, {
      max: config.RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
      keyOf: (req) => req.ip,
    }),
  );

  fastify.all('/api/*', async (req: FastifyRequest, reply: FastifyReply) => {
    const { pathname, search } = splitTarget(req.url);
    const route = resolveRoute(pathname);
    if (!route)
      return reply.code(404).send({ message: `No API route for ${pathname}`, statusCode: 404 });

    const headers = req.headers;
    const cookieSession = readCookie(headers.cookie, SESSION_COOKIE);
    const sessionToken =
      cookieSession ?? (route.auth === 'session' ? readBearer(headers.authorization) : undefined);

    // Cookie-authenticated state changes must come from our own pages (CSRF defence in depth beside SameSite=Lax).
    if (cookieSession !== undefined && STATE_CHANGING.has(req.method)) {
      const origin = headers.origin ?? headers.referer;
      if (origin !== undefined && !sameHost(origin, headers.host)) {
        return reply.code(403).send({ message: 'Cross-origin request refused', statusCode: 403 });
      }
    }

    const contentLength = Number(headers['content-length'] ?? 0);
    const limit = route.largeBody ? config.IMAGE_BODY_LIMIT_BYTES : config.API_BODY_LIMIT_BYTES;
    if (contentLength > limit) {
      return reply
        .code(413)
        .send({ message: new BodyTooLargeError(limit).message, statusCode: 413 });
    }

    let identity: Identity = ANONYMOUS;
    try {
      if (route.auth === 'admin') {
        const adminToken = readBearer(headers.authorization);
        identity = await identities.resolve({ adminToken });
        // This replica forgets at once; auth's message tells the others.
        if (adminToken && pathname === '/api/admin/logout') identities.forget(adminToken);
      } else if (route.auth === 'session') {
        identity = await identities.resolve({ sessionToken });
        if (sessionToken && ENDS_SESSION(req.method, pathname)) identities.forget(sessionToken);
      }
    } catch (err) {
      req.log.error({ err }, 'identity resolution failed');
      const message =
        err instanceof IdentityServiceError
          ? 'Authentication service unavailable'
          : 'Gateway error';
      return reply.code(503).send({ message, statusCode: 503 });
    }
    if (route.auth === 'admin' && identity.kind !== 'admin')
      return reply
        .code(401)
        .send({ message: 'Unauthorized', statusCode: 401, code: ERROR_CODES.unauthorized });

    const forwarded: Record<string, string> = {};
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined || DROP_REQUEST_HEADERS.has(name)) continue;
      forwarded[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    forwarded[INTERNAL_IDENTITY_HEADER] = internalTokens.tokenFor(identity);
    forwarded['x-forwarded-for'] = req.ip;
    forwarded['x-forwarded-host'] = headers.host ?? '';
    forwarded['x-forwarded-proto'] = req.protocol;
    forwarded['x-request-id'] = req.id;

    const hasBody = !NO_BODY.has(req.method);
    // Stop the upstream work when the browser goes away (e.g. a closed SSE tab). undici takes an
    // EventEmitter as its signal; an AbortController per request costs more than the proxying.
    const abort = Object.assign(new EventEmitter(), { aborted: false });
    reply.raw.on('close', () => {
      if (reply.raw.writableFinished) return;
      abort.aborted = true;
      abort.emit('abort');
    });

    const target = upstreams[route.service];
    let answer;
    try {
      // The pool's own request(): no URL to parse, the origin and path are known.
      answer = await (route.stream ? streamAgent : agent).request({
        origin: target.origin,
        path: `${target.prefix}${pathname}${search}`,
        method: req.method,
        headers: forwarded,
        body: hasBody ? pipeline(req.raw, limitBody(limit), () => undefined) : undefined,
        signal: abort,
      });
    } catch (err) {
      if (abort.aborted) return reply;
      if (
        err instanceof BodyTooLargeError ||
        (err as { cause?: unknown }).cause instanceof BodyTooLargeError
      ) {
        return reply.code(413).send({ message: (err as Error).message, statusCode: 413 });
      }
      req.log.error({ err, service: route.service }, 'upstream request failed');
      return reply
        .code(502)
        .send({ message: `The ${route.service} service is unavailable`, statusCode: 502 });
    }

    reply.code(answer.statusCode);
    const answerHeaders = answer.headers;
    for (const name in answerHeaders) {
      const value = answerHeaders[name];
      if (value === undefined || DROP_RESPONSE_HEADERS.has(name)) continue;
      reply.header(name, value);
    }
    if ((answerHeaders['content-type'] ?? '').toString().startsWith('text/event-stream')) {
      reply.header('x-accel-buffering', 'no');
      reply.header('cache-control', 'no-cache, no-transform');
    }
    // A small answer of known length goes out in one write with its headers, not as a stream.
    const length = Number(answerHeaders['content-length']);
    if (length <= SMALL_BODY_BYTES && req.method !== 'HEAD') {
      let body: Buffer;
      try {
        body = Buffer.from(await answer.body.arrayBuffer());
      } catch (err) {
        if (abort.aborted) return reply;
        throw err;
      }
      return reply.send(body);
    }
    return reply.send(answer.body);
  });
  ready();
}
