import type { ComparableToken } from './comparable-token';
import { unmarked } from './sound-key';
import { vowelClassesCompatible } from './spelling-keys';
import type { TokenOrigin } from './transliterate';

/**
 * Same consonant classes (see sound-key.ts) for a name part read from another script: slightly below a
 * spelling match; with one or two consonants (Omar/Amir, Jose/Khose) less.
 */
const SAME_SOUND = 0.9;
const SHORT_SOUND_SIMILARITY = 0.85;
const SOUND_FULL_CONSONANTS = 3;
const SOUND_LOOKUP_CONSONANTS = 1;

/**
 * Korean names in Hangul are compared by their Korean key, syllable by syllable; a foreign name in Hangul
 * is read whole as a syllabary (see name-readings.ts).
 */
const SCRIPTED: ReadonlySet<TokenOrigin> = new Set(['abjad', 'abugida', 'alphabet', 'syllabary']);

/** Words glued together have keys that fit other glued names ("Laura Bell", "Elpara"). */
const isWord = (token: ComparableToken) => token.parts === 1;

/** Whether a part is looked up by its sound key: a word from another script with two consonants or more. */
export function comparesSound(token: ComparableToken): boolean {
  return (
    SCRIPTED.has(token.origin) && isWord(token) && unmarked(token.sound).length >= SOUND_LOOKUP_CONSONANTS
  );
}

/** The vowels of a part besides a, as front (I: e, i, y) and back (U: o, u) in runs. */
function sparseVowels(token: ComparableToken): string {
  return token.spelling
    .replace(/[^eiouy]/g, '')
    .replace(/[eiy]/g, 'I')
    .replace(/[ou]/g, 'U')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The front vowels of a part: Thai, Khmer and Indic scripts leave the a out and read o, u and their
 * inherent vowel differently (Khmer ុ is read o), but write e and i.
 */
function frontVowels(token: ComparableToken): string {
  return sparseVowels(token).replace(/U/g, '').replace(/I+/g, 'I');
}

/** The long vowels an abjad writes inside a word: waw or vav as U, ya or yod as I. */
function abjadVowels(token: ComparableToken): string {
  return token.text
    .slice(1)
    .replace(/[^wyui]/g, '')
    .replace(/[wu]/g, 'U')
    .replace(/i/g, 'I')
    .replace(/y/g, 'I')
    .replace(/(.)\1+/g, '$1');
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const letter of long) if (letter === short[i]) i += 1;
  return i === short.length;
}

/**
 * The vowel classes of a part, without those a syllabary adds after a consonant: Hangul's eu (으) anywhere
 * (아흐메드, a-heu-me-deu, Ahmed), kana's final u or o (Eriasu).
 */
function writtenVowels(token: ComparableToken): string {
  if (token.origin !== 'syllabary' && token.origin !== 'hangul') return vowelClassesOf(token.spelling);
  return vowelClassesOf(token.spelling.replace(/(?<=[^aeiou])eu/g, '').replace(/(?<=[^aeiou])[ou]$/, ''));
}

const VOWEL_CLASS: Readonly<Record<string, string>> = { a: 'A', e: 'E', i: 'I', o: 'U', u: 'U' };

/** Vowel classes as spellingKeys' vowelClasses, but with a final e (Jose, Tzose: a script writes it). */
function vowelClassesOf(spelling: string): string {
  return (spelling.match(/[aeiou]+/g) ?? []).map((group) => VOWEL_CLASS[group[0]]).join('');
}

/**
 * Whether the vowels a script writes agree with the other part's: an abjad's long vowels (u, i) are among
 * them, an abugida's e/i are theirs, an alphabet's are the same classes. A syllabary and Hangul add
 * vowels between consonants, so only a short name's vowels are compared, without the final one added.
 */
function vowelsFit(a: ComparableToken, b: ComparableToken, consonants: number): boolean {
  const either = (origin: TokenOrigin) => a.origin === origin || b.origin === origin;
  if (either('abjad')) {
    const [abjad, other] = a.origin === 'abjad' ? [a, b] : [b, a];
    return isSubsequence(abjadVowels(abjad), sparseVowels(other));
  }
  if (either('abugida')) {
    // Two consonants fit many names (Kokkonen, Qin): then an o or u the script wrote must agree too (Thai
    // leaves its inherent o unwritten, so a part without one is compared by its front vowels alone).
    const abugida = a.origin === 'abugida' ? a : b;
    const backWritten = consonants < SOUND_FULL_CONSONANTS && sparseVowels(abugida).includes('U');
    return backWritten ? sparseVowels(a) === sparseVowels(b) : frontVowels(a) === frontVowels(b);
  }
  if (either('syllabary') || either('hangul')) {
    // The final vowel a syllabary adds may also be the name's own (재로, jaero: Jairo).
    return (
      consonants >= SOUND_FULL_CONSONANTS ||
      vowelClassesCompatible(writtenVowels(a), writtenVowels(b)) ||
      vowelClassesCompatible(vowelClassesOf(a.spelling), vowelClassesOf(b.spelling))
    );
  }
  return vowelClassesCompatible(writtenVowels(a), writtenVowels(b));
}

