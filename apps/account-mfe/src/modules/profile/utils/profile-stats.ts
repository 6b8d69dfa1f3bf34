import { formatDate } from '@labellens/web-ui';

/** Badge thresholds (spec 02 §9). */
export const EXPLORER_SCANS = 10;
export const CURATOR_MARKED = 5;
export const RECENT_SCANS = 3;

export interface Achievement {
  id: 'explorer' | 'curator';
  title: string;
  description: string;
  earned: boolean;
}

export function achievements(scanCount: number, markedCount: number): Achievement[] {
  return [
    {
      id: 'explorer',
      title: 'Explorer',
      description: `Scan ${EXPLORER_SCANS} or more products`,
      earned: scanCount >= EXPLORER_SCANS,
    },
    {
      id: 'curator',
      title: 'Curator',
      description: `Mark ${CURATOR_MARKED} or more ingredients`,
      earned: markedCount >= CURATOR_MARKED,
    },
  ];
}

/** Just now / N minutes ago / N hours ago / the date (spec 02 §9). */
export function relativeTime(value: string | null | undefined, now: number = Date.now()): string {
  if (!value) return 'Recent';
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return 'Recent';
  const minutes = Math.floor((now - time) / 60000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  return formatDate(time) ?? 'Recent';
}

/** "Month YYYY" member-since text. */
export function memberSince(createdAt: string | null | undefined): string | null {
  if (!createdAt) return null;
  const time = Date.parse(createdAt);
  if (!Number.isFinite(time)) return null;
  return new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'long' });
}
