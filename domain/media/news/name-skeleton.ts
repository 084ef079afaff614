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

/**
 * The skeleton of a name part, when it is distinctive enough to look for others by it: of three letters or
 * more ("Gannon" → "gn" would meet "gain", "gown"…).
 */
export function distinctiveSkeleton(word: string): string | null {
  const skeleton = nameSkeleton(word);
  return skeleton.length >= 3 ? skeleton : null;
}

/**
 * `word` is another romanisation of a name part with skeleton `skeleton`: same first letter, same skeleton,
 * and the same last letter (i and y alike), which keeps apart names that differ by their ending ("Peter" /
 * "Petra", "Maria" / "Mario").
 */
export function sameRomanisation(word: string, part: string, skeleton: string): boolean {
  const ending = (text: string) => text[text.length - 1].replace('y', 'i');
  return (
    word[0] === part[0] &&
    ending(word) === ending(part) &&
    Math.abs(word.length - part.length) <= 3 &&
    nameSkeleton(word) === skeleton
  );
}
