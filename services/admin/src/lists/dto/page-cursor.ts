/** Which list a cursor belongs to: a cursor from one list is refused by the others. */
export type ListKind = 'users' | 'scans' | 'payments';

/** Position after the last row of a page: lists are ordered by (time DESC, id DESC). */
export interface PageCursor {
  at: Date;
  id: string;
}

/** Opaque to clients: base64url JSON `{k, t, i}` (list kind, ISO time, row id). */
export function encodeCursor(kind: ListKind, cursor: PageCursor): string {
  return Buffer.from(
    JSON.stringify({ k: kind, t: cursor.at.toISOString(), i: cursor.id }),
  ).toString('base64url');
}

/** The cursor, or null when `raw` is not one this list issued. */
export function decodeCursor(kind: ListKind, raw: string): PageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { k, t, i } = value as Record<string, unknown>;
  if (
    k !== kind ||
    typeof t !== 'string' ||
    typeof i !== 'string' ||
    i.length === 0 ||
    i.length > 200
  )
    return null;
  const at = new Date(t);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== t) return null;
  return { at, id: i };
}
