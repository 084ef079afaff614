import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein';
import jaroWinkler from 'talisman/metrics/jaro-winkler';
import { type ComparableToken, isInitial, takesInitials } from './comparable-token';
import { soundSimilarity } from './sound-similarity';
import { vowelClassesCompatible } from './spelling-keys';
import type { TokenOrigin } from './transliterate';

/** Same spelling after the romanisation keys (Muhamad/Muhammad): as good as equal. */
const SAME_SPELLING = 0.97;
/** Same consonants and compatible vowels (Mohammed/Muhammad, Khaled/Khalid, Osama/Usama), same Korean key. */
const SAME_KEY = 0.92;
/**
 * Four or more consonants alike and as many vowels, whichever (Hezbollah/Hizballah): dialects and
 * romanisers differ in every short vowel. With fewer consonants that is coincidence (Putin/Patton).
 */
const SAME_CONSONANT_FRAME = 0.88;
const FRAME_MIN_CONSONANTS = 4;
/** Same consonants as a name written without its vowels ("mhmd" from محمد). */
const SAME_CONSONANTS = 0.9;
/** "V." for Vladimir: it agrees, but so would every V-name. */
const INITIAL_SIMILARITY = 0.85;
/** Tokens this short are names of their own (Li, Ma, Wu, Ali): only key equality matches them. */
const SHORT_TOKEN = 3;
/** Glued parts differ from a name written as one word by spacing and vowels, not by consonants. */
const GLUED_MIN_SIMILARITY = 0.95;
/** Spelling distance between keys (Korean, abugida) counts a little less than between plain spellings. */
const KEY_DISTANCE_DISCOUNT = 0.05;

/** First sounds that romanisations swap (c/k/q/g, s/z, f/v, b/p, t/d, j/y, any vowel); others do not. */
const FIRST_SOUND: Readonly<Record<string, string>> = {
  ...{ k: 'k', c: 'k', q: 'k', g: 'k', s: 's', z: 's', f: 'f', v: 'f', b: 'p', p: 'p', t: 't', d: 't' },
  ...{ j: 'y', y: 'y', a: 'a', e: 'a', i: 'a', o: 'a', u: 'a' },
};
const consonantCount = (token: ComparableToken) =>
  token.skeleton.length - (/^[aeiou]/.test(token.spelling) ? 1 : 0);
const firstSound = (token: ComparableToken) => FIRST_SOUND[token.spelling[0]] ?? token.spelling[0];
/** Names rarely differ in their first sound but by romanisation ("Putin" is not "Utin"). */
const FIRST_SOUND_PENALTY = 0.1;
/** A name inside a longer one is not that name: "Vladimir" is not "Vladimirov", "Rahman" not "Abdulrahman". */
const CONTAINED_PENALTY_PER_LETTER = 0.05;

function containedPenalty(a: string, b: string): number {
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  const extra = longer.length - shorter.length;
  return extra >= 2 && (longer.startsWith(shorter) || longer.endsWith(shorter))
    ? CONTAINED_PENALTY_PER_LETTER * extra
    : 0;
}

/**
 * Typing and transliteration distance: the mean of Jaro-Winkler (too kind to shared beginnings:
 * "Maria"/"Marina", "Alqaida"/"Alkayali") and the edit ratio (a transposition counting as one edit).
 */
function editSimilarity(a: string, b: string): number {
  const edits = 1 - damerauLevenshtein(a, b) / Math.max(a.length, b.length);
  return (jaroWinkler(a, b) + edits) / 2 - containedPenalty(a, b);
}

function latinSimilarity(a: ComparableToken, b: ComparableToken): number {
  if (a.spelling === b.spelling) return SAME_SPELLING;
  const sameSkeleton = a.skeleton === b.skeleton && vowelClassesCompatible(a.vowels, b.vowels);
  if (Math.min(a.spelling.length, b.spelling.length) <= SHORT_TOKEN) {
    const sameLength = Math.abs(a.spelling.length - b.spelling.length) <= 1;
    return sameLength && a.skeleton === b.skeleton && a.vowels === b.vowels ? SAME_KEY : 0;
  }
  const fuzzy =
    editSimilarity(a.spelling, b.spelling) - (firstSound(a) === firstSound(b) ? 0 : FIRST_SOUND_PENALTY);
  if (sameSkeleton) return Math.max(fuzzy, SAME_KEY);
  if (
    a.skeleton === b.skeleton &&
    consonantCount(a) >= FRAME_MIN_CONSONANTS &&
    a.vowels.length === b.vowels.length
  ) {
    return Math.max(fuzzy, SAME_CONSONANT_FRAME);
  }
  const glued = a.parts > 1 || b.parts > 1;
  return glued && fuzzy < GLUED_MIN_SIMILARITY && a.skeleton !== b.skeleton ? 0 : fuzzy;
}

