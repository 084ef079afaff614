import { japaneseReadings, koreanReading } from './cjk-readings';

/** A way to read a name: as written, or a name in Chinese characters read as Korean or Japanese. */
export interface NameReading {
  /** The name to compare. */
  text: string;
  /** Which reading of a name in Chinese characters this is; absent for the name as written. */
  reading?: { language: 'Korean' | 'Japanese'; text: string };
}

/** Japanese readings are guessed character by character; the first few hold the right one most often. */
const JAPANESE_READINGS = 6;
/**
 * Japanese names take three or four characters (surname and given name of one or two each); most Chinese
 * names two or three. Read as Japanese, a two-character name is a couple of short syllables that fit far
 * too many listed names (李娜 as "ri da" meets "ABU RIDA").
 */
const JAPANESE_MIN_CHARACTERS = 3;
const HAN = /\p{Script=Han}/u;
const HAN_CHARACTERS = /\p{Script=Han}/gu;

/**
 * The name as written, and for a name in Chinese characters its Korean and its likeliest Japanese readings:
 * transliteration reads Han in Mandarin, so 金正恩 would otherwise never meet "KIM, Jong Un".
 */
export function nameReadings(text: string): NameReading[] {
  if (!HAN.test(text)) return [{ text }];
  const korean = koreanReading(text);
  return [
    { text },
    ...(korean === undefined
      ? []
      : [{ text: korean, reading: { language: 'Korean' as const, text: korean } }]),
    ...(text.match(HAN_CHARACTERS)!.length < JAPANESE_MIN_CHARACTERS
      ? []
      : japaneseReadings(text, JAPANESE_READINGS)
    ).map((reading) => ({
      text: reading,
      reading: { language: 'Japanese' as const, text: reading },
    })),
  ];
}
