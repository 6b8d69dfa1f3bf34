import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  apiRequest,
  getQueryFn,
  isUnauthorizedError,
  messageOr,
  serverMessage,
} from '../src/http';
import { createSseParser } from '../src/sse';
import type { ScanStreamEvent } from '../src/types';

/** A real local HTTP server: each test registers what a path answers. */
let server: http.Server;
let base: string;
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] =
  [];
const answers = new Map<string, { status: number; body?: string; statusText?: string }>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const answer = answers.get(req.url ?? '') ?? { status: 404, body: '' };
      res.statusCode = answer.status;
      if (answer.statusText) res.statusMessage = answer.statusText;
      if (answer.body) res.setHeader('Content-Type', 'application/json');
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((r) =>
      server.close(() => {
        r();
      }),
    ),
);
beforeEach(() => {
  seen.length = 0;
  answers.clear();
});

describe('apiRequest', () => {
  it('sends JSON with a content type only when there is a body', async () => {
    answers.set('/api/things', { status: 200, body: '{"ok":true}' });
    const res = await apiRequest('POST', `${base}/api/things`, { a: 1 });
    expect(await res.json()).toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(seen[0].headers['content-type']).toBe('application/json');

    await apiRequest('GET', `${base}/api/things`);
    expect(seen[1].headers['content-type']).toBeUndefined();
    expect(seen[1].body).toBe('');
  });

  it('throws "status: body" for a non-OK answer with a body', async () => {
    answers.set('/api/fail', { status: 400, body: '{"message":"Email taken"}' });
    const error = await apiRequest('POST', `${base}/api/fail`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('400: {"message":"Email taken"}');
    expect(serverMessage(error)).toBe('Email taken');
    expect(messageOr(error, 'Sign up failed')).toBe('Email taken');
  });

  it('falls back to the status text when the body is empty', async () => {
    answers.set('/api/empty', { status: 503, statusText: 'Service Unavailable' });
    await expect(apiRequest('GET', `${base}/api/empty`)).rejects.toThrow(
      '503: Service Unavailable',
    );
    const error = await apiRequest('GET', `${base}/api/empty`).catch((e: unknown) => e);
    expect(messageOr(error, 'Login failed')).toBe('Login failed');
  });
});

describe('getQueryFn', () => {
  const run = (fn: ReturnType<typeof getQueryFn>, key: string): Promise<unknown> =>
    Promise.resolve(
      fn({ queryKey: [key], signal: new AbortController().signal, meta: undefined } as never),
    );

  it('fetches queryKey[0] and parses JSON', async () => {
    answers.set('/api/auth/user', { status: 200, body: '{"email":"a@b.c"}' });
    await expect(run(getQueryFn({ on401: 'throw' }), `${base}/api/auth/user`)).resolves.toEqual({
      email: 'a@b.c',
    });
  });

  it('returns null on 401 with returnNull, and throws an Unauthorized error otherwise', async () => {
    answers.set('/api/auth/user', {
      status: 401,
      body: '{"message":"Unauthorized","statusCode":401,"code":"unauthorized"}',
    });
    await expect(
      run(getQueryFn({ on401: 'returnNull' }), `${base}/api/auth/user`),
    ).resolves.toBeNull();
    const error = await run(getQueryFn({ on401: 'throw' }), `${base}/api/auth/user`).catch(
      (e: unknown) => e,
    );
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('isUnauthorizedError', () => {
  const answer = (status: number, body: unknown) =>
    new ApiError(status, 'Unauthorized', JSON.stringify(body));

  it('switches on the unauthorized code of a 401, never on the text', () => {
    expect(isUnauthorizedError(answer(401, { message: 'x', code: 'unauthorized' }))).toBe(true);
    // A refused password is a 401 too, with no code: the page shows its message, no redirect.
    expect(isUnauthorizedError(answer(401, { message: 'Unauthorized' }))).toBe(false);
    expect(isUnauthorizedError(answer(401, { message: 'Invalid email or password' }))).toBe(false);
    expect(isUnauthorizedError(answer(403, { message: 'x', code: 'unauthorized' }))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('scan stream parser', () => {
  it('emits one event per "data: " line, across chunk boundaries', () => {
    const events: ScanStreamEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push('data: {"type":"status","message":"Reading"}\n\nda');
    parser.push('ta: {"type":"ingredient","data":{"name":"Water","safetyRating":"low_risk"}}\n');
    parser.push(': keep-alive comment\n\ndata: not json\n');
    parser.push('data: {"type":"complete","data":{}}');
    parser.end();
    expect(events.map((e) => e.type)).toEqual(['status', 'ingredient', 'complete']);
    expect(events[1]).toMatchObject({ data: { name: 'Water' } });
  });
});
