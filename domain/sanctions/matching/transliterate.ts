import { toRomaji } from 'wanakana';

/**
 * Where a word of a name came from decides how it may be compared. 'abjad' scripts (Arabic, Hebrew, Syriac)
 * leave short vowels out, so only consonants count; 'abugida' scripts (Indic, Thai, Khmer …) leave their
 * inherent vowel out, which transliteration does not restore; 'hangul' words follow Korean romanisation;
 * 'han' words are one Chinese character's Mandarin syllable, which is either the same syllable or not;
 * 'reading' words are a Korean or Japanese reading of Chinese characters (see name-readings.ts), a guess
 * that counts only when spelled alike; 'alphabet' words (Cyrillic, Greek, Georgian, Armenian) write every
 * sound, but in letters of their own that a foreign name was fitted to; 'syllabary' words (kana, and
 * foreign names in Hangul read whole) add a vowel after every consonant and merge l and r.
 * Every origin but 'latin' is also compared by its sound (see sound-key.ts).
 */
export type TokenOrigin =
  'latin' | 'abjad' | 'abugida' | 'hangul' | 'han' | 'reading' | 'alphabet' | 'syllabary';

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

const ALPHABET = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Georgian}\p{Script=Armenian}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

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
  if (KANA.test(word)) return 'syllabary';
  if (ALPHABET.test(word)) return 'alphabet';
  return 'latin';
}

/**
 * Letters any-ascii reads one by one where the script reads them together or in another order:
 * Thai and Lao write e, ae, o, ai before the consonant they follow (เซ is "se"); Greek ου is u, χ is kh
 * and initial μπ, ντ, γκ are b, d, g; Armenian ու is u; Hebrew letters with a geresh are j, zh, ch, gh, and
 * vav and yod inside a word are mostly the vowels u/o and i/e (any-ascii reads vav as v, like bet), a
 * doubled vav or yod the consonant; the Arabic article is written joined to its noun (الشاهبندر).
 * Arabic letters that names read more than one way get a reading that keeps both: a final ta marbuta is
 * the name's final vowel (حمزة, Hamza), not an h; a final alef maqsura is a (Musa) in Arabic and i
 * (Haqqani) in Persian, so it is a glide, which the consonant keys leave out; dad is d in Arabic names
 * (Ramadan) and z in Persian and Urdu ones (Fazl), so it is dh, like dhal and za: d to the consonant
 * keys, z to the sound key (see sound-key.ts). An Arabic h after a letter read z, s, k, t or d, or one
 * read as a digraph itself (ظاهر, dh-h-r, Zahir), is a consonant of its own (زاهد, Zahed), not a digraph
 * or part of one: a vowel between them keeps them apart. An initial ain is the name's first vowel (عمر,
 * Omar: any-ascii's mark for it would leave "mr", read as a title). Khmer អ and Burmese အ carry a vowel:
 * before a consonant they are its inherent a (អលិ, Ali), which any-ascii leaves out. Foreign names in Khmer
 * write i as ិ and u as ុ (as a word's first vowel ឥ, ឧ), e as ឯ, and o in both scripts as ោ and ော, which
 * any-ascii reads by Khmer's other register (e, o) or letter by letter (ae, ao, ea). Thai อ is the vowel o
 * only after a consonant; elsewhere it carries the vowel after it, or an a (อหมัด, Ahmad).
 */
