import { z } from 'zod';

/** Who may call: anyone, a signed-in person (session cookie), or an administrator (bearer token). */
export type OperationAuth = 'none' | 'session' | 'admin';

/** One call of the public API: its request parts, its answer and the refusals it documents. */
export interface ApiOperation {
  id: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI form: `/api/scan/{id}`. */
  path: string;
  summary: string;
  tag: 'auth' | 'scan' | 'billing' | 'admin';
  auth: OperationAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer; for a stream, the schema of one event. */
  response: z.ZodType;
  /**
   * The success statuses answering `response` and what each means, when not just 200 (201: a
   * thing was created; 204: no body, `response` is then `NoContentSchema`).
   */
  success?: Partial<Record<200 | 201 | 204, string>>;
  /** Server-sent events (`text/event-stream`, one JSON event per `data:` line). */
  stream?: boolean;
  /**
   * A file download: the answer's content type (`response` describes the file) and the name its
   * Content-Disposition suggests.
   */
  download?: { contentType: 'text/csv' | 'application/json'; filename: string };
  /**
   * A redirect: the success is a 302 with no body (`response` is then `NoContentSchema`) whose
   * Location header says where to, as described here.
   */
  redirect?: { location: string };
  /**
   * Refusals beyond the common ones (400 with a body, 401 when signed in is required); a 400 here
   * replaces the common one's description.
   */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 410 | 429 | 502, string>>;
}

/** Checks an operation literal against ApiOperation. */
export const op = (o: ApiOperation) => o;

/** The body of a 204 answer: none. */
export const NoContentSchema = z.undefined();
