import { bracketVariants } from '../news/bracket-variants';
import { germanCaseEndings } from '../news/german-cases';
import { withoutLegalForm } from '../news/legal-forms';
import { subjectName } from '../news/subject-name';
import { subjectLegalForms } from './namesake-companies';
import type { AssessedSubject } from './risk-assessment';
import { givenNameGender, isFirstName } from '../given-names';
import { foldText } from './text-folding';

/** Legal forms and their abbreviations, folded: not what tells one organisation from another. */
export const LEGAL_FORMS: ReadonlySet<string> = new Set([
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'sa',
  'sas',
  'sarl',
  'spa',
  'srl',
  'nv',
  'bv',
  'ag',
  'gmbh',
  'kg',
  'kgaa',
  'ohg',
  'ug',
  'se',
  'ev',
  'mbh',
  'ab',
  'as',
  'asa',
  'oy',
  'oyj',
  'pte',
  'pty',
  'bhd',
  'sdn',
  'holding',
  'holdings',
  'group',
  'gruppe',
  'the',
  'und',
  'and',
  'cie',
  'kk',
]);

/**
 * Words too common to stand for an organisation alone: "Deutsche Bank" is found as "Deutsche Bank", never
 * as "Deutsche".
 */
const COMMON_WORDS = new Set([
  'bank',
  'banks',
  'international',
  'national',
  'global',
  'general',
  'first',
  'united',
  'american',
  'british',
  'china',
  'chinese',
  'deutsche',
  'standard',
  'capital',
  'financial',
  'finance',
  'trust',
  'investment',
  'investments',
  'industries',
  'energy',
  'new',
  'royal',
  'state',
  'city',
  'central',
  'world',
  'of',
  'for',
  'de',
  'la',
  'le',
  'der',
  'die',
  'das',
  'securities',
  'partners',
  'services',
  'systems',
  'technologies',
  'solutions',
  'media',
  'foundation',
  'association',
  'university',
  'church',
  'ministry',
  'department',
  'office',
  'council',
  'party',
  'fund',
  'insurance',
  'airlines',
  'motors',
  'health',
  'oil',
  'gas',
  'mining',
  'construction',
  'real',
  'estate',
  'development',
  'credit',
  'union',
  'european',
  'asian',
  'african',
  'north',
  'south',
  'east',
  'west',
  'trading',
  'commercial',
  'savings',
  'federal',
  'republic',
  'people',
  'peoples',
  'great',
  'golden',
  'green',
  'red',
  'blue',
  'black',
  'white',
  'star',
  'sun',
  'euro',
  'asia',
  'africa',
  'america',
  'europe',
  'shipping',
  'logistics',
  'pharma',
  'medical',
  'bau',
  'immobilien',
]);

/** A surname or organisation word this short ("Li", "BP") is too ambiguous to stand alone. */
const SHORT_WORD = 3;

/** How a subject is written in folded tokens. */
export interface SubjectNames {
  /** Full names (and an organisation's name without its legal form): words in order, a few words may come between. */
  full: string[][];
  /**
   * Shorter references that count once the full name has been read: an individual's surname, the
   * distinctive first word of an organisation.
   */
  short: string[];
  /** Every word of the names as given. */
  words: ReadonlySet<string>;
  /** Every word of a person's names (null for an organisation): another given name before the surname is someone else. */
  personWords: ReadonlySet<string> | null;
  /** An organisation's legal forms ("ltd"): the same name with another form is another company. */
  legalForms: ReadonlySet<string>;
  /** Words that, opening the next sentence, still speak of the subject ("he", "the company"). */
  pronouns: ReadonlySet<string>;
  /** An organisation's name is read in German cases too ("der Deutschen Bank", "des Bankhauses"). */
  cases: boolean;
}

const MALE_PRONOUNS: ReadonlySet<string> = new Set(['he', 'his', 'him', 'er', 'ihm', 'ihn', 'seine', 'sein']);
const FEMALE_PRONOUNS: ReadonlySet<string> = new Set(['she', 'her', 'sie', 'ihr']);
const PERSON_PRONOUNS: ReadonlySet<string> = new Set([...MALE_PRONOUNS, ...FEMALE_PRONOUNS]);

/**
 * The pronouns that may stand for a person: those of the gender its given names have in compromise's
 * lexicon when every name it knows agrees ("He" after a sentence naming Angela Merkel speaks of someone
 * else), all of them otherwise. Only the first word of each name as given is read: it is the given name but
 * in East Asian order, where it is a surname that the lexicon does not hold as a given name (Kim is the
 * exception, so it is not read).
 */
function personPronouns(names: readonly (readonly string[])[]): ReadonlySet<string> {
  const genders = new Set(
    names.flatMap((words) =>
      words.length < 2 || words[0] === 'kim' ? [] : (givenNameGender(words[0]) ?? []),
    ),
  );
  if (genders.size !== 1 || genders.has('either')) return PERSON_PRONOUNS;
  return genders.has('male') ? MALE_PRONOUNS : FEMALE_PRONOUNS;
}

/** Nouns by which an article calls an organisation it has named ("the company", "der Konzern"). */
export const ORGANISATION_NOUNS: ReadonlySet<string> = new Set([
  ...['company', 'firm', 'bank', 'group', 'lender', 'business'],
  ...['unternehmen', 'konzern', 'firma', 'gruppe', 'gesellschaft'],
]);

const ORGANISATION_PRONOUNS = new Set(['it', 'its', 'es', ...ORGANISATION_NOUNS]);

/** Other ways a person's name is written: without middle names, surname first ("Doe Jane", lists). */
function personVariants(words: readonly string[], family: readonly string[]): string[][] {
  if (words.length < 2) return [];
  const first = words[0];
  const last = words[words.length - 1];
  return words.length > 2
    ? [[first, last], [last, first], ...family.map((name) => [first, name])]
    : [[last, first]];
}

