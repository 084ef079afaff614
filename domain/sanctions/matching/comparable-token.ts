import { koreanKey } from './korean-key';
import { otherSoundKey, soundKey } from './sound-key';
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
  /** The consonant key with v read as b, for an abjad word with a v: Hebrew ב is either (see otherGlideless). */
  readonly otherGlideless?: string;
  readonly vowels: string;
  /** Consonant classes of the reading, for names from other scripts (see sound-key.ts). */
  readonly sound: string;
  /** The sound key of another reading of the same letters (see otherSoundKey), when there is one. */
  readonly otherSound?: string;
  /** Only for syllable-sized tokens, the only ones a Korean name part can be. */
  readonly korean?: string;
  /** How many name parts were glued into this token (1 for a plain part). */
  readonly parts: number;
}

const KOREAN_SYLLABLE_MAX_LENGTH = 7;

/**
 * Hebrew ב is b or v (Avraham, Abdul), and any-ascii reads it v, which the consonant key drops as a glide:
 * so an abjad word with a v has a second consonant key with it as b. Arabic waw reads w, and stays a glide.
 */
function otherGlideless(text: string, origin: TokenOrigin): string | undefined {
  if (origin !== 'abjad' || !text.includes('v')) return undefined;
  return glidelessKey(spellingKey(text.replace(/v/g, 'b')));
}

export function comparableToken(text: string, origin: TokenOrigin, parts = 1): ComparableToken {
  const spelling = spellingKey(text);
  return {
    text,
    origin,
    spelling,
    skeleton: skeletonKey(spelling),
    glideless: glidelessKey(spelling),
    otherGlideless: otherGlideless(text, origin),
    vowels: vowelClasses(spelling),
    sound: soundKey(text, origin),
    otherSound: otherSoundKey(text, origin),
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
