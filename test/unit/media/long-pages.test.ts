// Pages without full stops (scraped lists, tables, transcripts) are one sentence of many thousand words that
// name the subject again and again. Reading such a page once per mention took minutes and stalled the
// execution that fetched it; it must take about as long as any text of its size.
import { assessor, janeDoe } from './risk/risk-assessor-fixtures';
import { matchArticle } from './subject-match/match-fixtures';

/** "Jane Doe, 52, of Leeds, …" 20,000 times with commas only: 140,000 words, 20,000 mentions. */
const listPage = Array.from({ length: 20_000 }, () => 'Jane Doe, 52, of Leeds, was charged').join(', ');
/** Far more than the fixed code needs (0.2 s to match, 1.2 s to assess here) and far less than the quadratic code took (hours). */
const BOUND_MS = 5_000;

function timed<T>(read: () => T): { result: T; ms: number } {
  const started = process.hrtime.bigint();
  const result = read();
  return { result, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

describe('A page that is one sentence naming the subject 20,000 times', () => {
  it('is matched to the subject in linear time, its facts still read', () => {
    const { result, ms } = timed(() =>
      matchArticle(
        { headline: 'List', body: listPage, publishedAt: '2020-06-15T10:00:00Z' },
        { name: 'Jane Doe', dateOfBirth: '1968-01-10' },
      ),
    );
    expect(ms).toBeLessThan(BOUND_MS);
    expect(result.startDate.articleStartDate).not.toBeNull();
    expect(result.subjectType.type).not.toBe('NO_DATA');
  });

  it('is assessed for risk in linear time', () => {
    const { result, ms } = timed(() =>
      assessor.assess({ headline: 'List', body: listPage, language: 'en' }, janeDoe),
    );
    expect(ms).toBeLessThan(BOUND_MS);
    expect(result.adverse).toBe(true);
  });
});
