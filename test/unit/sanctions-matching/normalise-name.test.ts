import { normaliseName } from '../../../domain/sanctions/matching';
import { TokenRole } from '../../../domain/sanctions/matching/token-roles';

const texts = (name: string, kind: 'person' | 'organisation' | 'unknown' = 'unknown') =>
  normaliseName(name, kind).tokens.map((token) => token.text);

describe('normaliseName', () => {
  it('folds case, diacritics and punctuation; apostrophes vanish inside a word', () => {
    expect(texts('JÉRÔME Kakwavu-Bukande')).toEqual(['jerome', 'kakwavu', 'bukande']);
    expect(texts("Al-Qa'ida")).toEqual(['al', 'qaida']);
    expect(texts('‘ABD AL-RAHMAN BIN ‘UMAYR AL-NU’AYMI')).toEqual([
      'abd',
      'al',
      'rahman',
      'bin',
      'umayr',
      'al',
      'nuaymi',
    ]);
    expect(texts('Müller, Thomas')).toEqual(['muller', 'thomas']);
  });

  it('leaves honorifics and ranks out of persons’ names, also after the comma', () => {
    expect(texts('Sheikh Farid Mahmoud', 'person')).toEqual(['farid', 'mahmoud']);
    expect(texts('MAHMOUD, Haji Dr. Farid', 'person')).toEqual(['mahmoud', 'farid']);
    expect(texts('Major General Innocent Kaina', 'person')).toEqual(['innocent', 'kaina']);
    // A title alone is kept: it is then the name.
    expect(texts('Mullah', 'person')).toEqual(['mullah']);
  });

  it('leaves legal forms out of organisations’ names and reports them', () => {
    expect(normaliseName('Deutsche Bank AG', 'organisation')).toMatchObject({ legalForm: true });
    expect(texts('Deutsche Bank AG', 'organisation')).toEqual(['deutsche', 'bank']);
    expect(texts('LIMMT (DALIAN) METALLURGY AND MINERALS CO., LTD.', 'organisation')).toEqual([
      'limmt',
      'dalian',
      'metallurgy',
      'and',
      'minerals',
    ]);
    expect(texts('Comercializadora Pino S.A. de C.V.', 'organisation')).toEqual(['comercializadora', 'pino']);
    expect(texts('OOO Romashka', 'organisation')).toEqual(['romashka']);
    expect(texts('Obshchestvo s Ogranichennoy Otvetstvennostyu Romashka', 'organisation')).toEqual([
      'romashka',
    ]);
    expect(texts('Acme Trading L.L.C.', 'organisation')).toEqual(['acme', 'trading']);
    // A legal form in a name of unknown kind makes it an organisation's: "General" stays.
    expect(texts('Al Jil General Trading LLC')).toEqual(['al', 'jil', 'general', 'trading']);
    expect(normaliseName('Limited', 'organisation').tokens).toHaveLength(1);
  });

  it('keeps legal-form-like words in persons’ names', () => {
    expect(texts('Kim Sa Ag', 'person')).toEqual(['kim', 'sa', 'ag']);
  });

  it('transliterates Cyrillic, Greek, Arabic, Hebrew, Chinese and Korean to ASCII, marking the script', () => {
    expect(texts('Владимир Путин')).toEqual(['vladimir', 'putin']);
    expect(texts('Νικόλαος')).toEqual(['nikolaos']);
    expect(normaliseName('محمد علي', 'person').tokens.map((token) => [token.text, token.origin])).toEqual([
      ['mhmd', 'abjad'],
      ['aly', 'abjad'],
    ]);
    expect(normaliseName('משה', 'person').tokens[0]).toMatchObject({ text: 'msh', origin: 'abjad' });
    // Each Chinese character and Hangul syllable is a syllable of its own.
    expect(normaliseName('习近平', 'person').tokens.map((token) => [token.text, token.origin])).toEqual([
      ['xi', 'han'],
      ['jin', 'han'],
      ['ping', 'han'],
    ]);
    expect(texts('김정은')).toEqual(['gim', 'jeong', 'eun']);
  });

  it('gives romanisation variants one consonant skeleton', () => {
    const skeleton = (name: string) => normaliseName(name, 'person').tokens[0].skeleton;
    expect(new Set(['Mohammed', 'Muhammad', 'Mohamed', 'Mouhamad'].map(skeleton)).size).toBe(1);
    expect(new Set(['Ivanov', 'Iwanow', 'Ivanoff'].map(skeleton)).size).toBe(1);
    expect(new Set(['Yuri', 'Jurij', 'Iouri'].map(skeleton)).size).toBe(1);
    expect(new Set(['Khaled', 'Khalid'].map(skeleton)).size).toBe(1);
    expect(new Set(['Tschernow', 'Chernov', 'Tchernov'].map(skeleton)).size).toBe(1);
  });

  it('marks particles, initials, patronymics and middle names', () => {
    const roles = (name: string) => normaliseName(name, 'person').roles;
    expect(roles('PUTIN, Vladimir Vladimirovich')[2] & TokenRole.PATRONYMIC).toBeTruthy();
    expect(roles('V. Putin')[0] & TokenRole.INITIAL).toBeTruthy();
    expect(roles('Abu Bakr al-Baghdadi').map((role) => Boolean(role & TokenRole.PARTICLE))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(roles('Frank Kakolele Bwambale').map((role) => Boolean(role & TokenRole.MIDDLE))).toEqual([
      false,
      true,
      false,
    ]);
    expect(roles('Usama bin Muhammad bin Awad')[2] & TokenRole.PATRONYMIC).toBeTruthy();
  });
});
