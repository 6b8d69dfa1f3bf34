import type { QueryFunction } from '@tanstack/react-query';
import { ERROR_CODES, hasErrorCode } from '@labellens/contracts/vocabulary';

/**
 * Error raised for every non-OK response. The message follows the product's rule:
 * `${status}: ${bodyText || statusText}`; `data` holds the parsed JSON body when there is one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly data: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.data = parseJson(bodyText);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, bodyText);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends one product call with session cookies; JSON body and content type only when a body is given. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** Reads a JSON body, tolerating empty answers (204 or an empty 200). */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** apiRequest + readJson in one step for typed endpoint functions. */
export async function requestJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return readJson<T>(await apiRequest(method, path, body));
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default query function: the first query-key element is the URL path of a GET call. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}

/**
 * True for a 401 that means "not signed in" (its `code` is `unauthorized`), never a refused
 * password or code (spec 01 §8 matched the message text; the code is the contract's).
 */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    hasErrorCode(error.data, ERROR_CODES.unauthorized)
  );
}

/**
 * The server's `message` field from a failed call, if it sent one; used by screens whose
 * notice is "server message, or <fallback>".
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const data = error.data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = data.message;
      if (typeof message === 'string' && message.trim() !== '') return message;
      if (Array.isArray(message) && typeof message[0] === 'string') return message.join(', ');
    }
    return undefined;
  }
  return undefined;
}

/** serverMessage(error) or the given fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
