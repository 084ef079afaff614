import { type CalendarParts, circaOf, type PartialDate, partialDateOf, rangeOf } from './partial-date';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface DateTextOptions {
  /** How to read "01/02/1970": UK and EU write day first, BIS month first. */
  slashOrder?: 'dmy' | 'mdy';
}

function monthNumber(word: string): number | undefined {
  const index = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return index < 0 ? undefined : index + 1;
}

function valid(parts: CalendarParts): CalendarParts | undefined {
  const { year, month, day } = parts;
  if (year < 1800 || year > 2100) return undefined;
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  if (day !== undefined) {
    if (month === undefined) return undefined;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > last) return undefined;
  }
  return parts;
}

/** "0" or "00" stands for an unknown day or month in UK and EU files. */
const known = (n: number): number | undefined => (n === 0 ? undefined : n);

/** One calendar point: ISO, "12 Jan 1965", "Jan. 1965", "January 1965", "12/01/1965", "1965". */
function parsePoint(text: string, options: DateTextOptions): CalendarParts | undefined {
  const t = text.trim().replace(/\.$/, '');
  let m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T[\d:.]+Z?)?$/.exec(t);
  if (m) {
    const month = m[2] ? known(Number(m[2])) : undefined;
    const day = m[3] && month ? known(Number(m[3])) : undefined;
    return valid({ year: Number(m[1]), month, day });
  }
  m = /^(\d{1,2})[ -]([A-Za-z]{3,9})\.?,?[ -](\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[2]);
    return month ? valid({ year: Number(m[3]), month, day: Number(m[1]) }) : undefined;
  }
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[1]);
    return month ? valid({ year: Number(m[3]), month, day: Number(m[2]) }) : undefined;
  }
  m = /^([A-Za-z]{3,9})\.?,? (\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[1]);
    return month ? valid({ year: Number(m[2]), month }) : undefined;
  }
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (m) {
    const [first, second, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const [day, month] = options.slashOrder === 'mdy' ? [second, first] : [first, second];
    const knownMonth = known(month);
    return valid({ year, month: knownMonth, day: knownMonth ? known(day) : undefined });
  }
  return undefined;
}

/** "Between Aug. and Sep. 1977": the first end borrows the year of the second. */
function withBorrowedYear(
  from: string,
  to: CalendarParts,
  options: DateTextOptions,
): CalendarParts | undefined {
  const month = monthNumber(from.trim().replace(/\.$/, ''));
  return /^[A-Za-z]{3,9}\.?$/.test(from.trim()) && month
    ? { year: to.year, month }
    : parsePoint(from, options);
}

const CIRCA = /^(?:circa|approximately|approx\.?|about|ca\.?|c\.)\s+/i;
const RANGE = /^(?:between\s+)?(.+?)\s+(?:to|and|until|-)\s+(.+)$/i;
const YEAR_RANGE = /^(\d{4})\s*[-/]\s*(\d{4})$/;

/**
 * A PartialDate for a date as lists write it, or undefined for text that is no date ("30-35 years old",
 * Hijri dates). Handles circa, ranges ("1961 to 1963", "1979-1982", "BETWEEN … AND …") and partial dates.
 */
export function parseDateText(
  text: string | undefined,
  options: DateTextOptions = {},
): PartialDate | undefined {
  let t = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!t) return undefined;
  const circa = CIRCA.test(t);
  t = t.replace(CIRCA, '');

  const years = YEAR_RANGE.exec(t);
  const range = years ? [years[1], years[2]] : RANGE.exec(t)?.slice(1, 3);
  if (range) {
    const to = parsePoint(range[1], options);
    const from = to ? withBorrowedYear(range[0], to, options) : undefined;
    if (from && to) return rangeOf(from, to, circa);
    if (years || /^between/i.test(t)) return undefined;
  }
  const point = parsePoint(t, options);
  if (!point) return undefined;
  return circa ? circaOf(point) : partialDateOf(point);
}

/** ISO 'YYYY-MM-DD' of a single full date (listing dates, document dates), else undefined. */
export function parseIsoDay(text: string | undefined, options: DateTextOptions = {}): string | undefined {
  const date = parseDateText(text, options);
  return date?.kind === 'exact' ? date.date : undefined;
}
