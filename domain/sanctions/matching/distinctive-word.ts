import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein';
import type { PreparedName } from './align-names';
import type { ComparableToken } from './comparable-token';
import { TokenRole } from './token-roles';
import { tokenSimilarity } from './token-similarity';

/**
 * How the one distinctive word of an organisation's name fares against the other name: 'exact' (same word,
 * or the other name's words glued: "Isbank" / "Is Bank"), 'near' (a typo or a romanisation apart), 'different',
 * or undefined when both names have more than one distinctive word and the rule does not apply.
 */
export type DistinctiveWordAgreement = 'exact' | 'near' | 'different';

const GENERIC = TokenRole.DESCRIPTOR | TokenRole.STOPWORD | TokenRole.PARTICLE | TokenRole.INITIAL;
/**
 * Brands and acronyms this short differ by one letter from other companies ("Kone"/"Cone", "ABB"/"AAB"):
 * only the same word counts. From this length the same spelling is near ("Alcon"/"Alkon").
 */
const SPELLING_MIN_LENGTH = 5;
/** From this length a typo is near too ("Inditex"/"Induitex"), but not below ("Bayer"/"Bajer"). */
const TYPO_MIN_LENGTH = 6;

/** The parts that say which company it is; all but stopwords when every part is generic ("Iran Air"). */
function distinctive(name: PreparedName): number[] {
  const found = name.roles.flatMap((role, i) => (role & GENERIC ? [] : [i]));
  return found.length > 0 ? found : name.roles.flatMap((role, i) => (role & TokenRole.STOPWORD ? [] : [i]));
}

/** The other name's words, single and as runs of up to three glued together. */
function candidates(name: PreparedName): string[] {
  const texts = name.tokens.map((token) => token.text);
  const found: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    for (let end = i + 1; end <= Math.min(texts.length, i + 3); end++)
      found.push(texts.slice(i, end).join(''));
  }
  return found;
}

/** Same sound from another script (see tokenSimilarity): الملثمون, "mlthmwn", is "Moulathamoun". */
const SAME_SOUND = 0.9;
/**
 * Fewer consonants fit too many brands: المراعي (Almarai) read "mry" has the consonants of MIRA, النور (Al
 * Nour) those of Naria.
 */
const SOUND_MIN_CONSONANTS = 3;
const startsWithVowel = (token: ComparableToken) => /^[aeiou]/.test(token.text);

/**
 * A word read from another script cannot be spelled as the list spells it: it agrees when it sounds the same
 * as one of the other name's words (or a listed word as one of a script name's), has three consonants or
 * more, and both begin with a vowel or both with a consonant (a script writes a name's first vowel).
 */
function soundsAlike(word: ComparableToken, others: readonly ComparableToken[]): boolean {
  return others.some((other) => {
    if ((word.origin === 'latin') === (other.origin === 'latin')) return false;
    const scripted = word.origin === 'latin' ? other : word;
    return (
      scripted.glideless.length >= SOUND_MIN_CONSONANTS &&
      startsWithVowel(word) === startsWithVowel(other) &&
      tokenSimilarity(word, other) >= SAME_SOUND
    );
  });
}

function agreement(
  word: ComparableToken,
  other: PreparedName,
  spellings: ReadonlySet<string>,
): DistinctiveWordAgreement {
  const others = candidates(other);
  if (others.includes(word.text)) return 'exact';
  if (soundsAlike(word, other.tokens)) return 'near';
  if (word.text.length >= SPELLING_MIN_LENGTH && spellings.has(word.spelling)) return 'near';
  if (word.text.length < TYPO_MIN_LENGTH) return 'different';
  const typo = others.some(
    (other) => other.length >= TYPO_MIN_LENGTH - 1 && damerauLevenshtein(word.text, other) <= 1,
  );
  return typo ? 'near' : 'different';
}

/**
 * The one-word rule for organisations: when either name has a single distinctive word (after legal forms and
 * generic words), that word must appear in the other name exactly or nearly so ("Bayer" is not "Bajer",
 * "Roche Holding" not "Reach Holding Group"): a similar-sounding brand is another company.
 */
export function distinctiveWordAgreement(
  query: PreparedName,
  listed: PreparedName,
): DistinctiveWordAgreement | undefined {
  const [queryWords, listedWords] = [distinctive(query), distinctive(listed)];
  if (queryWords.length !== 1 && listedWords.length !== 1) return undefined;
  const [single, other] =
    queryWords.length === 1 ? [query.tokens[queryWords[0]], listed] : [listed.tokens[listedWords[0]], query];
  const spellings = new Set(other.tokens.map((token) => token.spelling));
  return agreement(single, other, spellings);
}
