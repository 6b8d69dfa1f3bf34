/** The session cookie, set by auth and read by the gateway. */
export const SESSION_COOKIE = 'll_session';

/** One cookie's value from a Cookie header; undefined when absent or not valid percent-encoding. */
export function readCookie(
  header: string | string[] | undefined,
  name: string,
): string | undefined {
  const value = Array.isArray(header) ? header.join('; ') : header;
  if (!value) return undefined;
  for (const part of value.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
