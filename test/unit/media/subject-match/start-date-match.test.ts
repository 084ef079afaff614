import { matchArticle } from './match-fixtures';

const SUBJECT = { name: 'Maria Lind', dateOfBirth: '1961-03-12T00:00:00Z' };

describe('SubjectMatch start date', () => {
  it('agrees with a birth date the article states, in English and German', () => {
    const english = matchArticle({ body: 'Maria Lind, born 12 March 1961 in Malmö, was charged.' }, SUBJECT);
    const german = matchArticle(
      { body: 'Maria Lind wurde am 12. März 1961 geboren und ist angeklagt.' },
      SUBJECT,
    );

    for (const match of [english, german]) {
      expect(match.startDate).toEqual({
        score: 10,
        type: 'TOTAL_MATCH',
        subjectStartDate: '1961-03-12T00:00:00.000Z',
        articleStartDate: '1961-03-12T00:00:00.000Z',
      });
    }
  });

  it('agrees with an age against the publication date', () => {
    const cases = [
      'The 52-year-old Maria Lind was charged.',
      'Maria Lind, 52, of Malmö was charged.',
      'Maria Lind (52) wurde angeklagt.',
      'Die 52-jährige Maria Lind wurde angeklagt.',
    ];
    for (const body of cases) {
      const match = matchArticle({ body, publishedAt: '2013-06-01T08:00:00Z' }, SUBJECT);

      expect(match.startDate).toMatchObject({
        type: 'STRONG_MATCH',
        articleStartDate: '1961-06-01T00:00:00.000Z',
      });
    }
  });

  it('conflicts with a birth date years apart', () => {
    const match = matchArticle({ body: 'Maria Lind, born in 1975, was charged.' }, SUBJECT);

    expect(match.startDate).toMatchObject({
      type: 'TOTAL_MISMATCH',
      articleStartDate: '1975-01-01T00:00:00.000Z',
    });
  });

  it('lowers the score for an impossible age', () => {
    const article = { body: 'The 30-year-old Maria Lind was charged.', publishedAt: '2020-01-10T00:00:00Z' };
    const match = matchArticle(article, { ...SUBJECT, dateOfBirth: '1950-05-01T00:00:00Z' });

    expect(match.startDate.type).toBe('TOTAL_MISMATCH');
    expect(match.score).toBeLessThan(5);
  });

  it('reads an organisation founding year', () => {
    const article = { body: 'Nordlicht Trading GmbH, founded in 1998 in Kiel, is under investigation.' };
    const agreeing = matchArticle(article, {
      name: 'Nordlicht Trading GmbH',
      type: 'ORGANISATION',
      dateOfIncorporation: '1998-04-01T00:00:00Z',
    });
    const conflicting = matchArticle(article, {
      name: 'Nordlicht Trading GmbH',
      type: 'ORGANISATION',
      dateOfIncorporation: '2012-04-01T00:00:00Z',
    });

    expect(agreeing.startDate.type).toBe('STRONG_MATCH');
    expect(conflicting.startDate.type).toBe('TOTAL_MISMATCH');
  });

  it('reads a German founding year', () => {
    const match = matchArticle(
      {
        body: 'Die 1998 gegründete Nordlicht Trading GmbH steht unter Verdacht. Nordlicht Trading GmbH wurde 1998 in Kiel gegründet.',
      },
      { name: 'Nordlicht Trading GmbH', type: 'ORGANISATION', dateOfIncorporation: '1998-04-01T00:00:00Z' },
    );

    expect(match.startDate).toMatchObject({
      type: 'STRONG_MATCH',
      articleStartDate: '1998-01-01T00:00:00.000Z',
    });
  });

  it('is NO_DATA when the subject has no date, and when the article gives none', () => {
    const noSubjectDate = matchArticle(
      { body: 'Maria Lind, born 12 March 1961, was charged.' },
      { name: 'Maria Lind' },
    );
    const noArticleDate = matchArticle({ body: 'Maria Lind was charged.' }, SUBJECT);

    expect(noSubjectDate.startDate).toMatchObject({
      type: 'NO_DATA',
      articleStartDate: '1961-03-12T00:00:00.000Z',
    });
    expect(noArticleDate.startDate).toMatchObject({ type: 'NO_DATA', articleStartDate: null });
  });

  it('ignores ages that belong to something or someone else', () => {
    const cases = [
      { body: 'Critics shared an 11-year-old video of Maria Lind.', type: 'INDIVIDUAL' as const },
      { body: 'Lind Holding AB and its 25-year-old founder were charged.', type: 'ORGANISATION' as const },
    ];
    for (const { body, type } of cases) {
      const match = matchArticle(
        { body },
        { name: type === 'INDIVIDUAL' ? 'Maria Lind' : 'Lind Holding AB', type, dateOfBirth: undefined },
      );

      expect(match.startDate.articleStartDate).toBeNull();
    }
  });
});
