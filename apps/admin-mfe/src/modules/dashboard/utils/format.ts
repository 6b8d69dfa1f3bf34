/** Ids in lists are shown truncated to 8 characters (spec 02 §2). */
export function shortId(id: string | null | undefined): string {
  return (id ?? '').slice(0, 8);
}

/** Amounts arrive in cents and are shown as USD with 2 decimals. */
export function formatUsd(cents: number | null | undefined): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    (cents ?? 0) / 100,
  );
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return '—';
  return new Date(time).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function fullName(
  first: string | null | undefined,
  last: string | null | undefined,
): string {
  return [first, last].filter((p) => p && p.trim()).join(' ') || '—';
}

export const ANALYTICS_REFRESH_MS = 30_000;
