import { MATCH_TYPES } from '../../../../domain/media/subject-match/match-types';
import { matchArticle } from './match-fixtures';

/** Says nothing of Harper Lane but the name: no nationality, place, date, industry or kind. */
const PLAIN_ARTICLE = {
  headline: 'Inquiry widens',
  body: 'Harper Lane was mentioned in the report.',
};
const DETAILED_ARTICLE = {
  headline: 'Investor charged',
  body:
    'Prosecutors charged German investor Jonas Albrecht, 52, with fraud. ' +
    'Albrecht, who lives in Potsdam, said he was innocent.',
  publishedAt: '2013-06-01T08:00:00Z',
};
const SUBJECT = {
  name: 'Jonas Albrecht',
  nationalities: ['DE'],
  dateOfBirth: '1961-03-12T00:00:00Z',
  places: [{ place: 'Berlin', lat: 52.52, lng: 13.405, countryCode: 'DE' }],
};

describe('SubjectMatcher top-level score', () => {
  it('gives the exact name of a subject known by its name alone at least MODERATE_MATCH', () => {
    const match = matchArticle(PLAIN_ARTICLE, { name: 'Harper Lane' });

    expect(match.score).toBe(7);
    expect(match.type).toBe('MODERATE_MATCH');
    for (const fact of [match.industry, match.nationality, match.place, match.startDate, match.subjectType]) {
      expect(fact.type).toBe('NO_DATA');
    }
  });

  it('starts lower for a looser name variant', () => {
    const exact = matchArticle(PLAIN_ARTICLE, { name: 'Harper Lane' });
    const loose = matchArticle({ ...PLAIN_ARTICLE, nameScore: 0.8 }, { name: 'Harper Lane' });

    expect(loose.score).toBeLessThan(exact.score);
    expect(loose.score).toBeLessThan(7);
  });

  it('rises toward TOTAL_MATCH with agreeing facts', () => {
    const match = matchArticle(DETAILED_ARTICLE, SUBJECT);

    expect(match.nationality.type).toBe('TOTAL_MATCH');
    expect(match.startDate.type).toBe('STRONG_MATCH');
    expect(match.place.type).toBe('STRONG_MATCH');
    expect(match.subjectType.type).toBe('TOTAL_MATCH');
    expect(match.score).toBe(10);
    expect(match.type).toBe('TOTAL_MATCH');
  });

  it('rises with a single agreeing fact', () => {
    const match = matchArticle(DETAILED_ARTICLE, { name: 'Jonas Albrecht', nationalities: ['DE'] });

    expect(match.score).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['a conflicting nationality', { nationalities: ['FR'] }],
    ['an impossible age', { dateOfBirth: '1990-01-01T00:00:00Z' }],
    [
      'a far-away place in another country',
      { places: [{ place: 'Lisbon', lat: 38.72, lng: -9.14, countryCode: 'PT' }] },
    ],
    ['another kind of subject', { type: 'ORGANISATION' as const }],
  ])('falls below MODERATE_MATCH with %s', (_conflict, facts) => {
    const match = matchArticle(DETAILED_ARTICLE, { name: 'Jonas Albrecht', ...facts });

    expect(match.score).toBeLessThan(7);
  });

  // A namesake's facts: bench/media-namesake-eval.ts found a German customer born in 1991 sent to automatic
  // review for a quarter of the corpus's adverse articles about others, each of these cases among them.
  it('stays at MODERATE_MATCH for a name alone when the article shows a person: the kind agreeing is no evidence', () => {
    const match = matchArticle(
      { headline: 'Investor charged', body: 'Prosecutors charged Mr Harper Lane, an investor, with fraud.' },
      { name: 'Harper Lane' },
    );

    expect(match.subjectType.type).not.toBe('NO_DATA');
    expect(match.score).toBe(7);
  });

  it("falls below MODERATE_MATCH when the article names countries, none of them the subject's", () => {
    const article = {
      headline: 'Minister charged',
      body:
        'Prosecutors charged Harper Lane, a former minister, with taking bribes. The contracts were signed ' +
        'in Singapore and paid through banks in Cyprus.',
    };
    const match = matchArticle(article, { name: 'Harper Lane', nationalities: ['DE'] });

    expect(match.nationality.type).toBe('WEAK_MISMATCH');
    expect(match.score).toBe(6);
    expect(matchArticle(article, { name: 'Harper Lane' }).score).toBe(7);
  });

  it('gives each sub-object the score of its type', () => {
    const match = matchArticle(DETAILED_ARTICLE, { ...SUBJECT, nationalities: ['FR'] });

    for (const fact of [match.industry, match.nationality, match.place, match.startDate, match.subjectType]) {
      expect(fact.score).toBe(MATCH_TYPES[fact.type].score);
    }
    expect(Number.isInteger(match.score)).toBe(true);
  });

  it('is deterministic', () => {
    expect(matchArticle(DETAILED_ARTICLE, SUBJECT)).toEqual(matchArticle(DETAILED_ARTICLE, SUBJECT));
  });
});
