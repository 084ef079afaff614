import { koreanKey } from './korean-key';
import { otherSoundKey, separateSoundKey, soundKey, spokenSpellings } from './sound-key';
import { glidelessKey, skeletonKey, spellingKey, vowelClasses } from './spelling-keys';
import type { TokenOrigin } from './transliterate';

/** One part of a name (or several parts glued together) with the keys it is compared by. */
export interface ComparableToken {
  /** Lower-case ASCII as transliterated. */
  readonly text: string;
  readonly origin: TokenOrigin;
  readonly spelling: string;
  readonly skeleton: string;
  readonly glideless: string;
  /** Other consonant keys of an abjad word (see otherGlideless). */
  readonly otherGlideless?: readonly string[];
  readonly vowels: string;
  /** Consonant classes of the reading, for names from other scripts (see sound-key.ts). */
  readonly sound: string;
  /** The sound key of another reading of the same letters (see otherSoundKey), when there is one. */
  readonly otherSound?: string;
  /** Spelling keys of the word as its script reads it aloud, when that differs (see spokenSpellings). */
  readonly spoken?: readonly string[];
  /** The sound key with like consonants a vowel keeps apart each counted, when it differs (see separateSoundKey). */
  readonly separateSound?: string;
  /** A Latin word's sound key as an abjad writes it, w and y as glides: compared with abjad words. */
  readonly abjadSound?: string;
  /** A Latin word's other consonant keys as an abjad writes its letters (see abjadGlideless). */
  readonly abjadGlideless?: readonly string[];
  /** Only for syllable-sized tokens, the only ones a Korean name part can be. */
  readonly korean?: string;
  /** How many name parts were glued into this token (1 for a plain part). */
  readonly parts: number;
}

const KOREAN_SYLLABLE_MAX_LENGTH = 7;

/**
 * Letters an abjad word is romanised by differently in another language: ش as French ch in Maghreb names
 * (Akkacha, Chérif), ذ ض ظ as z and ث as s in Persian, Urdu and Turkish ones (Ewaz, Ghiyas, Osman). And
 * letters that write a foreign p: Hebrew פ, read f, is p at a word's start (פבלו, Pablo); Arabic, which has
 * no p, writes it as ب (بابلو). Both read so after a v inside the word was read b (see otherGlideless).
 */
const OTHER_ROMANISATIONS: readonly (readonly [RegExp, string])[] = [
  [/sh/g, 'ch'],
  [/dh/g, 'z'],
  [/th/g, 's'],
  [/^[fb]/g, 'p'],
];

/**
 * Other consonant keys of an abjad word: its letters each counted (a doubled consonant is written once, so
 * two like letters are two consonants: Hebrew מנן, Manan, not "mn"), and for a word with a v inside it that v
 * as b (Hebrew ב is b or v, any-ascii reads it v, which the consonant key drops as a glide; Arabic waw reads
 * w). Not a first v: with the first vowel unwritten, "bdr" from בדיר would be Abdur as well as Badir.
 * And the word as other languages romanise it (see OTHER_ROMANISATIONS).
 */
function otherGlideless(text: string, origin: TokenOrigin, glideless: string): string[] | undefined {
  if (origin !== 'abjad') return undefined;
  // A hyphen between like letters keeps spellingKey from merging them.
  const eachLetter = glidelessKey(spellingKey(text.replace(/([a-z])(?=\1)/g, '$1-')).replace(/-/g, ''));
  const withBText = /.v/.test(text) ? [text.replace(/(?<=.)v/g, 'b')] : [];
  const withB = withBText.map((read) => glidelessKey(spellingKey(read)));
  const romanised = OTHER_ROMANISATIONS.flatMap(([letters, as]) =>
    [text, ...withBText].map((read) => glidelessKey(spellingKey(read.replace(letters, as)))),
  );
  const others = [...new Set([eachLetter, ...withB, ...romanised])].filter((key) => key !== glideless);
  return others.length === 0 ? undefined : others;
}

/**
 * Latin letters an abjad writes with a letter of its own that the consonant key reads otherwise: a v is f
 * (فالي, Vali), though the key drops it as the glide a w or a Hebrew vav is; a kh is h in Hebrew, whose ח
 * writes both Arabic ح and خ (חאלד, Khaled).
 */
const ABJAD_WRITINGS: readonly (readonly [string, string])[] = [
  ['v', 'f'],
  ['kh', 'h'],
];

/** A Latin word's consonant keys read as an abjad writes it, when it has such letters. */
function abjadGlideless(text: string): string[] | undefined {
  const keys = ABJAD_WRITINGS.filter(([letters]) => text.includes(letters)).map(([letters, as]) =>
    glidelessKey(spellingKey(text.replaceAll(letters, as))),
  );
  return keys.length === 0 ? undefined : keys;
}

/** The keys a word has only in some scripts, left out where it has none (index memory: one per vocabulary word). */
function rareKeys(text: string, origin: TokenOrigin, glideless: string): Partial<ComparableToken> {
  const keys: { -readonly [K in keyof ComparableToken]?: ComparableToken[K] } = {};
  const others = otherGlideless(text, origin, glideless);
  if (others !== undefined) keys.otherGlideless = others;
  const otherSound = otherSoundKey(text, origin);
  if (otherSound !== undefined) keys.otherSound = otherSound;
  const separateSound = separateSoundKey(text, origin);
  if (separateSound !== undefined) keys.separateSound = separateSound;
  const spoken = spokenSpellings(text, origin);
  if (spoken !== undefined) keys.spoken = spoken.map(spellingKey);
  const abjadKeys = origin === 'latin' ? abjadGlideless(text) : undefined;
  if (abjadKeys !== undefined) keys.abjadGlideless = abjadKeys;
  return keys;
}

export function comparableToken(text: string, origin: TokenOrigin, parts = 1): ComparableToken {
  const spelling = spellingKey(text);
  const glideless = glidelessKey(spelling);
  return {
    text,
    origin,
    spelling,
    skeleton: skeletonKey(spelling),
    glideless,
    vowels: vowelClasses(spelling),
    sound: soundKey(text, origin),
    ...rareKeys(text, origin, glideless),
    ...(origin === 'latin' && { abjadSound: soundKey(text, 'abjad') }),
    parts,
    ...(text.length <= KOREAN_SYLLABLE_MAX_LENGTH && { korean: koreanKey(text) }),
  };
}

/** The origin of parts glued together: the one that restricts comparison most. */
export function joinedOrigin(origins: readonly TokenOrigin[]): TokenOrigin {
  for (const origin of ['reading', 'han', 'abjad', 'abugida', 'hangul', 'syllabary', 'alphabet'] as const)
    if (origins.includes(origin)) return origin;
  return 'latin';
}

/** A single Latin letter, as "V." in "V. Putin". */
export function isInitial(token: ComparableToken): boolean {
  const lettered = token.origin === 'latin' || token.origin === 'alphabet';
  return token.text.length === 1 && lettered && /[a-z]/.test(token.text);
}

/** Scripts whose transliteration starts with the name's first sound, so that an initial can stand for it. */
export function takesInitials(token: ComparableToken): boolean {
  return !['abjad', 'abugida', 'reading'].includes(token.origin);
}