/**
 * An abjad's consonants alone fit too many short names ("gn" is Gan, Cohen, Gini): its parts of one or two
 * consonants are compared by those (see consonantSimilarity), not by sound; an abugida's need two.
 */
function minimumConsonants(a: ComparableToken, b: ComparableToken): number {
  if (a.origin === 'abjad' || b.origin === 'abjad') return SOUND_FULL_CONSONANTS;
  return a.origin === 'abugida' || b.origin === 'abugida' ? 2 : 1;
}

/** Syllabaries have one letter for l and r (kana), or read one letter as either (Hangul ㄹ). */
const MERGES_L_AND_R: ReadonlySet<TokenOrigin> = new Set(['syllabary', 'hangul']);

/** The l's and r's of a part in order, each run once: "frl" → "rl", "khalil" → "l". */
const liquidsOf = (token: ComparableToken) => token.spelling.replace(/[^lr]/g, '').replace(/(.)\1+/g, '$1');

/**
 * The sound key takes l and r as one sound for the kana and Hangul that write them alike; every other
 * script writes them apart, and a reading with l where the listed name has r is another name (Fild is
 * not Barletta, Lara not Lela).
 */
function liquidsFit(a: ComparableToken, b: ComparableToken): boolean {
  return MERGES_L_AND_R.has(a.origin) || MERGES_L_AND_R.has(b.origin) || liquidsOf(a) === liquidsOf(b);
}

/** A part's sound keys: its reading's, then its other reading's (see otherSoundKey). */
export function soundsOf(token: ComparableToken): string[] {
  return token.otherSound === undefined ? [token.sound] : [token.sound, token.otherSound];
}

/**
 * How many consonants two parts share counting like ones a vowel keeps apart (Habib and ஹபிப், hpip: two),
 * 0 unless both keep such consonants apart alike (see separateSoundKey; its leading h must agree too).
 */
function separateConsonants(a: ComparableToken, b: ComparableToken, vowelless: boolean): number {
  if (a.separateSound === undefined || b.separateSound === undefined) return 0;
  const [x, y] = [a.separateSound, b.separateSound].map((key) => {
    const frame = key.replace(/^h/, '');
    return { h: frame !== key, frame: vowelless ? unmarked(frame) : frame };
  });
  return x.h === y.h && x.frame === y.frame ? unmarked(x.frame).length : 0;
}

/** How alike two parts sound, for a pair of which one part, at least, comes from another script. */
export function soundSimilarity(a: ComparableToken, b: ComparableToken): number {
  if (!isWord(a) || !isWord(b) || !(SCRIPTED.has(a.origin) || SCRIPTED.has(b.origin))) return 0;
  // Abjads and abugidas do not write a name's first vowel reliably (Arabic ع, Khmer អ).
  const vowelless =
    a.origin === 'abjad' || b.origin === 'abjad' || a.origin === 'abugida' || b.origin === 'abugida';
  // An abjad writes w and y as the glides it leaves out of its keys: so is a Latin name's (Waleed is not פילד).
  const abjad = a.origin === 'abjad' || b.origin === 'abjad';
  const keys = (token: ComparableToken) =>
    (abjad && token.abjadSound !== undefined ? [token.abjadSound] : soundsOf(token)).map((key) =>
      vowelless ? unmarked(key) : key,
    );
  const others = keys(b);
  const shared = keys(a).find((key) => others.includes(key));
  if (shared === undefined) return 0;
  const consonants = Math.max(unmarked(shared).length, separateConsonants(a, b, vowelless));
  if (consonants < minimumConsonants(a, b) || !vowelsFit(a, b, consonants) || !liquidsFit(a, b)) return 0;
  return consonants >= SOUND_FULL_CONSONANTS ? SAME_SOUND : SHORT_SOUND_SIMILARITY;
}
