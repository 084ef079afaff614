import { subjectName } from '../../../../domain/media/news/subject-name';

const texts = (parts: { text: string }[]) => parts.map((part) => part.text);

describe('subjectName', () => {
  it('reads a person as given names and surname: last word, before a comma, or the words in capitals', () => {
    const plain = subjectName('Jürgen Peter Müller', 'INDIVIDUAL');
    expect(plain?.kind === 'person' && [texts(plain.given), texts(plain.surname)]).toEqual([
      ['jurgen', 'peter'],
      ['muller'],
    ]);
    const comma = subjectName('Fernández de Kirchner, Cristina', 'INDIVIDUAL');
    expect(comma?.kind === 'person' && [texts(comma.given), texts(comma.surname)]).toEqual([
      ['cristina'],
      ['fernandez', 'de', 'kirchner'],
    ]);
    const capitals = subjectName('VALENCIA TRUJILLO Joaquin Mario', 'INDIVIDUAL');
    expect(capitals?.kind === 'person' && [texts(capitals.given), texts(capitals.surname)]).toEqual([
      ['joaquin', 'mario'],
      ['valencia', 'trujillo'],
    ]);
    // All in capitals says nothing about which word is the surname.
    const shouted = subjectName('MICHAEL VOLKOV', 'INDIVIDUAL');
    expect(shouted?.kind === 'person' && texts(shouted.surname)).toEqual(['volkov']);
  });

  it('spells out umlauts as English-language press does', () => {
    const name = subjectName('Jürgen Müller', 'INDIVIDUAL');
    expect(name?.parts.map((part) => part.spelledOut)).toEqual(['juergen', 'mueller']);
  });

  it('takes an organisation without its legal forms and a leading article', () => {
    const core = (name: string) => {
      const parsed = subjectName(name, 'ORGANISATION');
      return parsed?.kind === 'organisation' ? texts(parsed.core) : null;
    };
    expect(core('Siemens AG')).toEqual(['siemens']);
    expect(core('Acme Holdings Ltd.')).toEqual(['acme', 'holdings']);
    expect(core('Müller GmbH & Co. KG')).toEqual(['muller']);
    expect(core('The Carlyle Group')).toEqual(['carlyle', 'group']);
    // A name that is only a legal form keeps it.
    expect(core('Limited')).toEqual(['limited']);
    // The forms of German clubs, co-operatives and partnerships, and of other countries; a founding year.
    expect(core('SV Blau-Weiß Hollerbach 1921 e.V.')).toEqual(['sv', 'blau', 'weiss', 'hollerbach']);
    expect(core('Winzergenossenschaft Moselblick eG')).toEqual(['winzergenossenschaft', 'moselblick']);
    expect(core('Berger Thalheim Rechtsanwälte PartG mbB')).toEqual(['berger', 'thalheim', 'rechtsanwalte']);
    expect(core('Helix Data Solutions Sp. z o.o.')).toEqual(['helix', 'data', 'solutions']);
    expect(core('Ferrocasa Construcciones SL')).toEqual(['ferrocasa', 'construcciones']);
    // A year that is the name's second word is part of it.
    expect(core('Studio 2000 GmbH')).toEqual(['studio', '2000']);
  });

  it('has nothing to look for in a name without letters or digits', () => {
    expect(subjectName(' – ', 'INDIVIDUAL')).toBeNull();
  });
});
