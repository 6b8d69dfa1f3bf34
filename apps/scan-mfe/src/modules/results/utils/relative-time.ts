const DAY = 24 * 60 * 60 * 1000;

/** `today`, `yesterday`, `3 days ago`, `last week`, `2 months ago`… (English, like the rest of the UI). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const days = Math.floor((now.getTime() - then) / DAY);
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (days < 1) return 'today';
  if (days < 7) return rtf.format(-days, 'day');
  if (days < 30) return rtf.format(-Math.floor(days / 7), 'week');
  if (days < 365) return rtf.format(-Math.floor(days / 30), 'month');
  return rtf.format(-Math.floor(days / 365), 'year');
}
