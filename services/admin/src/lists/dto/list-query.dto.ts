import { z } from 'zod';
import { ADMIN_LIST_CURSOR_MESSAGE, AdminListQuerySchema } from '@labellens/contracts';
import { decodeCursor, type ListKind, type PageCursor } from './page-cursor';

export interface ListQueryDto {
  limit: number;
  cursor?: PageCursor;
}

/**
 * The contracts' list query (`limit`, opaque `cursor`), with the cursor decoded for one list: a
 * cursor from another list, or not one of ours, is a 400 on `cursor`.
 */
export function listQuerySchema(kind: ListKind) {
  return AdminListQuerySchema.transform(({ limit, cursor: raw }, ctx): ListQueryDto => {
    if (raw === undefined) return { limit };
    const cursor = decodeCursor(kind, raw);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: ADMIN_LIST_CURSOR_MESSAGE, path: ['cursor'] });
      return z.NEVER;
    }
    return { limit, cursor };
  });
}
