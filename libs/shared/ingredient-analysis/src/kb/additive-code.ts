import { orEmpty } from '../text/optional';

/**
 * Canonical additive codes: `E` + number + optional letter + optional roman sub-index, without
 * parentheses (`E450i`, `E160aii`, `E1422`). Printed forms such as `E 450 (i)`, `INS 450(i)` or
 * `e450i` all map to the same code.
 */
const CODE_RE = /^e?\s*(\d{3,4})\s*([a-h])?\s*\(?\s*((?:i{1,3}|iv|v|vi{1,3}|ix|x))?\s*\)?$/i;

export function canonicalAdditiveCode(raw: string): string | null {
  const m = CODE_RE.exec(raw.trim());
  if (!m) return null;
  const n = Number(orEmpty(m[1]));
  if (n < 100 || n > 1999) return null;
  return `E${orEmpty(m[1])}${orEmpty(m[2]).toLowerCase()}${orEmpty(m[3]).toLowerCase()}`;
}

/** Parent codes from most to least specific: `E160aii` → [`E160a`, `E160`]. */
export function parentCodes(code: string): string[] {
  const m = /^E(\d{3,4})([a-h])?([ivx]+)?$/.exec(code);
  if (!m) return [];
  const out: string[] = [];
  if (m[3] && m[2]) out.push(`E${m[1]}${m[2]}`);
  if (m[2] || m[3]) out.push(`E${m[1]}`);
  return out;
}
