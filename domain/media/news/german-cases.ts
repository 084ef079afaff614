/** A German adjective's nominative "-e" ("deutsche"), which the other cases end in "-en", "-er", "-es", "-em". */
const ADJECTIVE = /^[a-z]{3,}[^aeiou]e$/;
/** A German noun, whose genitive ends in "-s" or "-es" ("des Verpackungswerks", "des Bankhauses"). */
const NOUN = /^[a-z]{3,}[^aeiouy]$/;

const ADJECTIVE_ENDINGS = ['n', 'r', 's', 'm'] as const;
const NOUN_ENDINGS = ['s', 'es'] as const;
const SIBILANT_NOUN_ENDINGS = ['es'] as const;
const NONE = [] as const;

/**
 * The endings German cases add to a folded word of an organisation's name ("der Deutschen Bank", "des
 * Bankhauses Oberlin"): constant lists, so that matching word by word allocates nothing.
 */
export function germanCaseEndings(word: string): readonly string[] {
  if (ADJECTIVE.test(word)) return ADJECTIVE_ENDINGS;
  if (!NOUN.test(word)) return NONE;
  return word.endsWith('s') ? SIBILANT_NOUN_ENDINGS : NOUN_ENDINGS;
}
