import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T08:00:00Z', 'today'],
    ['2026-11-22T10:00:00Z', 'yesterday'],
    ['2026-11-19T12:00:00Z', '4 days ago'],
    ['2026-11-14T12:00:00Z', 'last week'],
    ['2026-10-01T12:00:00Z', 'last month'],
    ['2024-11-01T12:00:00Z', '2 years ago'],
    ['not a date', ''],
  ])('%s → %s', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });
});
