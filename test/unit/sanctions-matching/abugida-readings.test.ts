import { compareNames } from '../../../domain/sanctions/matching';
import { comparableToken } from '../../../domain/sanctions/matching/comparable-token';
import { PART_FLOOR } from '../../../domain/sanctions/matching/part-floor';
import { tokenSimilarity } from '../../../domain/sanctions/matching/token-similarity';
import { type TokenOrigin, transliterateWords } from '../../../domain/sanctions/matching/transliterate';

const reading = (name: string) =>
  transliterateWords(name)
    .map((word) => word.text)
    .join(' ');
const similarity = (query: string, listed: string) =>
  compareNames(query, listed, { queryKind: 'person', listedKind: 'person' }).similarity;

describe('Latin readings of Khmer, Burmese and Thai names', () => {
  it.each([
    ['Khmer អ before a consonant is a', 'អលិ', 'ali'],
    ['Khmer ិ is i and ុ is u', 'លិ យិ ពុ', 'li yi pu'],
    ['Khmer ោ is o', 'លោបេជ៑', 'lobech'],
    ['Khmer ឥ and ឧ starting a word are i and u, ឯ is e', 'ឥល៑ ឧក៑ ឯល៑', 'il uk el'],
    ['Burmese အ before a consonant is a', 'အလ် လိဗိ', 'al libi'],
    ['Burmese ော is o', 'ဒောန်ကော', 'donko'],
    ['Thai อ at the start is a', 'อหฺมทฺ', 'ahmth'],
    ['Thai อ before a vowel carries it', 'คุเอร', 'khuer'],
    ['Thai อ after a consonant stays o', 'บอริส', 'boris'],
  ])('%s: %s reads %s', (_, name, expected) => {
    expect(reading(name)).toBe(expected);
  });

  it.each([
    ['លិ យិ', 'LI, Yi'],
    ['ဒောန်ကော ဒေဇန်', 'DONKO, Dejan'],
    ['อหฺมทฺ ชนติ', 'JANNATI, Ahmad'],
    ['កិម៑ ក៑យោន៑គ៑ ឥល៑', 'KIM, Kyong Il'],
  ])('%s matches %s', (query, listed) => {
    expect(similarity(query, listed)).toBeGreaterThanOrEqual(80);
  });

  it.each([
    ['kokonen', 'qin'],
    ['kokonen', 'kin'],
  ])(
    'does not take two consonants alike for the name when the o or u written differs: %s, %s',
    (read, listed) => {
      const part = (text: string, origin: TokenOrigin) => comparableToken(text, origin);
      expect(tokenSimilarity(part(read, 'abugida'), part(listed, 'latin'))).toBeLessThan(PART_FLOOR);
    },
  );

  it('still takes them alike when the script wrote no o or u (Thai leaves its o out)', () => {
    expect(
      tokenSimilarity(comparableToken('tin', 'abugida'), comparableToken('thein', 'latin')),
    ).toBeGreaterThanOrEqual(PART_FLOOR);
  });

  it.each([
    ['ஹபிப்', 'hpip', 'Habib'],
    ['ជេសុស៑', 'chesus', 'Jesus'],
  ])('takes like consonants with a written vowel between as two: %s (%s) is %s', (name, read, listed) => {
    expect(reading(name)).toBe(read);
    expect(similarity(name, listed)).toBeGreaterThanOrEqual(80);
  });

  it('but not a name whose consonants a vowel keeps apart differently (Habib is not Hib)', () => {
    expect(similarity('ஹபிப்', 'Hib')).toBeLessThan(80);
    expect(similarity('ஹபிப்', 'Bibi')).toBeLessThan(80);
  });
});
