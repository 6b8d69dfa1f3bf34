import { z } from 'zod';
import { decodeCursor, type ListKind, type PageCursor } from './page-cursor';

export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;
const LIMIT_MESSAGE = `must be a whole number from 1 to ${MAX_LIST_LIMIT}`;
const CURSOR_MESSAGE = 'is not a valid cursor (pass nextCursor from the previous page)';

/** `?limit=1..100&cursor=<nextCursor>` for one list; other query parameters are ignored. */
export function listQuerySchema(kind: ListKind) {
  return z.object({
    limit: z
      .string({ error: LIMIT_MESSAGE })
      .regex(/^[0-9]{1,3}$/, LIMIT_MESSAGE)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_LIST_LIMIT, LIMIT_MESSAGE)
      .optional()
      .transform((n) => n ?? DEFAULT_LIST_LIMIT),
    cursor: z
      .string({ error: CURSOR_MESSAGE })
      .transform((raw, ctx): PageCursor => {
        const cursor = decodeCursor(kind, raw);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  });
}

export interface ListQueryDto {
  limit: number;
  cursor?: PageCursor;
}
