import { japaneseReadings, koreanReading } from './cjk-readings';

/** A way to read a name: as written, or a name in Chinese characters read as Korean or Japanese. */
export interface NameReading {
  /** The name to compare. */
  text: string;
  /** Which reading of a name in Chinese characters this is; absent for the name as written. */
  reading?: { language: 'Korean' | 'Japanese'; text: string };
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

/**
 * The name as written, and for a name of three or more Chinese characters its Korean and its likeliest
 * Japanese readings, compared strictly (see TokenOrigin 'reading'):
 * transliteration reads Han in Mandarin, so 金正恩 would otherwise never meet "KIM, Jong Un".
 */
export function nameReadings(text: string): NameReading[] {
  if ((text.match(HAN_CHARACTERS)?.length ?? 0) < READING_MIN_CHARACTERS) return [{ text }];
  const korean = koreanReading(text);
  return [
    { text },
    ...(korean === undefined
      ? []
      : [{ text: korean, reading: { language: 'Korean' as const, text: korean } }]),
    ...japaneseReadings(text, JAPANESE_READINGS).map((reading) => ({
      text: reading,
      reading: { language: 'Japanese' as const, text: reading },
    })),
  ];
}
