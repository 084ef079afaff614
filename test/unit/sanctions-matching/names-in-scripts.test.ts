import { parseBundledListedEntities } from '../../../domain/sanctions/ingest';
import {
  buildMatchIndex,
  compareNames,
  DEFAULT_MATCH_THRESHOLD,
  type MatchIndex,
  screen,
} from '../../../domain/sanctions/matching';
import { comparableToken } from '../../../domain/sanctions/matching/comparable-token';
import { PART_FLOOR } from '../../../domain/sanctions/matching/part-floor';
import { soundKey } from '../../../domain/sanctions/matching/sound-key';
import { tokenSimilarity } from '../../../domain/sanctions/matching/token-similarity';
import { transliterateWords } from '../../../domain/sanctions/matching/transliterate';

let index: MatchIndex;

beforeAll(() => {
  index = buildMatchIndex(parseBundledListedEntities());
});

const matches = (name: string) =>
  screen(index, { name, type: 'INDIVIDUAL' }, { threshold: DEFAULT_MATCH_THRESHOLD, limit: 10 });

const PUTIN = 'PUTIN, Vladimir Vladimirovich';

describe('names written in other scripts', () => {
  it.each([
    ['Greek', 'Σεργκέι Λαβρόφ', /^LAVROV, Sergei/],
    ['Georgian', 'ვლადიმერ პუტინი', PUTIN],
    ['Armenian', 'Վլադիմիր Պուտին', PUTIN],
    ['Hebrew', 'ולדימיר פוטין', PUTIN],
    ['Arabic', 'فلاديمير بوتين', PUTIN],
    ['Devanagari', 'व्लादिमीर पुतिन', PUTIN],
    ['Bengali', 'ভ্লাদিমির পুতিন', PUTIN],
    ['Tamil', 'விளாதிமிர் பூட்டின்', PUTIN],
    ['Thai', 'วลาดีมีร์ ปูติน', PUTIN],
    ['Khmer', 'វ្លាឌីមៀរ ពូទីន', PUTIN],
    ['Hangul', '블라디미르 푸틴', PUTIN],
    ['Katakana', 'アイマン・ザワヒリ', /ZAWAHIRI/],
    ['Cyrillic, with х for h', 'Хасан Ахмад', 'AHMAD, Hasan'],
  ])('%s: %s finds its listed entry', (_, name, listed) => {
    expect(matches(name)[0]?.entity.name).toMatch(listed);
  });

  it('says which Latin reading it compared', () => {
    expect(matches('ולדימיר פוטין')[0]?.explanation.queryNameReading).toEqual({
      language: 'Latin',
      text: 'vldimir futin',
    });
    expect(matches('Vladimir Putin')[0]?.explanation.queryNameReading).toBeUndefined();
  });

  it('reads a foreign name in Hangul as one word, not as Korean syllables', () => {
    const [match] = matches('블라디미르 푸틴');
    expect(match?.explanation.queryNameReading?.text).toBe('beulladimileu putin');
  });

  it.each([
    ['Vladimir Patten', 'Putin'],
    ['Waleed Brito', 'Walid'],
    ['Peteri Alhasan', 'Abdallah al-Hasan'],
  ])('a Latin near-miss stays a miss: %s (same sound key as %s)', (name) => {
    expect(matches(name)).toEqual([]);
  });
});

describe('sound keys', () => {
  const key = (text: string, origin: Parameters<typeof soundKey>[1] = 'latin') => soundKey(text, origin);

  it('give the Latin reading of another script and the listed spelling one key', () => {
    expect(key('shamiru', 'syllabary')).toBe(key('shamil'));
    expect(key('basaefu', 'syllabary')).toBe(key('basayev'));
    expect(key('khasan', 'alphabet')).toBe(key('hasan'));
    expect(key('vilatimir', 'abugida')).toBe(key('vladimir'));
    expect(key('mikhailovic', 'abugida')).toBe(key('mikhailovich'));
  });

  it('mark an initial vowel: Abdallah is not Peteri', () => {
    expect(key('usama')).toBe(key('osama'));
    expect(key('abdallah')).not.toBe(key('peteri'));
  });

  it('are not used between two Latin spellings', () => {
    const [brito, waleed] = [comparableToken('brito', 'latin'), comparableToken('waleed', 'latin')];
    expect(brito.sound).toBe(waleed.sound);
    expect(tokenSimilarity(brito, waleed)).toBeLessThan(PART_FLOOR);
    expect(tokenSimilarity(comparableToken('vrito', 'alphabet'), waleed)).toBeLessThan(PART_FLOOR);
  });
});

