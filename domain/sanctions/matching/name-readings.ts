import { arabicTranslationReadings } from './arabic-translation-readings';
import { japaneseReadings, koreanReading } from './cjk-readings';
import { EAST_ASIAN_SURNAMES } from './east-asian-surnames';
import { type TokenOrigin, transliterateWords } from './transliterate';

/** A way to read a name: as written, or a name in Chinese characters read as Korean or Japanese. */
export interface NameReading {
  /** The name to compare. */
  text: string;
  /** Where the words of `text` count as coming from when not from their own script (see TokenOrigin). */
  origin?: TokenOrigin;
  /**
   * The reading compared, for a name not in Latin letters: its Korean or Japanese reading of Chinese
   * characters, the Latin reading (transliteration) of the name as written, or an Arabic organisation
   * name's English reading.
   */
  reading?: { language: 'Korean' | 'Japanese' | 'Latin' | 'English'; text: string };
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
const HANGUL_WORD = /^\p{Script=Hangul}+$/u;

const latinReading = (text: string) =>
  transliterateWords(text)
    .map((word) => word.text)
    .join(' ');

/**
 * Particles of foreign names written as a Hangul word of their own (알 무한디스, al-Muhandis; 빈, bin; 폰, von),
 * which are no Korean name syllable: they do not make a name Korean.
 */
const FOREIGN_PARTICLES: ReadonlySet<string> = new Set(['알', '엘', '빈', '이븐', '폰', '델', '드']);

/**
 * Korean names are syllables of their own (김정은 is Kim Jong Un), which is how Hangul is compared: a name
 * with a one-syllable word (도현 이) other than a particle, or a single word of two syllables or starting
 * with a family name (도현, 최재현), is Korean. Another name in Hangul is a foreign one, to read word by word (메드라노, Medrano).
 */
function isForeignNameInHangul(text: string): boolean {
  const words = text
    .split(/\s+/)
    .filter((word) => HANGUL_WORD.test(word) && !FOREIGN_PARTICLES.has(word))
    .map((word) => transliterateWords(word).map((syllable) => syllable.text));
  if (words.length === 0 || words.some((syllables) => syllables.length === 1)) return false;
  if (words.length > 1) return true;
  const [syllables] = words;
  return syllables.length > 2 && !EAST_ASIAN_SURNAMES.has(syllables[0]);
}

/** A foreign name in Hangul: the same name with each Hangul word read whole, as kana are. */
function hangulLoanwordReadings(text: string): NameReading[] {
  if (!isForeignNameInHangul(text)) return [];
  const whole = text
    .split(/\s+/)
    .map((word) => (/\p{Script=Hangul}/u.test(word) ? latinReading(word).replaceAll(' ', '') : word));
  const read = whole.join(' ');
  return [{ text: read, origin: 'syllabary', reading: { language: 'Latin', text: read } }];
}

/** The Arabic article before a sun letter, which it is assimilated to: الدين is ad-din, ud-din, -uddin. */
const ARTICLE_BEFORE_SUN_LETTER = /(?<!\p{L})ال(?=[تثدذرزسشصضطظلن])/gu;

/**
 * An Arabic name whose article is assimilated, read once more without it: lists write it as the doubled
 * letter it becomes and glue it to the name before (Sirajuddin for سراج الدين, Shams ur-Rahman), which the
 * article read as al never meets. An alternative, not a replacement: as many lists write al-Din.
 */
function assimilatedArticleReadings(text: string): NameReading[] {
  const assimilated = text.replace(ARTICLE_BEFORE_SUN_LETTER, '');
  if (assimilated === text) return [];
  return [{ text: assimilated, reading: { language: 'Latin', text: latinReading(assimilated) } }];
}

/** A ta marbuta before another word: the construct state, where it is read t (عصبة الأنصار, Asbat al-Ansar). */
const CONSTRUCT_TA_MARBUTA = /ة(?=\s+\p{Script=Arabic})/gu;

/** An Arabic name read once more with each ta marbuta in the construct state as t; none without one. */
function constructStateReadings(text: string): NameReading[] {
  const construct = text.replace(CONSTRUCT_TA_MARBUTA, 'ت');
  if (construct === text) return [];
  return [{ text: construct, reading: { language: 'Latin', text: latinReading(construct) } }];
}

/** An Arabic organisation name translated word by word, as lists write it (see arabicTranslationReadings). */
function englishReadings(text: string): NameReading[] {
  return arabicTranslationReadings(text).map((english) => ({
    text: english,
    reading: { language: 'English', text: latinReading(english) },
  }));
}

/**
 * The name as written (with its Latin reading when in another script), and for a name of three or more
 * Chinese characters its Korean and its likeliest Japanese readings, compared strictly (see TokenOrigin
 * 'reading'): transliteration reads Han in Mandarin, so 金正恩 would otherwise never meet "KIM, Jong Un".
 * An organisation's name in Arabic is also read in English.
 */
export function nameReadings(text: string, kind: 'person' | 'organisation' = 'person'): NameReading[] {
  if (!NON_LATIN_LETTER.test(text)) return [{ text }];
  const asWritten: NameReading = { text, reading: { language: 'Latin', text: latinReading(text) } };
  if ((text.match(HAN_CHARACTERS)?.length ?? 0) < READING_MIN_CHARACTERS) {
    return [
      asWritten,
      ...hangulLoanwordReadings(text),
      ...assimilatedArticleReadings(text),
      ...constructStateReadings(text),
      ...(kind === 'organisation' ? englishReadings(text) : []),
    ];
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
