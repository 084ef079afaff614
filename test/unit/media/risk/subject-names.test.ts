import { findFullNames, findShortNames, subjectNames } from '../../../../domain/media/risk/subject-names';
import { foldText } from '../../../../domain/media/risk/text-folding';

const tokens = (text: string) => foldText(text).split(' ');

describe('subjectNames', () => {
  it('finds a person with a middle name left out or added, accents aside, surname first', () => {
    const names = subjectNames({ names: ['Robert Gabriel Mugabe'], type: 'INDIVIDUAL' });
    expect(findFullNames(tokens('Robert Mugabe spoke.'), names.full)).toEqual([0]);
    const jose = subjectNames({ names: ['José Müller'], type: 'INDIVIDUAL' });
    expect(findFullNames(tokens('Jose Antonio Muller was arrested.'), jose.full)).toEqual([0]);
    expect(findFullNames(tokens('MÜLLERS, José'), jose.full)).toEqual([0]);
    expect(findFullNames(tokens('José Maria spoke.'), jose.full)).toEqual([]);
  });

  it("takes a person's surname and a list's capitalised surname as short references", () => {
    expect(subjectNames({ names: ['Jane Doe'], type: 'INDIVIDUAL' }).short).toEqual(['doe']);
    expect(subjectNames({ names: ['SHIRI Perence'], type: 'INDIVIDUAL' }).short.sort()).toEqual([
      'perence',
      'shiri',
    ]);
  });

  it('finds an organisation without its legal form, and by a distinctive first word but not a common one', () => {
    const muster = subjectNames({ names: ['Muster Handels GmbH'], type: 'ORGANISATION' });
    expect(
      findFullNames(tokens('Ermittlungen gegen die Muster Handels wegen Geldwäsche'), muster.full),
    ).toEqual([3]);
    expect(findShortNames(tokens('Muster bestreitet das'), muster.short)).toEqual([0]);
    expect(subjectNames({ names: ['Deutsche Bank AG'], type: 'ORGANISATION' }).short).toEqual([]);
  });

  it('takes a capitalised word before the surname for another given name unless it starts as the subject’s', () => {
    const elif = subjectNames({ names: ['Elif Yıldız'], type: 'INDIVIDUAL' });
    const capital = (index: number) => index === 2;
    const find = (text: string) => findShortNames(tokens(text), elif.short, elif.personWords, capital);
    expect(find('Her brother Kerem Yıldız')).toEqual([]);
    expect(find('Her cousin Elifcan Yıldız')).toEqual([3]);
    expect(find('Her brother Kerem and Yıldız')).toEqual([4]);
  });

  it.each([
    ['Angela Merkel', ['she', 'her', 'sie', 'ihr'], 'he'],
    ['John Smith', ['he', 'his', 'er', 'sein'], 'she'],
    ['Kelly Thomas', ['she', 'her', 'sie', 'ihr'], 'he'],
  ])('lets only the pronouns of the gender of a known given name stand for %s', (name, own, other) => {
    const { pronouns } = subjectNames({ names: [name], type: 'INDIVIDUAL' });
    for (const pronoun of own) expect(pronouns.has(pronoun)).toBe(true);
    expect(pronouns.has(other)).toBe(false);
  });

  it.each([['Imran Khan'], ['Kim Jong Un'], ['Merkel']])(
    'lets every person pronoun stand for %s, whose given name it cannot tell',
    (name) => {
      const { pronouns } = subjectNames({ names: [name], type: 'INDIVIDUAL' });
      expect(['he', 'she', 'er', 'sie'].every((pronoun) => pronouns.has(pronoun))).toBe(true);
    },
  );
});