describe('Latin readings of other scripts', () => {
  const read = (name: string) => transliterateWords(name).map((word) => [word.text, word.origin]);

  it('reads kana with their small kana and the article al', () => {
    expect(read('アル・ジャジーラ')).toEqual([
      ['al', 'syllabary'],
      ['jajiira', 'syllabary'],
    ]);
  });

  it('reads Thai vowels written before their consonant after it', () => {
    expect(read('โลเปซ')).toEqual([['lopes', 'abugida']]);
  });

  it('reads Greek ου as u and Armenian ու as u', () => {
    expect(read('Γιουσούφ')).toEqual([['giusuf', 'alphabet']]);
    expect(read('Պուտին')).toEqual([['putin', 'alphabet']]);
  });

  it('splits the Arabic article from its noun', () => {
    expect(read('الشاهبندر')).toEqual([
      ['al', 'abjad'],
      ['shahbndr', 'abjad'],
    ]);
  });
});

describe('letters a script writes for more than one sound', () => {
  const similarity = (query: string, listed: string) =>
    compareNames(query, listed, { queryKind: 'person', listedKind: 'person' }).similarity;

  it.each([
    ['ta marbuta as the final vowel', 'حمزة محمد', 'Hamza Mohammed'],
    ['alef maqsura as a (Arabic)', 'موسى محمد', 'Musa Mohammed'],
    ['alef maqsura as i (Persian)', 'حقانى محمد', 'Haqqani Mohammed'],
    ['dad as d', 'فضل محمد', 'Fadl Mohammed'],
    ['dad as z', 'فضل محمد', 'Fazl Mohammed'],
    ['za as th (Iraqi)', 'رشيد كاظم', 'Rashid Kathim'],
    ['za as z (Persian)', 'رشيد كاظم', 'Rashid Kazim'],
    ['Hebrew bet as b', 'אורב סבילנו', 'Orbe Sevillano'],
    ['Hebrew bet as v', 'אורב סבילנו', 'Orve Sevillano'],
    ['jim as j', 'رجب محمد', 'Rajab Mohammed'],
    ['jim as g', 'رجب محمد', 'Ragab Mohammed'],
    ['z and h as two letters', 'زاهد محمد', 'Zahed Mohammed'],
    ['za and h as two letters', 'عبد الظاهر محمد', 'Abdul Zahir Mohammed'],
    ['initial ain as a vowel, not the title Mr', 'عمر محمود', 'Omar Mahmoud'],
    ['kana fu as h', 'モフセン・ハサン', 'Mohsen Hasan'],
    ['kana fu as f', 'ユスフ・ハサン', 'Yusuf Hasan'],
    ['kana chi as ti', 'イクチヤル・ハサン', 'Ikhtiyar Hasan'],
    ['kana cha as tya', 'ペンチャ・アレクサンドル', 'PENTYA, Aleksandr'],
    ['kana che as che', 'チムチェンコ・ゲナヂ', 'TIMCHENKO, Gennady'],
    ['kana di', 'クラウヂア・メルセデス', 'Claudia Mercedes'],
    ['a short kana name with fu as h', 'フ・ヨンガン', 'HU, Yongan'],
    ['a short Cyrillic name with х as h', 'паек чанг хо', 'PAEK CHANG-HO'],
  ])('%s: %s meets %s', (_, query, listed) => {
    expect(similarity(query, listed)).toBeGreaterThanOrEqual(DEFAULT_MATCH_THRESHOLD);
  });

  it('reads a short name aloud with its own vowel: хо is Ho, not Hu or Ha', () => {
    expect(similarity('паек чанг хо', 'PAEK CHANG-HU')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(similarity('паек чанг хо', 'PAEK CHANG-HA')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
  });

  it('takes a syllabary’s final vowel as the name’s own too (재로, jaelo: Jairo)', () => {
    const jaelo = comparableToken('jaelo', 'syllabary');
    expect(tokenSimilarity(jaelo, comparableToken('jairo', 'latin'))).toBeGreaterThanOrEqual(PART_FLOOR);
    expect(tokenSimilarity(jaelo, comparableToken('jurie', 'latin'))).toBeLessThan(PART_FLOOR);
  });

  it('keeps j and g apart in names of two consonants, which fit too many names already', () => {
    expect(similarity('جن', 'Gan')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(similarity('جن', 'Jan')).toBeGreaterThanOrEqual(DEFAULT_MATCH_THRESHOLD);
  });

  it('keeps l and r apart outside kana and Hangul', () => {
    expect(similarity('λαρα μαια', 'Lela Mama')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(similarity('לארה מאיה', 'Lara Maia')).toBeGreaterThanOrEqual(DEFAULT_MATCH_THRESHOLD);
    expect(similarity('ララ・マイア', 'Lara Maia')).toBeGreaterThanOrEqual(DEFAULT_MATCH_THRESHOLD);
  });

  it('keeps j and g apart between two Latin spellings', () => {
    expect(similarity('Jamal Ahmed', 'Gamal Ahmed')).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
  });

  it('reads the d-row of kana as d', () => {
    expect(transliterateWords('ゲナヂ アブヅル ディエゴ').map((word) => word.text)).toEqual([
      'genadi',
      'abuduru',
      'diego',
    ]);
  });
});
