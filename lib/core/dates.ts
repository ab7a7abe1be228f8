const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const MONTH_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

/** `2025-10-12T00:00:00.000Z` → `October 12, 2025` (in UTC, so every build and reader agrees). */
export function formatDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(isoDate));
}

/** `2025-10-12T00:00:00.000Z` → `October 12`, for lists already grouped by year. */
export function formatMonthDay(isoDate: string): string {
  return MONTH_DAY_FORMAT.format(new Date(isoDate));
}
