import { matchArticle } from './match-fixtures';

const BANK_ARTICLE = {
  headline: 'Frankfurt lender fined over money laundering controls',
  body:
    'Regulators fined Hanse Kredit AG, a bank based in Frankfurt, for weak money laundering controls.\n\n' +
    'The bank said it would appeal.',
};

describe('SubjectMatch industry', () => {
  it('agrees when the article names the subject industry beside the subject', () => {
    const match = matchArticle(BANK_ARTICLE, {
      name: 'Hanse Kredit AG',
      type: 'ORGANISATION',
      industries: ['Banking'],
    });

    expect(match.industry.type).toBe('TOTAL_MATCH');
    expect(match.industry.score).toBe(10);
    expect(match.industry.subjectIndustries).toEqual(['Banking']);
    expect(match.industry.articleIndustries).toContain('banking');
    expect(match.industry.matches).toContainEqual({
      score: 10,
      type: 'TOTAL_MATCH',
      subjectIndustry: 'Banking',
      articleIndustry: 'banking',
    });
  });

  it('reads German industry words', () => {
    const match = matchArticle(
      {
        headline: 'Razzia bei Immobilienkonzern',
        body: 'Die Staatsanwaltschaft durchsuchte die Büros des Immobilienkonzerns Brandt Wohnen GmbH in Hamburg.',
      },
      { name: 'Brandt Wohnen GmbH', type: 'ORGANISATION', industries: ['Real Estate'] },
    );

    expect(match.industry.articleIndustries).toContain('real estate');
    expect(match.industry.type).toBe('TOTAL_MATCH');
  });

  it('conflicts when the article is about another industry', () => {
    const match = matchArticle(BANK_ARTICLE, {
      name: 'Hanse Kredit AG',
      type: 'ORGANISATION',
      industries: ['Mining'],
    });

    expect(match.industry.type).toBe('WEAK_MISMATCH');
    expect(match.industry.matches).toContainEqual(
      expect.objectContaining({
        subjectIndustry: 'Mining',
        articleIndustry: 'banking',
        type: 'WEAK_MISMATCH',
      }),
    );
  });

  it('is NO_DATA when the subject has no industry', () => {
    const match = matchArticle(BANK_ARTICLE, { name: 'Hanse Kredit AG', type: 'ORGANISATION' });

    expect(match.industry).toMatchObject({ type: 'NO_DATA', score: 5, matches: [], subjectIndustries: [] });
    expect(match.industry.articleIndustries).toContain('banking');
  });

  it('maps free-text subject industries to the lexicon', () => {
    const match = matchArticle(
      {
        body: 'Petrol Nord Ltd, which runs a crude oil refinery in Gdansk, was raided. Oil traders said prices held.',
      },
      { name: 'Petrol Nord Ltd', type: 'ORGANISATION', industries: ['Oil & Gas', 'Financial services'] },
    );

    expect(match.industry.articleIndustries).toEqual(['oil and gas']);
    expect(match.industry.matches).toEqual([
      expect.objectContaining({
        subjectIndustry: 'Oil & Gas',
        articleIndustry: 'oil and gas',
        type: 'TOTAL_MATCH',
      }),
      expect.objectContaining({ subjectIndustry: 'Financial services', type: 'WEAK_MISMATCH' }),
    ]);
  });
});
