import { matchArticle } from './match-fixtures';

const RUSSIAN_ARTICLE = {
  headline: 'Businessman charged with fraud',
  body: 'Prosecutors charged Russian businessman Oleg Vetrov with fraud on Tuesday. Vetrov denies the charges.',
};
const GERMAN_ARTICLE = {
  headline: 'Anklage gegen Unternehmer',
  body: 'Die Staatsanwaltschaft hat den russischen Unternehmer Oleg Vetrov wegen Betrugs angeklagt.',
};

describe('SubjectMatch nationality', () => {
  it('agrees with an English nationality word attached to the name', () => {
    const match = matchArticle(RUSSIAN_ARTICLE, { name: 'Oleg Vetrov', nationalities: ['RU'] });

    expect(match.nationality).toMatchObject({
      type: 'TOTAL_MATCH',
      subjectNationalities: ['RU'],
      articleNationalities: ['RU'],
      matches: [{ score: 10, type: 'TOTAL_MATCH', subjectNationality: 'RU', articleNationality: 'RU' }],
    });
  });

  it('agrees with a German nationality word', () => {
    const match = matchArticle(GERMAN_ARTICLE, { name: 'Oleg Vetrov', nationalities: ['RU'] });

    expect(match.nationality.articleNationalities).toEqual(['RU']);
    expect(match.nationality.type).toBe('TOTAL_MATCH');
  });

  it('conflicts with another nationality attached to the name, in English and German', () => {
    for (const article of [RUSSIAN_ARTICLE, GERMAN_ARTICLE]) {
      const match = matchArticle(article, { name: 'Oleg Vetrov', nationalities: ['UA'] });

      expect(match.nationality.type).toBe('STRONG_MISMATCH');
      expect(match.nationality.matches).toEqual([
        { score: 1, type: 'STRONG_MISMATCH', subjectNationality: 'UA', articleNationality: 'RU' },
      ]);
    }
  });

  it('reads country names in English and German', () => {
    const english = matchArticle(
      { body: 'Oleg Vetrov was arrested in Germany after a tip from Austrian police.' },
      { name: 'Oleg Vetrov', nationalities: ['DE'] },
    );
    const german = matchArticle(
      { body: 'Oleg Vetrov wurde in Deutschland festgenommen.' },
      { name: 'Oleg Vetrov', nationalities: ['DE'] },
    );

    expect(english.nationality.articleNationalities).toEqual(['DE', 'AT']);
    expect(german.nationality.articleNationalities).toEqual(['DE']);
    expect(german.nationality.type).toBe('STRONG_MATCH');
  });

  it('does not read nationality from the subject name itself', () => {
    const match = matchArticle(
      { body: 'Deutsche Bank agreed to pay a fine.' },
      { name: 'Deutsche Bank', type: 'ORGANISATION', nationalities: ['FR'] },
    );

    expect(match.nationality.articleNationalities).toEqual([]);
    expect(match.nationality.type).toBe('NO_DATA');
  });

  it('is NO_DATA when the subject has no nationality', () => {
    const match = matchArticle(RUSSIAN_ARTICLE, { name: 'Oleg Vetrov' });

    expect(match.nationality).toMatchObject({ type: 'NO_DATA', matches: [], articleNationalities: ['RU'] });
  });

  it('does not read countries from people named like them, nor nationality words in lower case', () => {
    const match = matchArticle(
      { body: 'Oleg Vetrov met Michael Jordan and Chad Smith; the pole vault record stood.' },
      { name: 'Oleg Vetrov', nationalities: ['RU'] },
    );

    expect(match.nationality.articleNationalities).toEqual([]);
  });

  it('reads abbreviations in capitals and German nationality nouns', () => {
    const english = matchArticle(
      { body: 'U.S. prosecutors and UK regulators are looking at Oleg Vetrov.' },
      { name: 'Oleg Vetrov', nationalities: ['US'] },
    );
    const german = matchArticle(
      { body: 'Der Russe Oleg Vetrov soll Geld gewaschen haben.' },
      { name: 'Oleg Vetrov', nationalities: ['RU'] },
    );

    expect(english.nationality.articleNationalities).toEqual(['US', 'GB']);
    expect(english.nationality.type).toBe('STRONG_MATCH');
    expect(german.nationality.type).toBe('TOTAL_MATCH');
  });
});
