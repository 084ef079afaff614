import { japaneseReadings, koreanReading } from './cjk-readings';
import { type TokenOrigin, transliterateWords } from './transliterate';

/** A way to read a name: as written, or a name in Chinese characters read as Korean or Japanese. */
export interface NameReading {
  /** The name to compare. */
  text: string;
  /** Where the words of `text` count as coming from when not from their own script (see TokenOrigin). */
  origin?: TokenOrigin;
  /**
   * The reading compared, for a name not in Latin letters: its Korean or Japanese reading of Chinese
   * characters, or the Latin reading (transliteration) of the name as written.
   */
  reading?: { language: 'Korean' | 'Japanese' | 'Latin'; text: string };
}

/** Japanese readings are guessed character by character; the first few hold the right one most often. */
const JAPANESE_READINGS = 4;
/**
 * Korean names take three characters, Japanese three or four; most Chinese names two or three. Read in
 * Korean or Japanese, a two-character name is a couple of short syllables that fit far too many listed
 * names (李娜 as "ri da" meets "ABU RIDA").
 */
const READING_MIN_CHARACTERS = 3;
const HAN_CHARACTERS = /\p{Script=Han}/gu;
const NON_LATIN_LETTER = /(?=\p{L})\P{Script=Latin}/u;
/**
 * Korean names are syllables of their own (김정은 is Kim Jong Un), which is how Hangul is compared; a
 * foreign name in Hangul is one word of several syllables (메드라노, Medrano), longer than the three
 * syllables that are glued back together (see name-segments.ts).
 */
const HANGUL_LOANWORD = /\p{Script=Hangul}{4,}/u;

const latinReading = (text: string) =>
  transliterateWords(text)
    .map((word) => word.text)
    .join(' ');

/** A name with Hangul words of foreign names: the same name with each Hangul word read whole, as kana are. */
function hangulLoanwordReadings(text: string): NameReading[] {
  if (!HANGUL_LOANWORD.test(text)) return [];
  const whole = text
    .split(/\s+/)
    .map((word) => (/\p{Script=Hangul}/u.test(word) ? latinReading(word).replaceAll(' ', '') : word));
  const read = whole.join(' ');
  return [{ text: read, origin: 'syllabary', reading: { language: 'Latin', text: read } }];
}

/**
 * The name as written (with its Latin reading when in another script), and for a name of three or more
 * Chinese characters its Korean and its likeliest Japanese readings, compared strictly (see TokenOrigin
 * 'reading'): transliteration reads Han in Mandarin, so 金正恩 would otherwise never meet "KIM, Jong Un".
 */
export function nameReadings(text: string): NameReading[] {
  if (!NON_LATIN_LETTER.test(text)) return [{ text }];
  const asWritten: NameReading = { text, reading: { language: 'Latin', text: latinReading(text) } };
  if ((text.match(HAN_CHARACTERS)?.length ?? 0) < READING_MIN_CHARACTERS) {
    return [asWritten, ...hangulLoanwordReadings(text)];
  }
  const korean = koreanReading(text);
  return [
    asWritten,
    ...(korean === undefined
      ? []
      : [
          {
            text: korean,
            origin: 'reading' as const,
            reading: { language: 'Korean' as const, text: korean },
          },
        ]),
    ...japaneseReadings(text, JAPANESE_READINGS).map((reading) => ({
      text: reading,
      origin: 'reading' as const,
      reading: { language: 'Japanese' as const, text: reading },
    })),
  ];
}
