import { createCanvas } from '@napi-rs/canvas';
import { API_OPERATIONS, ApiErrorSchema, type ApiOperation } from '@labellens/contracts';
import type { Browser } from './api-user';
import type { startSmtpReceiver } from './smtp';
import type { RunningStack } from './stack';

/**
 * The contract test's shared part: an operation of libs/shared/contracts called through the
 * gateway of the whole stack, its request checked against the contract and its answer parsed with
 * the zod schema. A parsed body must equal the body sent: a field the contract does not declare
 * (zod drops it) fails as surely as a missing or mistyped one.
 */
export const CONTRACT_ADMIN = {
  username: 'contract-admin',
  password: 'a contract admin passphrase',
};
export const CONTRACT_PASSWORD = 'a long and unusual passphrase';

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

export function operationById(id: string): ApiOperation {
  const found = API_OPERATIONS.find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  bearer?: string;
  /**
   * The status expected instead of 200 (a redirect's 302): a 201, or a refusal (its body must be an
   * ApiError).
   */
  status?: number;
  /** A redirect's expected Location header. */
  location?: string;
}

/** One run of the contract test: the stack it calls and the operations called so far. */
export class ContractRun {
  private readonly called = new Set<string>();

  constructor(
    readonly stack: RunningStack,
    readonly smtp: SmtpReceiver,
  ) {}

  /** Records an operation called without call() (the event stream). */
  markCalled(id: string): void {
    operationById(id);
    this.called.add(id);
  }

  /** The ids of API_OPERATIONS not called yet. */
  uncalled(): string[] {
    return API_OPERATIONS.map((o) => o.id).filter((id) => !this.called.has(id));
  }

  /** Calls an operation as `client`, checks the request against the contract and the answer too. */
  async call<T = unknown>(client: Browser, id: string, options: CallOptions = {}): Promise<T> {
    const { stack } = this;
    const op = operationById(id);
    if (op.body) op.body.parse(options.body);
    if (op.params) op.params.parse(options.params);
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(options.params?.[name] ?? ''),
    );
    const headers: Record<string, string> = { origin: stack.url };
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    const res = await client.call(
      op.method.toUpperCase(),
      `${path}${options.query ?? ''}`,
      options.body,
      headers,
    );
    const expected = options.status ?? (op.redirect ? 302 : 200);
    // A 5xx is the stack's own failure: its last log lines say why (one clean-clone run answered
    // extractIngredients 502 once, which no local run reproduced).
    const why =
      res.status >= 500 && res.status !== expected ? stack.logs.slice(-20).join('\n') : '';
    expect({
      id,
      status: res.status,
      text: res.status === expected ? '' : `${res.text}${why ? `\n${why}` : ''}`,
    }).toEqual({
      id,
      status: expected,
      text: '',
    });
    // A redirect says where to: the Location the caller expects.
    if (op.redirect && expected === 302)
      expect({ id, location: res.headers.get('location') }).toEqual({
        id,
        location: options.location,
      });
    const schema = expected < 400 ? op.response : ApiErrorSchema;
    // A download is a file of its declared type (a CSV is checked as text), named as declared.
    const download = expected < 400 ? op.download : undefined;
    if (download)
      expect({
        id,
        type: res.headers.get('content-type')?.split(';')[0],
        disposition: res.headers.get('content-disposition'),
      }).toEqual({
        id,
        type: download.contentType,
        disposition: `attachment; filename="${download.filename}"`,
      });
    const body: unknown = download?.contentType === 'text/csv' ? res.text : res.body;
    const parsed = schema.safeParse(body);
    expect({ id, issues: parsed.success ? [] : parsed.error.issues }).toEqual({ id, issues: [] });
    expect({ id, body: parsed.data }).toEqual({ id, body });
    this.called.add(id);
    return body as T;
  }
}

/** A plain image as a data URL (the extraction answers it with a hint, not an error). */
export function blankLabel(): string {
  const canvas = createCanvas(400, 300);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(0, 0, 400, 300);
  return `data:image/png;base64,${canvas.encodeSync('png').toString('base64')}`;
}
