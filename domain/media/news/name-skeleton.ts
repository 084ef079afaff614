/**
 * A folded word's consonant skeleton: its first letter, then its consonants without vowels (y counts as
 * one) and without doubled letters. Romanisations of one name differ mostly in vowels and doubling
 * ("Makhluf" / "Makhlouf", "Muhammad" / "Mohammed", "Schroeder" / "Schröder", "Fedotowski" / "Fedotowsky"),
 * which this puts together; the first letter stays, so "Ali" and "Eli" stay apart.
 */
export function nameSkeleton(word: string): string {
  const rest = word.slice(1).replace(/[aeiouy]/g, '');
  return `${word[0] ?? ''}${rest}`.replace(/(.)\1+/g, '$1');
}

/** Name parts this long may be matched by skeleton: shorter ones would meet too many other names. */
export const MIN_SKELETON_WORD = 4;
