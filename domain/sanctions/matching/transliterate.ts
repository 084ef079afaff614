/**
 * Where a word of a name came from decides how it may be compared. 'abjad' scripts (Arabic, Hebrew, Syriac)
 * leave short vowels out, so only consonants count; 'abugida' scripts (Indic, Thai, Khmer …) leave their
 * inherent vowel out, which transliteration does not restore; 'hangul' words follow Korean romanisation;
 * 'han' words are one Chinese character's Mandarin syllable, which is either the same syllable or not;
 * 'reading' words are a Korean or Japanese reading of Chinese characters (see name-readings.ts), a guess
 * that counts only when spelled alike.
 */
export type TokenOrigin = 'latin' | 'abjad' | 'abugida' | 'hangul' | 'han' | 'reading';

export interface TransliteratedWord {
  /** Lower-case ASCII letters and digits. */
  text: string;
  origin: TokenOrigin;
}

type AnyAscii = (text: string) => string;

/**
 * any-ascii is ESM-only. Node ≥ 20.19 can require() it, but jest's module registry cannot, so it is loaded
 * with Node's own require, which process.getBuiltinModule hands out unwrapped.
 */
function loadAnyAscii(): AnyAscii {
  const nodeModule = process.getBuiltinModule('node:module');
  return (nodeModule.createRequire(__filename)('any-ascii') as { default: AnyAscii }).default;
}

const anyAscii = loadAnyAscii();

const ABJAD = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}]/u;
const ABUGIDA =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;
/** Each Han character and Hangul syllable is a syllable of the name: romanisations space them or join them. */
const SYLLABLE_CHARACTER = /([\p{Script=Han}\p{Script=Hangul}])/gu;
/** Apostrophes, ayn and hamza marks vanish inside a word ("Qa'ida" = "Qaida"); other punctuation separates. */
const APOSTROPHES = /['`´ʹʻʼʽʾʿ‘’‛′]/gu;
const SEPARATORS = /[^a-z0-9]+/;

function originOf(word: string): TokenOrigin {
  if (HANGUL.test(word)) return 'hangul';
  if (HAN.test(word)) return 'han';
  if (ABJAD.test(word)) return 'abjad';
  if (ABUGIDA.test(word)) return 'abugida';
  return 'latin';
}

/** The words of a name in any script, transliterated to lower-case ASCII and split at punctuation. */
export function transliterateWords(name: string): TransliteratedWord[] {
  const words: TransliteratedWord[] = [];
  const spaced = name.normalize('NFC').replace(SYLLABLE_CHARACTER, ' $1 ').replace(APOSTROPHES, '');
  for (const word of spaced.split(/\s+/)) {
    if (word === '') continue;
    const origin = originOf(word);
    const ascii = anyAscii(word).toLowerCase().replace(APOSTROPHES, '');
    for (const text of ascii.split(SEPARATORS)) if (text !== '') words.push({ text, origin });
  }
  return words;
}