/**
 * The family names among a person's given names as name search reads them (news/subject-name.ts: "Arriaga" of
 * Mauricio Esteban Arriaga Solís), which the press writes with the first given name alone. Not alone:
 * "Kumar" of Rajesh Kumar Bhandari names many.
 */
function familyNames(name: string, words: readonly string[]): string[] {
  const searched = subjectName(name, 'INDIVIDUAL');
  if (searched?.kind !== 'person') return [];
  return searched.family.map((part) => part.text).filter((word) => words.includes(word));
}

/**
 * The words of a person's name that stand for them alone: the last one, and any written in capitals in a
 * name otherwise in mixed case (lists write "SHIRI Perence", "Umar Siddique Kathio AZMARAI").
 */
function surnames(name: string, words: readonly string[]): string[] {
  if (words.length < 2) return [];
  const written = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const mixedCase = written.some((word) => word !== word.toUpperCase());
  const capitals =
    written.length === words.length && mixedCase
      ? words.filter((_, i) => written[i].length > 1 && written[i] === written[i].toUpperCase())
      : [];
  return [...new Set([words[words.length - 1], ...capitals])];
}

export function subjectNames(subject: AssessedSubject): SubjectNames {
  const full: string[][] = [];
  const written: string[][] = [];
  const short = new Set<string>();
  for (const name of subject.names) {
    const words = foldText(name).split(' ').filter(Boolean);
    if (words.length === 0) continue;
    full.push(words);
    written.push(words);
    if (subject.type === 'INDIVIDUAL') {
      const family = familyNames(name, words);
      for (const variant of personVariants(words, family)) full.push(variant);
      for (const surname of surnames(name, words)) if (surname.length >= SHORT_WORD) short.add(surname);
      continue;
    }
    for (const variant of bracketVariants(name)) {
      const variantWords = variant === name ? words : foldText(variant).split(' ').filter(Boolean);
      if (variant !== name) full.push(variantWords);
      // Without the legal forms and a founding year at the end ("e.V.", "Sp. z o.o.", "1908"), and any word
      // that is a legal form elsewhere.
      const distinctive = withoutLegalForm(variantWords).filter((word) => !LEGAL_FORMS.has(word));
      if (distinctive.length > 0 && distinctive.length < variantWords.length) full.push(distinctive);
      const first = distinctive[0];
      if (distinctive.length > 1 && first.length > SHORT_WORD && !COMMON_WORDS.has(first)) short.add(first);
    }
  }
  const allWords = new Set(written.flat());
  return {
    full,
    short: [...short],
    words: allWords,
    personWords: subject.type === 'INDIVIDUAL' ? allWords : null,
    legalForms: subject.type === 'INDIVIDUAL' ? new Set<string>() : subjectLegalForms(written),
    pronouns: subject.type === 'INDIVIDUAL' ? personPronouns(written) : ORGANISATION_PRONOUNS,
    cases: subject.type !== 'INDIVIDUAL',
  };
}

/**
 * A word of a name as written in a text: also its genitive or plural ("Müllers", "Siemens'"); with `cases`
 * (an organisation's name) also in German cases ("der Deutschen Bank", "des Bankhauses Oberlin").
 */
function sameWord(token: string | undefined, word: string, cases = false): boolean {
  if (token === word || token === `${word}s`) return true;
  if (!cases || token === undefined || !token.startsWith(word)) return false;
  return germanCaseEndings(word).includes(token.slice(word.length));
}

/** At most this many words may come between two words of a full name (a middle name, "de"). */
const MAX_WORDS_BETWEEN = 2;

/** Where in the tokens a full name starts. */
export function findFullNames(
  tokens: readonly string[],
  names: readonly string[][],
  cases = false,
): number[] {
  const found: number[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    for (const words of names) {
      if (!sameWord(tokens[i], words[0], cases)) continue;
      let at = i;
      let matched = true;
      for (const word of words.slice(1)) {
        let next = -1;
        for (let k = at + 1; k <= at + 1 + MAX_WORDS_BETWEEN && k < tokens.length; k += 1) {
          if (sameWord(tokens[k], word, cases)) {
            next = k;
            break;
          }
        }
        if (next < 0) {
          matched = false;
          break;
        }
        at = next;
      }
      if (matched) {
        found.push(i);
        break;
      }
    }
  }
  return found;
}

/**
 * Where in the tokens a short reference stands. A person's surname after a given name that is not one of
 * theirs names someone else: "her husband Viktor Sander" is not Elena Sander. A given name the lexicon does
 * not know counts when the text writes it with a capital inside the sentence (`givenNameAt`, see
 * article-analysis.ts) and it starts otherwise than the subject's given names: "her brother Kerem Yıldız",
 * "Mayor Ion Popescu".
 */
export function findShortNames(
  tokens: readonly string[],
  short: readonly string[],
  personWords: ReadonlySet<string> | null = null,
  givenNameAt: (index: number) => boolean = () => false,
): number[] {
  // A capitalised word with the initial of one of the subject's words may be its given name spelt otherwise
  // ("Ihor" for "Igor").
  const initials = new Set([...(personWords ?? [])].map((word) => word[0]));
  const otherInitial = (index: number) => givenNameAt(index) && !initials.has(tokens[index][0]);
  const found: number[] = [];
  tokens.forEach((token, i) => {
    if (!short.some((word) => sameWord(token, word))) return;
    const before = tokens[i - 1];
    if (personWords && before && !personWords.has(before) && (isFirstName(before) || otherInitial(i - 1)))
      return;
    found.push(i);
  });
  return found;
}
