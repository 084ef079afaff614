import { type ComparableToken, isInitial } from './comparable-token';
import { COUNTRY_WORDS } from './country-words';
import { EAST_ASIAN_SURNAMES, isSyllable } from './east-asian-surnames';
import { DESCRIPTORS, PARTICLES, PATRONYMIC_ENDING, STOPWORDS } from './name-words';

/** What a part does in its name, as bits: it decides how much the part weighs and how much its absence costs. */
export const TokenRole = {
  PARTICLE: 1,
  STOPWORD: 2,
  INITIAL: 4,
  PATRONYMIC: 8,
  /** A middle name, often left out (see markMiddleNames). */
  MIDDLE: 16,
  /** A generic word or a country in an organisation's name (see DESCRIPTORS, COUNTRY_WORDS). */
  DESCRIPTOR: 32,
} as const;

/** Words after which a part names the father ("Usama bin Muhammad bin Awad"). */
const FILIATION = new Set(['bin', 'ibn', 'ben', 'bint', 'binti', 'bte', 'ould']);

/** Korean and Chinese names have no middle names: every syllable of the given name counts. */
function isEastAsianName(tokens: readonly ComparableToken[], content: readonly number[]): boolean {
  if (content.length < 3) return false;
  const [first, last] = [tokens[content[0]].text, tokens[content[content.length - 1]].text];
  if (!EAST_ASIAN_SURNAMES.has(first) && !EAST_ASIAN_SURNAMES.has(last)) return false;
  return content.every((i) => tokens[i].origin !== 'latin' || isSyllable(tokens[i].text));
}

/**
 * Marks middle names. In "Vladimir Vladimirovich Putin" they lie between the first and the last part; in
 * the lists' "SURNAME, Given Names" (`surnameEnd` = where the given names start) the parts after the first
 * of each side are: "KHAMENEI, Ali Husseini", "ESCOBAR GAVIRIA, Pablo". Chinese and Korean names, in
 * their scripts or romanised, have none.
 */
function markMiddleNames(
  tokens: readonly ComparableToken[],
  roles: number[],
  surnameEnd: number | undefined,
): void {
  const content = roles.flatMap((role, i) => (role & (TokenRole.PARTICLE | TokenRole.STOPWORD) ? [] : [i]));
  if (isEastAsianName(tokens, content)) return;
  const middle =
    surnameEnd === undefined
      ? content.slice(1, -1)
      : [
          ...content.filter((i) => i < surnameEnd).slice(1),
          ...content.filter((i) => i >= surnameEnd).slice(1),
        ];
  for (const i of middle)
    if (tokens[i].origin !== 'han' && tokens[i].origin !== 'hangul') roles[i] |= TokenRole.MIDDLE;
}

/** The role bits of each part; `surnameEnd` for persons' names written "SURNAME, Given Names". */
export function tokenRoles(
  tokens: readonly ComparableToken[],
  isPerson: boolean,
  surnameEnd?: number,
): number[] {
  const roles = tokens.map((token, i) => {
    let role = 0;
    if (isInitial(token)) role |= TokenRole.INITIAL;
    else if (['latin', 'alphabet', 'abjad'].includes(token.origin) && PARTICLES.has(token.text))
      role |= TokenRole.PARTICLE;
    else if (!isPerson && STOPWORDS.has(token.text)) role |= TokenRole.STOPWORD;
    else if (!isPerson && (DESCRIPTORS.has(token.text) || COUNTRY_WORDS.has(token.text)))
      role |= TokenRole.DESCRIPTOR;
    if (PATRONYMIC_ENDING.test(token.text) || (i > 0 && FILIATION.has(tokens[i - 1].text))) {
      role |= TokenRole.PATRONYMIC;
    }
    return role;
  });
  markMiddleNames(tokens, roles, surnameEnd);
  return roles;
}

/** The weight of a generic word of an organisation's name, against 1 for a distinctive one. */
const DESCRIPTOR_WEIGHT = 0.35;

/**
 * How much of a part's weight counts in the comparison at all. A generic word of an organisation's name
 * ("Holding", "Group") agrees between unrelated companies all the time: it counts a third of a distinctive one.
 */
export function roleWeight(role: number): number {
  if (role & TokenRole.STOPWORD) return 0.1;
  if (role & TokenRole.PARTICLE) return 0.15;
  if (role & TokenRole.INITIAL) return 0.35;
  if (role & TokenRole.DESCRIPTOR) return DESCRIPTOR_WEIGHT;
  return 1;
}

/**
 * The share of an unmatched part's weight the comparison loses. Lists and customers leave out middle names,
 * patronymics and particles as a matter of course, and lists add where an organisation is and what it does
 * ("Sberbank of Russia" for a customer's "Sberbank"), though a customer's "Rosneft Trading" is not
 * "Rosneft". A first or last name that finds no counterpart is a different name.
 */
export function missingPartCost(role: number, side: 'query' | 'listed'): number {
  const cost = missingShare(role, side);
  // A generic word agrees for little (DESCRIPTOR_WEIGHT), but its absence costs what it would at full weight.
  return role & TokenRole.DESCRIPTOR ? cost / DESCRIPTOR_WEIGHT : cost;
}

function missingShare(role: number, side: 'query' | 'listed'): number {
  if (role & (TokenRole.PARTICLE | TokenRole.STOPWORD)) return 0.5;
  if (role & TokenRole.PATRONYMIC) return 0.15;
  if (role & TokenRole.INITIAL) return 0.3;
  if (role & TokenRole.MIDDLE) return 0.35;
  if (role & TokenRole.DESCRIPTOR && side === 'listed') return 0.2;
  return 0.7;
}