const BEFORE_ANY_ASCII: readonly (readonly [RegExp, string])[] = [
  [/(?<=[زسصكتطدگذضظثشخغ][اآأإ]?)(?=[حه])/gu, 'a'],
  [/(?<!\p{L})ع/gu, 'a'],
  [/ة(?!\p{L})/gu, ''],
  [/ى/gu, 'ي'],
  [/ض/gu, 'dh'],
  [/ג['׳]/gu, 'j'],
  [/ז['׳]/gu, 'zh'],
  [/צ['׳]/gu, 'ch'],
  [/ע['׳]/gu, 'gh'],
  [/(?<!\p{L})ال(?=\p{L}{3})/gu, 'al '],
  [/([\u0E40-\u0E44\u0EC0-\u0EC4])([\u0E01-\u0E2E\u0E81-\u0EAE]\u0E3A?)/gu, '$2$1'],
  [/[οΟ][υύΥ]/gu, 'u'],
  [/[χΧ]/gu, 'kh'],
  [/(?<!\p{L})[μΜ]π/gu, 'b'],
  [/(?<!\p{L})[νΝ]τ/gu, 'd'],
  [/(?<!\p{L})[γΓ]κ/gu, 'g'],
  [/ու|Ու/gu, 'u'],
  // Greek ι and Georgian ი before a vowel at a word's start are a y (ιουνίς, იუნის: Yunis).
  [/(?<!\p{L})[ιΙი](?=[αάεέοόωώυύuაეოუ])/gu, 'y'],
  [/וו/gu, 'vv'],
  [/(?<=\p{L})ו/gu, 'u'],
  [/יי/gu, 'yy'],
  [/(?<=\p{L})י/gu, 'i'],
  [/[\u17A2\u1021](?=[\u1780-\u17A2\u1000-\u1021])/gu, 'a'],
  [/[\u17B7\u17A5]/gu, 'i'],
  [/[\u17BB\u17A7]/gu, 'u'],
  [/\u17AF/gu, 'e'],
  [/\u17C4|\u1031[\u102B\u102C]/gu, 'o'],
  [/(?<![\u0E01-\u0E2E])\u0E2D(?=[\u0E01-\u0E2E]|$)/gu, 'a'],
  [/(?<![\u0E01-\u0E2E])\u0E2D/gu, ''],
];

/** アル, the Arabic article al- as kana write it (アル・カーイダ, al-Qaida), is that article. */
const KANA_ARTICLE = /^aru$/;

/**
 * ヂ and ヅ are the d-row's di and du in foreign names (wanakana reads them ji and zu, as in Japanese
 * words), and so are ディ and ドゥ (which it reads dei and dou); wanakana leaves Latin letters as they are.
 */
const KANA_D_ROW: readonly (readonly [RegExp, string])[] = [
  [/[ヂぢ]|[デで][ィぃ]/gu, 'di'],
  [/[ヅづ]|[ドど][ゥぅ]/gu, 'du'],
];

/** A ウ of its own before a vowel writes a w (ウエ, we: ウエフベ, Wehbe; アウエイス, Aweys). */
const KANA_W = /(?<=^|[aeiou])u(?=[aeio])/g;

/** A word's Latin reading: kana by wanakana (any-ascii reads small kana as syllables of their own). */
function latinReading(word: string, origin: TokenOrigin): string {
  if (origin === 'syllabary') {
    return toRomaji(KANA_D_ROW.reduce((text, [pattern, by]) => text.replace(pattern, by), word))
      .split(/[^a-z]+/)
      .map((part) => part.replace(KANA_ARTICLE, 'al').replace(KANA_W, 'w'))
      .join(' ');
  }
  if (origin === 'latin' || origin === 'han' || origin === 'hangul') return anyAscii(word);
  return anyAscii(BEFORE_ANY_ASCII.reduce((text, [pattern, by]) => text.replace(pattern, by), word));
}

/** The words of a name in any script, transliterated to lower-case ASCII and split at punctuation. */
export function transliterateWords(name: string): TransliteratedWord[] {
  const words: TransliteratedWord[] = [];
  const spaced = name.normalize('NFC').replace(SYLLABLE_CHARACTER, ' $1 ').replace(APOSTROPHES, '');
  for (const word of spaced.split(/\s+/)) {
    if (word === '') continue;
    const origin = originOf(word);
    const ascii = latinReading(word, origin).toLowerCase().replace(APOSTROPHES, '');
    for (const text of ascii.split(SEPARATORS)) if (text !== '') words.push({ text, origin });
  }
  return words;
}
