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

  it('finds a Spanish name by the first given name and family name, never by that family name alone', () => {
    const arriaga = subjectNames({ names: ['Mauricio Esteban Arriaga Solís'], type: 'INDIVIDUAL' });
    expect(findFullNames(tokens('Police arrested Mauricio Arriaga on Monday.'), arriaga.full)).toEqual([2]);
    expect(findShortNames(tokens('Arriaga denies it.'), arriaga.short)).toEqual([]);
    // The first half of a hyphenated surname is no such family name: Anna Müller is someone else.
    const hyphenated = subjectNames({ names: ['Anna Müller-Schmidt'], type: 'INDIVIDUAL' });
    expect(findFullNames(tokens('Anna Müller opened a bakery.'), hyphenated.full)).toEqual([]);
  });

  it("reads an organisation's name in German cases, without its founding year or the words in brackets", () => {
    const find = (name: string, text: string) => {
      const names = subjectNames({ names: [name], type: 'ORGANISATION' });
      return findFullNames(tokens(text), names.full, names.cases);
    };
    expect(find('Deutsche Bank AG', 'Büros der Deutschen Bank')).toEqual([2]);
    expect(find('Bankhaus Oberlin AG', 'Kunden des Bankhauses Oberlin')).toEqual([2]);
    expect(find('TSV Grünwiesen 1908 e.V.', 'Der TSV Grünwiesen feiert')).toEqual([1]);
    expect(find('J. Pennock & Sons (Plumbing) Ltd', 'J. Pennock & Sons was fined')).toEqual([0]);
    // A person's name is not declined: "Hessen" is no mention of Hermann Hesse.
    const hesse = subjectNames({ names: ['Hermann Hesse'], type: 'INDIVIDUAL' });
    expect(findShortNames(tokens('Wahlen in Hessen'), hesse.short)).toEqual([]);
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
