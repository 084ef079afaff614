import { parseBundledListedEntities } from '../../../domain/sanctions/ingest';
import {
  buildMatchIndex,
  DEFAULT_MATCH_THRESHOLD,
  type MatchIndex,
  screen,
} from '../../../domain/sanctions/matching';
import { arabicTranslationReadings } from '../../../domain/sanctions/matching/arabic-translation-readings';
import { writtenAlternatives } from '../../../domain/sanctions/matching/written-alternatives';

/** The lists without their own names in other scripts: a query in Arabic must find the Latin names. */
let latinOnly: MatchIndex;

beforeAll(() => {
  latinOnly = buildMatchIndex(
    parseBundledListedEntities().map((entity) => ({ ...entity, originalScriptNames: [] })),
  );
});

const screened = (name: string, type: 'INDIVIDUAL' | 'ORGANISATION') =>
  screen(latinOnly, { name, type }, { threshold: DEFAULT_MATCH_THRESHOLD, limit: 10 });

describe('a name written twice', () => {
  it.each([
    ['Abou Mouhadjir (ابو مهاجر)', ['Abou Mouhadjir (ابو مهاجر)', 'Abou Mouhadjir', 'ابو مهاجر']],
    [
      'Amir Khazmat (original script: Амир Хазмат)',
      ['Amir Khazmat (original script: Амир Хазмат)', 'Amir Khazmat', 'Амир Хазмат'],
    ],
    [
      'جبهة النصرة (Jabhat al-Nusrah; aka Al-Nusra Front)',
      [
        'جبهة النصرة (Jabhat al-Nusrah; aka Al-Nusra Front)',
        'جبهة النصرة',
        'Jabhat al-Nusrah',
        'Al-Nusra Front',
      ],
    ],
    ['Владимир Путин Vladimir Putin', ['Владимир Путин Vladimir Putin', 'Владимир Путин', 'Vladimir Putin']],
  ])('%s is also screened as each of its halves', (text, alternatives) => {
    expect(writtenAlternatives(text)).toEqual(alternatives);
  });

  it.each([
    ['Vladimir Putin', ['Vladimir Putin']],
    ['GASMI, Salah', ['GASMI, Salah']],
    ['HAQQANI NETWORK (HQN)', ['HAQQANI NETWORK (HQN)', 'HAQQANI NETWORK']],
    ['Maria (Mary) Smith', ['Maria (Mary) Smith', 'Maria Smith']],
  ])('%s: a one-word note in brackets is not screened alone', (text, alternatives) => {
    expect(writtenAlternatives(text)).toEqual(alternatives);
  });

  it('finds the listed person through either half, at the score of that half alone', () => {
    const [both] = screened('Vladimir Putin (Владимир Путин)', 'INDIVIDUAL');
    const [latin] = screened('Vladimir Putin', 'INDIVIDUAL');
    expect(both?.entity.name).toBe(latin?.entity.name);
    expect(both?.score).toBe(latin?.score);
    expect(both?.explanation.queryName).toBe('Vladimir Putin');
  });
});

