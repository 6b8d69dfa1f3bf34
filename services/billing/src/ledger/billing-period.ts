/**
 * Period arithmetic in UTC.
 *
 * Free accounts use the calendar month (UTC) rather than 30 days from sign-up: the spec's banner
 * says free scans "reset next month", and one boundary for everybody is easy to explain and test.
 * Paid periods run one calendar month from the moment the plan starts (or renews).
 */
export function monthStartUtc(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

export function nextMonthStartUtc(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** Same day and time next month, clamped to the month's last day (Jan 31 → Feb 28/29). */
export function addOneMonth(at: Date): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(at.getUTCDate(), lastDay),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
}

/** The free period covering `now`; it never starts before the previous period ended. */
export function freePeriodWindow(
  now: Date,
  previousEnd: Date | null,
): { startsAt: Date; endsAt: Date } {
  const monthStart = monthStartUtc(now);
  const startsAt = previousEnd && previousEnd > monthStart ? previousEnd : monthStart;
  return { startsAt, endsAt: nextMonthStartUtc(now) };
}
