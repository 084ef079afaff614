import type { MatchType } from './match-types';
import { scored } from './match-scale';
import type { ArticleStartDate } from './start-date-mentions';
import type { SubjectMatch } from './subject-match';

export type StartDateMatch = SubjectMatch['startDate'];

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/**
 * The subject's birth or founding date against the article's, by how many years apart they can be:
 * the same day TOTAL_MATCH; the same year (or, for an age, a birth date the age allows) STRONG_MATCH —
 * a full date on both sides that differs within the year only WEAK_MATCH; one year beyond WEAK_MATCH
 * (ages are often a year out of date); up to 3 years WEAK_MISMATCH, up to 5 STRONG_MISMATCH; farther
 * TOTAL_MISMATCH: a 30-year-old is not someone born 60 years before the article.
 */
export function matchStartDates(subjectDate: Date | null, article: ArticleStartDate | null): StartDateMatch {
  const subjectStartDate = subjectDate?.toISOString() ?? null;
  const articleStartDate = article?.date.toISOString() ?? null;
  const type = subjectDate === null || article === null ? 'NO_DATA' : compare(subjectDate, article);
  return { ...scored(type), subjectStartDate, articleStartDate };
}

function compare(subject: Date, article: ArticleStartDate): MatchType {
  const yearsApart = yearsOutside(subject, article);
  if (yearsApart === 0) {
    if (article.precision !== 'DAY') return 'STRONG_MATCH';
    return sameDay(subject, article.date) ? 'TOTAL_MATCH' : 'WEAK_MATCH';
  }
  if (yearsApart <= 1) return 'WEAK_MATCH';
  if (yearsApart <= 3) return 'WEAK_MISMATCH';
  if (yearsApart <= 5) return 'STRONG_MISMATCH';
  return 'TOTAL_MISMATCH';
}

/** Whole years between the subject's date and the span the article allows (0 inside it). */
function yearsOutside(subject: Date, article: ArticleStartDate): number {
  if (article.precision === 'AGE') {
    // Someone aged N at the publication date was born in the year up to that date minus N years.
    const latest = article.date.getTime();
    const earliest = latest - YEAR_MS;
    const time = subject.getTime();
    if (time > earliest && time <= latest) return 0;
    return Math.ceil((time > latest ? time - latest : earliest - time) / YEAR_MS);
  }
  return Math.abs(subject.getUTCFullYear() - article.date.getUTCFullYear());
}

function sameDay(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
}