describe('an Arabic organisation name, read in English as the lists translate it', () => {
  it('translates the glossary words, drops joining words, keeps names as written and puts the kind last', () => {
    expect(arabicTranslationReadings('الجماعة الاسلامية المقاتلة الليبية')).toEqual([
      'islamic fighting libyan group',
      'islamic combatant libyan group',
      'islamic fighting libyan jamaat',
    ]);
    expect(arabicTranslationReadings('مكتب حنيفة للصرافة')).toEqual(['حنيفة exchange office']);
    expect(arabicTranslationReadings('جمال عكاشة')).toEqual([]);
  });

  it.each([
    ['الجماعة الاسلامية المقاتلة الليبية', 'LIBYAN ISLAMIC FIGHTING GROUP'],
    ['الجهاد الاسلامي المصري', 'EGYPTIAN ISLAMIC JIHAD'],
    ['جمعية احياء التراث الاسلامي', 'REVIVAL OF ISLAMIC HERITAGE SOCIETY'],
    ['الجماعة التونسية المقاتلة', 'TUNISIAN COMBATANT GROUP'],
  ])('%s finds %s by its English reading', (arabic, listed) => {
    const found = screened(arabic, 'ORGANISATION').find((match) => match.entity.name === listed);
    expect(found?.explanation.queryNameReading?.language).toBe('English');
  });

  it.each([
    ['الملثمون', 'AL MOULATHAMOUN', 'one word, by its sound'],
    ['عصبة الأنصار', 'ASBAT AL-ANSAR', 'ta marbuta read t before the next word'],
  ])('%s finds %s (%s)', (arabic, listed) => {
    expect(screened(arabic, 'ORGANISATION').map((match) => match.entity.name)).toContain(listed);
  });

  it('is not used for people: their names are names, not words', () => {
    expect(screened('مصري عراقي', 'INDIVIDUAL').map((match) => match.entity.name)).not.toContain(
      'EGYPTIAN ISLAMIC JIHAD',
    );
  });

  // Well-known companies of the Arab world, on no list. Two namesakes are left out on purpose: "Red Crescent
  // Society" is also the name of a listed society, and "National Oil Company" is as generic in English.
  it.each([
    'شركة أرامكو السعودية',
    'مصرف الراجحي',
    'بنك قطر الوطني',
    'بنك الكويت الوطني',
    'شركة الاتصالات السعودية',
    'طيران الإمارات',
    'موانئ دبي العالمية',
    'البنك الأهلي المصري',
    'الشركة السعودية للصناعات الأساسية',
    'مجموعة بن لادن السعودية',
    'بنك الإمارات دبي الوطني',
    'البنك العربي',
    'شركة المراعي',
    'مجموعة الفطيم',
    'البنك التجاري الدولي',
    'بنك مسقط',
    'مؤسسة قطر',
    'البنك الإسلامي الأردني',
    'بنك دبي الإسلامي',
    'مصرف أبوظبي الإسلامي',
    'شركة النور للتجارة العامة',
  ])('%s (on no list) matches nothing', (name) => {
    expect(screened(name, 'ORGANISATION').map((match) => match.entity.name)).toEqual([]);
  });
});

describe('romanisations of Arabic letters in other languages', () => {
  it.each([
    ['جمال عكاشة', 'DJAMEL AKKACHA', 'ش as the French ch'],
    ['محمد ولی محمد عوض', 'MOHAMMAD WALI MOHAMMAD EWAZ', 'ض as the Persian z'],
  ])('%s finds %s (%s)', (arabic, listed) => {
    expect(screened(arabic, 'INDIVIDUAL').map((match) => match.entity.name)).toContain(listed);
  });
});

describe('foreign names in kana, Hangul and Georgian', () => {
  it.each([
    ['アムトチェントセブ・ブラドレン', /^AMTCHENTSEV/, 'ト before チェ is the t of tch'],
    ['ドジャバロブ・ブラヂミル', /^DZHABAROV/, 'ド before ジャ is the d of dzh'],
    ['알 무한디스 아부 마흐디', /^AL-MUHANDIS/, '알 is the article al, no Korean syllable'],
    ['ハサン・ダヒル・アウエイス', /^HASSAN DAHIR AWEYS/, 'ウエ is we'],
    ['მუჰამად იუნის აჰმად', /^MUHAMMAD YUNIS AHMAD/, 'Georgian ი before a vowel is y'],
  ])('%s finds its listed entry (%s)', (name, listed) => {
    expect(screened(name, 'INDIVIDUAL').map((match) => match.entity.name)).toContainEqual(
      expect.stringMatching(listed),
    );
  });
});

describe('a Latin w or y against an abjad', () => {
  it('is a glide, as the abjad writes it: Field in Hebrew (פילד) is not Waleed', () => {
    expect(screened('אוליביה פילד', 'INDIVIDUAL').map((match) => match.entity.name)).toEqual([]);
  });
});

describe('a country in an organisation name', () => {
  it('pairs with the same country only: "Qatar Foundation" is not the "Al-Kawthar Foundation"', () => {
    const names = screened('Qatar Foundation', 'ORGANISATION').map((match) => match.entity.name);
    expect(names.filter((name) => name.includes('KAWTHAR'))).toEqual([]);
  });
});
