const DAY = 24 * 60 * 60 * 1000;

/** `today`, `yesterday`, `3 days ago`, `last week`, `2 months ago`… in the display language. */
export function relativeTime(iso: string, now: Date = new Date(), lang = 'en'): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const days = Math.floor((now.getTime() - then) / DAY);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (days < 1) return rtf.format(0, 'day');
  if (days < 7) return rtf.format(-days, 'day');
  if (days < 30) return rtf.format(-Math.floor(days / 7), 'week');
  if (days < 365) return rtf.format(-Math.floor(days / 30), 'month');
  return rtf.format(-Math.floor(days / 365), 'year');
}
