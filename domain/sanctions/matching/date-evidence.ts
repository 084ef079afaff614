import { formatPartialDate, type PartialDate, partialDateBounds } from '../ingest/partial-date';
import type { EvidenceFeature, FeatureEvidence } from './screening-match';

const QUERY_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;

interface Bounds {
  earliest: string;
  latest: string;
}

function queryBounds(text: string): { bounds: Bounds; precision: 'day' | 'month' | 'year' } | undefined {
  const match = QUERY_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  if (day !== undefined) return { bounds: { earliest: text, latest: text }, precision: 'day' };
  const bounds = partialDateBounds(
    month === undefined
      ? { kind: 'year', year: Number(year) }
      : { kind: 'month', year: Number(year), month: Number(month) },
  );
  return { bounds, precision: month === undefined ? 'year' : 'month' };
}

/** Circa means about: a year either way still agrees. */
function listedBounds(date: PartialDate): Bounds {
  const bounds = partialDateBounds(date);
  if (date.kind !== 'circa' && !(date.kind === 'range' && date.circa)) return bounds;
  const shift = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
  return { earliest: shift(bounds.earliest, -1), latest: shift(bounds.latest, 1) };
}

const time = (day: string) => Date.parse(`${day}T00:00:00Z`);

function gapInDays(a: Bounds, b: Bounds): number {
  if (a.latest < b.earliest) return (time(b.earliest) - time(a.latest)) / DAY_MS;
  if (b.latest < a.earliest) return (time(a.earliest) - time(b.latest)) / DAY_MS;
  return 0;
}

/** "1970-03-05" for "1970-05-03": the commonest typing error in a full date. */
function daySwapped(query: string, date: PartialDate): boolean {
  if (date.kind !== 'exact' || date.date.length !== 10 || query.length !== 10) return false;
  return (
    query.slice(0, 4) === date.date.slice(0, 4) &&
    query.slice(5, 7) === date.date.slice(8, 10) &&
    query.slice(8, 10) === date.date.slice(5, 7)
  );
}

/** Points for one listed date: agreement counts more the more precise both dates are. */
function compare(
  query: string,
  precision: 'day' | 'month' | 'year',
  bounds: Bounds,
  date: PartialDate,
): number {
  const gap = gapInDays(bounds, listedBounds(date));
  if (gap === 0) {
    if (date.kind === 'circa' || date.kind === 'range') return 3;
    if (precision === 'year' || date.kind === 'year') return 5;
    if (precision === 'month' || date.kind === 'month') return 7;
    return 10;
  }
  if (daySwapped(query, date)) return -3;
  if (gap <= YEAR_DAYS) return -10;
  if (gap <= 5 * YEAR_DAYS) return -20;
  return -30;
}

/**
 * The query's date against the list's dates, each at the list's precision (a year-only listing agrees with
 * any day of that year, circa with a year either way, a range with anything inside it). The best-agreeing
 * listed date counts. A clear mismatch is strong evidence of a different person; `strength` scales it.
 */
export function dateEvidence(
  feature: EvidenceFeature,
  queryDate: string | undefined,
  listed: readonly PartialDate[],
  strength = 1,
): FeatureEvidence | undefined {
  const parsed = queryDate === undefined ? undefined : queryBounds(queryDate);
  if (parsed === undefined || queryDate === undefined || listed.length === 0) return undefined;
  const scored = listed.map((date) => ({
    date,
    points: compare(queryDate, parsed.precision, parsed.bounds, date),
  }));
  const best = scored.reduce((a, b) => (b.points > a.points ? b : a));
  return {
    feature,
    outcome: best.points > 0 ? 'agree' : 'conflict',
    detail: `query ${queryDate} vs listed ${formatPartialDate(best.date)}`,
    effect: Math.round(best.points * strength),
  };
}