/** An abjad keeps only consonants: compare those and nothing else. */
function consonantSimilarity(a: ComparableToken, b: ComparableToken): number {
  const [abjad, other] = a.origin === 'abjad' ? [a, b] : [b, a];
  const keys = [abjad.glideless, ...(abjad.otherGlideless ?? [])];
  return [other.glideless, ...(other.abjadGlideless ?? [])].some((key) => keys.includes(key))
    ? SAME_CONSONANTS
    : 0;
}

/** An abugida's inherent vowel (a, in Thai also o) is missing from its transliteration: compare without it. */
function inherentVowelSimilarity(a: ComparableToken, b: ComparableToken): number {
  const [x, y] = [a.spelling.replace(/[ao]/g, ''), b.spelling.replace(/[ao]/g, '')];
  if (x === y) return SAME_CONSONANTS;
  return Math.min(x.length, y.length) >= 4 ? editSimilarity(x, y) - KEY_DISTANCE_DISCOUNT : 0;
}

/** A reading is a guess: only the same spelling, or the same Korean syllable key, counts. */
function readingSimilarity(a: ComparableToken, b: ComparableToken): number {
  if (a.spelling === b.spelling) return SAME_SPELLING;
  return a.korean !== undefined && a.korean === b.korean ? SAME_KEY : 0;
}

function koreanSimilarity(a: ComparableToken, b: ComparableToken): number {
  if (a.spelling === b.spelling) return SAME_SPELLING;
  if (a.korean === undefined || b.korean === undefined) return 0;
  if (a.korean === b.korean) return SAME_KEY;
  const comparable = Math.min(a.korean.length, b.korean.length) >= 4 && a.korean[0] === b.korean[0];
  return comparable ? editSimilarity(a.korean, b.korean) - KEY_DISTANCE_DISCOUNT : 0;
}

/** One part, read aloud as its script reads it (see spokenSpellings), is spelled as the other. */
const spokenAlike = (a: ComparableToken, b: ComparableToken) =>
  a.spoken?.includes(b.spelling) === true || b.spoken?.includes(a.spelling) === true;

function scriptSimilarity(a: ComparableToken, b: ComparableToken): number {
  const either = (origin: TokenOrigin) => a.origin === origin || b.origin === origin;
  if (spokenAlike(a, b)) return SAME_KEY;
  if (either('abjad')) return a.origin === b.origin ? latinSimilarity(a, b) : consonantSimilarity(a, b);
  if (either('abugida')) return a.origin === b.origin ? latinSimilarity(a, b) : inherentVowelSimilarity(a, b);
  if (either('hangul')) return koreanSimilarity(a, b);
  return latinSimilarity(a, b);
}

/**
 * How alike two name parts are, 0 to 1, the way transliterations of one name are alike; the comparison
 * follows the script the parts were written in. A Chinese syllable matches only itself. Below the
 * caller's floor a pair does not count as matched at all.
 */
export function tokenSimilarity(a: ComparableToken, b: ComparableToken): number {
  if (a.text === b.text) return 1;
  if (isInitial(a) || isInitial(b)) {
    return a.text[0] === b.text[0] && takesInitials(a) && takesInitials(b) ? INITIAL_SIMILARITY : 0;
  }
  if (a.origin === 'latin' && b.origin === 'latin') return latinSimilarity(a, b);
  const either = (origin: TokenOrigin) => a.origin === origin || b.origin === origin;
  if (either('reading')) return readingSimilarity(a, b);
  if (either('han')) return a.spelling === b.spelling ? SAME_SPELLING : 0;
  return Math.max(scriptSimilarity(a, b), soundSimilarity(a, b));
}
