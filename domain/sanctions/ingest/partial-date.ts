/**
 * A date as precisely as a list states it. Lists say "DOB 1961", "DOB circa 1951", "DOB 1961 to 1963"
 * or "BETWEEN 1955 and 1958"; flattening those to one day would invent facts, so the precision travels
 * with the value and matching decides how to compare.
 *
 * `IsoDatePrefix` is an ISO 8601 calendar date cut to its known precision: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'.
 */
export type IsoDatePrefix = string;

export type PartialDate =
  | { kind: 'exact'; date: IsoDatePrefix }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'year'; year: number }
  /** `date` only when the list gives more than the year ("circa 07 Jul 1966"). */
  | { kind: 'circa'; year: number; date?: IsoDatePrefix }
  /** Both ends inclusive; `circa` when the list calls the range itself approximate. */
  | { kind: 'range'; from: IsoDatePrefix; to: IsoDatePrefix; circa: boolean };

export interface CalendarParts {
  year: number;
  month?: number;
  day?: number;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

function toIsoPrefix({ year, month, day }: CalendarParts): IsoDatePrefix {
  if (month === undefined) return pad(year, 4);
  if (day === undefined) return `${pad(year, 4)}-${pad(month, 2)}`;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The most specific PartialDate for the parts a list gave. */
export function partialDateOf(parts: CalendarParts): PartialDate {
  if (parts.month === undefined) return { kind: 'year', year: parts.year };
  if (parts.day === undefined) return { kind: 'month', year: parts.year, month: parts.month };
  return { kind: 'exact', date: toIsoPrefix(parts) };
}

export function circaOf(parts: CalendarParts): PartialDate {
  return parts.month === undefined
    ? { kind: 'circa', year: parts.year }
    : { kind: 'circa', year: parts.year, date: toIsoPrefix(parts) };
}

/**
 * OFAC writes a year it is unsure of as "01 Jan 1961 to 31 Dec 1962"; whole-year ranges are stored as
 * years, and a range within one year as that year.
 */
export function rangeOf(from: CalendarParts, to: CalendarParts, circa = false): PartialDate {
  const wholeYears = from.month === 1 && from.day === 1 && to.month === 12 && to.day === 31;
  const start = wholeYears ? { year: from.year } : from;
  const end = wholeYears ? { year: to.year } : to;
  if (wholeYears && from.year === to.year) return circa ? circaOf(start) : partialDateOf(start);
  return { kind: 'range', from: toIsoPrefix(start), to: toIsoPrefix(end), circa };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function earliestDay(prefix: IsoDatePrefix): string {
  if (prefix.length === 4) return `${prefix}-01-01`;
  if (prefix.length === 7) return `${prefix}-01`;
  return prefix;
}

function latestDay(prefix: IsoDatePrefix): string {
  if (prefix.length === 4) return `${prefix}-12-31`;
  if (prefix.length === 7) {
    const [year, month] = prefix.split('-').map(Number);
    return `${prefix}-${pad(daysInMonth(year, month), 2)}`;
  }
  return prefix;
}

/** The first and last day the date can stand for (circa taken literally; tolerance is the matcher's call). */
export function partialDateBounds(date: PartialDate): { earliest: string; latest: string } {
  switch (date.kind) {
    case 'exact':
      return { earliest: date.date, latest: date.date };
    case 'month':
    case 'year':
    case 'circa': {
      const prefix = date.kind === 'circa' ? (date.date ?? pad(date.year, 4)) : toIsoPrefix(date);
      return { earliest: earliestDay(prefix), latest: latestDay(prefix) };
    }
    case 'range':
      return { earliest: earliestDay(date.from), latest: latestDay(date.to) };
  }
}

/** The contract's string form: "1965-01-12", "1965-01", "1965", "circa 1965", "1961 to 1963". */
export function formatPartialDate(date: PartialDate): string {
  switch (date.kind) {
    case 'exact':
      return date.date;
    case 'month':
    case 'year':
      return toIsoPrefix(date);
    case 'circa':
      return `circa ${date.date ?? pad(date.year, 4)}`;
    case 'range':
      return `${date.circa ? 'circa ' : ''}${date.from} to ${date.to}`;
  }
}
