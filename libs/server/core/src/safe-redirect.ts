const BASE = 'http://local.invalid';
// Browsers drop tab, CR and LF inside URLs and read a backslash as a slash, so `/\t/evil` and
// `/\evil` both become `//evil` (another site): refuse them rather than trying to clean them.
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/**
 * `next` as a path on this site (`/history?tab=1`), or undefined when it could lead anywhere else.
 * The value is checked both as given and once more decoded, and the result is re-encoded so it is
 * always a valid Location header.
 */
export function safeLocalPath(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return undefined;
  }
  for (const candidate of [next, decoded]) {
    if (FORBIDDEN.test(candidate) || !candidate.startsWith('/') || candidate.startsWith('//')) {
      return undefined;
    }
  }
  const url = new URL(next, BASE);
  if (url.origin !== BASE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
