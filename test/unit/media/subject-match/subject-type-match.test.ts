import { matchArticle } from './match-fixtures';

const PERSON_ARTICLE = {
  headline: 'Harper Lane charged',
  body: 'Prosecutors charged Mr Harper Lane with fraud. He denies wrongdoing.',
};
const COMPANY_ARTICLE = {
  headline: 'Harper Lane fined',
  body: 'Harper Lane Ltd, the logistics company, was fined on Friday. The firm said it would appeal.',
};

describe('SubjectMatch subject type', () => {
  it('agrees when the article shows the same kind of party', () => {
    const person = matchArticle(PERSON_ARTICLE, { name: 'Harper Lane', type: 'INDIVIDUAL' });
    const company = matchArticle(COMPANY_ARTICLE, { name: 'Harper Lane', type: 'ORGANISATION' });

    expect(person.subjectType).toEqual({
      score: 10,
      type: 'TOTAL_MATCH',
      subjectType: 'INDIVIDUAL',
      articleSubjectType: 'INDIVIDUAL',
    });
    expect(company.subjectType).toMatchObject({ type: 'TOTAL_MATCH', articleSubjectType: 'ORGANISATION' });
  });

  it('conflicts when an organisation subject meets an article about a person of that name', () => {
    const match = matchArticle(PERSON_ARTICLE, { name: 'Harper Lane', type: 'ORGANISATION' });

    expect(match.subjectType).toMatchObject({ type: 'TOTAL_MISMATCH', articleSubjectType: 'INDIVIDUAL' });
    expect(match.score).toBeLessThan(7);
  });

  it('conflicts when a person subject meets an article about a company of that name', () => {
    const match = matchArticle(COMPANY_ARTICLE, { name: 'Harper Lane', type: 'INDIVIDUAL' });

    expect(match.subjectType).toMatchObject({ type: 'TOTAL_MISMATCH', articleSubjectType: 'ORGANISATION' });
    expect(match.score).toBeLessThan(7);
  });

  it('reads German cues and vessels', () => {
    const german = matchArticle(
      { body: 'Gegen Frau Harper Lane wird ermittelt. Sie bestreitet die Vorwürfe.' },
      { name: 'Harper Lane' },
    );
    const vessel = matchArticle(
      { body: 'The tanker Sea Harper was seized; the vessel was flagged in Panama.' },
      { name: 'Sea Harper', type: 'VESSEL' },
    );

    expect(german.subjectType.articleSubjectType).toBe('INDIVIDUAL');
    expect(vessel.subjectType).toMatchObject({ type: 'TOTAL_MATCH', articleSubjectType: 'VESSEL' });
  });

  it('is NO_DATA when the article does not tell', () => {
    const match = matchArticle({ body: 'Harper Lane was mentioned in the report.' }, { name: 'Harper Lane' });

    expect(match.subjectType).toMatchObject({ type: 'NO_DATA', score: 5, articleSubjectType: null });
  });

  it('reads the kind from the words around the name when no cue word tells', () => {
    const article = { body: 'Investigators questioned Jonas Albrecht on Thursday about the missing funds.' };

    expect(matchArticle(article, { name: 'Jonas Albrecht' }).subjectType.type).toBe('TOTAL_MATCH');
    expect(matchArticle(article, { name: 'Jonas Albrecht', type: 'ORGANISATION' }).subjectType).toMatchObject(
      {
        type: 'TOTAL_MISMATCH',
        articleSubjectType: 'INDIVIDUAL',
      },
    );
  });
});
