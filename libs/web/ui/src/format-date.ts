/**
 * The one date format of the apps: "Nov 23, 2026" in English, the locale's own short form in any
 * other display language. Null for a missing or unreadable date.
 */
export function formatDate(
  value: string | number | null | undefined,
  locale = 'en-US',
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
