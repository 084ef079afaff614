const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Accepts `YYYY-MM-DD` (read as UTC midnight) or a full ISO 8601 timestamp. */
function parseIsoDate(isoDate: string): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return date;
}

/** `2022-01-28` or `2022-01-28T00:00:00.000Z` → `28. Januar 2022` (calendar date in UTC). */
export function formatGermanDate(isoDate: string): string {
  return GERMAN_DATE.format(parseIsoDate(isoDate));
}

/** The `YYYY-MM-DD` calendar date (UTC), as used in `<lastmod>` and `<time datetime>`. */
export function isoCalendarDate(isoDate: string): string {
  return parseIsoDate(isoDate).toISOString().slice(0, 10);
}
