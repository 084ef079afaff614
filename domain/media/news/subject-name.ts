import { articleWords, foldWord } from './article-words';
import { isFirstName } from '../given-names';
import { germanCaseEndings } from './german-cases';
import { givenNameForms } from './given-name-forms';
import { withoutLegalForm } from './legal-forms';
import { PARTICLES } from './name-particles';
import { distinctiveSkeleton } from './name-skeleton';
import type { NewsSearch } from './news-source';
import { particleSpellings } from './particle-spellings';

/** One word of a subject's name, with the spellings that count as the same word. */
export interface NamePart {
  /** Folded as written ("müller" → "muller"). */
  text: string;
  /** German umlauts and ß spelled out ("mueller"): how English-language press writes them. */
  spelledOut: string | null;
  /** Its consonant skeleton, which other romanisations share; null for short words. */
  skeleton: string | null;
  /** Other words that write it: a particle's romanisations ("abu" / "abo"), a given name's short forms. */
  alternatives: string[];
  /**
   * An organisation's initialism ("US", "IMF", or "U.S." written with full stops): articles also write it
   * letter by letter with full stops ("U.S. Steel", "the I.M.F.") or without ("US Steel").
   */
  initialism: boolean;
}

/**
 * A subject's name as name search uses it: `parts` as written; a person's given names and surname: the words
 * before a comma ("Müller, Jürgen"), else the words in capitals of a name that also has others (the lists'
 * convention: "VALENCIA TRUJILLO Joaquin Mario"), else the last word; an organisation's has a core without its legal form; other subjects
 * (vessels, aircraft) are found by their name as written.
 */
export type SubjectName =
  | { kind: 'person'; parts: NamePart[]; given: NamePart[]; surname: NamePart[]; family: NamePart[] }
  | { kind: 'organisation'; parts: NamePart[]; core: NamePart[] }
  | { kind: 'other'; parts: NamePart[] };

const ARTICLES = new Set(['the', 'der', 'die', 'das', 'la', 'le', 'les', 'el']);

function spelledOut(word: string): string | null {
  if (!/[äöüÄÖÜß]/u.test(word)) return null;
  return foldWord(
    word.replace(/[äÄ]/gu, 'ae').replace(/[öÖ]/gu, 'oe').replace(/[üÜ]/gu, 'ue').replace(/ß/gu, 'ss'),
  );
}

/** An initialism as a name writes it: two to four capitals, or single capitals each with a full stop. */
const INITIALISM = /^(?:\p{Lu}{2,4}|(?:\p{Lu}\.){2,4})$/u;
const DOTTED_LETTER = /^\p{Lu}\.$/u;

/**
 * The words of a name as parts. With `initialisms` (organisations and other names), "U.S." is one part,
 * "us", not two initials, and it and "US" or "IMF" are marked as initialisms.
 */
function partsOf(text: string, initialisms = false): NamePart[] {
  const words = articleWords(text);
  const parts: NamePart[] = [];
  for (let i = 0; i < words.length; i++) {
    let last = i;
    if (initialisms)
      while (
        last + 1 < words.length &&
        DOTTED_LETTER.test(text.slice(words[last].start, words[last].end + 1)) &&
        DOTTED_LETTER.test(text.slice(words[last + 1].start, words[last + 1].end + 1)) &&
        words[last + 1].start === words[last].end + 1
      )
        last++;
    const written = text.slice(words[i].start, last > i ? words[last].end + 1 : words[i].end);
    const folded = words
      .slice(i, last + 1)
      .map((word) => word.text)
      .join('');
    parts.push({
      text: folded,
      spelledOut: spelledOut(written),
      skeleton: distinctiveSkeleton(folded),
      alternatives: particleSpellings(folded),
      initialism: initialisms && INITIALISM.test(written),
    });
    i = last;
  }
  return parts;
}

/** Given names also as their short or formal forms ("Thomas" / "Tom"). */
const asGivenNames = (parts: NamePart[]): NamePart[] =>
  parts.map((part) => ({ ...part, alternatives: [...part.alternatives, ...givenNameForms(part.text)] }));

const isCapitals = (word: string) => /^\p{Lu}{2,}$/u.test(word);

/** Given names and surname of a person's name of two words or more, and its family names (below). */
function personName(name: string, parts: NamePart[]): SubjectName {
  const words = articleWords(name);
  const hyphenated = words.map((word) => name[word.end] === '-');
  const comma = name.indexOf(',');
  if (comma > 0) {
    const surname = partsOf(name.slice(0, comma));
    const given = asGivenNames(partsOf(name.slice(comma + 1)));
    if (surname.length > 0 && given.length > 0)
      return { kind: 'person', parts, given, surname, family: paternalSurname(surname, hyphenated) };
  }
  const capitals = words.map((word) => isCapitals(name.slice(word.start, word.end)));
  const first = capitals.indexOf(true);
  const count = capitals.filter(Boolean).length;
  const block = first >= 0 && capitals.slice(first, first + count).every(Boolean);
  if (block && count < parts.length) {
    const surname = parts.slice(first, first + count);
    const given = asGivenNames(parts.filter((_, i) => i < first || i >= first + count));
    return {
      kind: 'person',
      parts,
      given,
      surname,
      family: paternalSurname(surname, hyphenated.slice(first)),
    };
  }
  const given = asGivenNames(parts.slice(0, -1));
  return { kind: 'person', parts, given, surname: parts.slice(-1), family: familyNames(given, hyphenated) };
}

/** Whether a word of a name may stand for the family: no particle, no given name, more than two letters. */
const familyWord = (part: NamePart) =>
  part.text.length > 2 && !PARTICLES.has(part.text) && !isFirstName(part.text);

/**
 * Family names the press writes after the first given name without the rest, as Spanish and Portuguese
 * names are written: in a name without a marked surname, words among the given names that are no given name
 * ("Mauricio Arriaga" for Mauricio Esteban Arriaga Solís, "Lucía Marín" for Lucía Marín Ortega; also "Rachel
 * Goh" for Rachel Goh Mei Ling). `hyphenated`: which words are joined to the next; the first half of a
 * hyphenated surname is none (Anna Müller is someone else than Anna Müller-Schmidt).
 */
function familyNames(given: readonly NamePart[], hyphenated: readonly boolean[]): NamePart[] {
  return given.filter((part, i) => i > 0 && !hyphenated[i] && familyWord(part));
}

/** In a marked surname of two words or more ("SOTO RUIZ", "Arriaga Solís, Mauricio"), its first: "Juan Soto". */
function paternalSurname(surname: readonly NamePart[], hyphenated: readonly boolean[]): NamePart[] {
  return surname.length >= 2 && !hyphenated[0] && familyWord(surname[0]) ? [surname[0]] : [];
}

/** How `name` is looked for in articles of a subject of `type`; null when it has no letters or digits. */
export function subjectName(name: string, type: NewsSearch['subjectType']): SubjectName | null {
  if (type === 'INDIVIDUAL') {
    const parts = partsOf(name);
    if (parts.length === 0) return null;
    return parts.length === 1 ? { kind: 'other', parts } : personName(name, parts);
  }
  const parts = partsOf(name, true);
  if (parts.length === 0) return null;
  if (type === 'ORGANISATION') return organisationName(parts);
  return { kind: 'other', parts };
}

/**
 * An organisation's name and its core: without a leading article, legal forms and a founding year. German
 * press inflects its words: "der Deutschen Bank", "des Bankhauses Oberlin".
 */
function organisationName(parts: NamePart[]): SubjectName {
  const words = parts.map((part) => part.text);
  const leading = ARTICLES.has(words[0]) && words.length > 1 ? 1 : 0;
  const core = withoutLegalForm(words.slice(leading));
  return {
    kind: 'organisation',
    parts: parts.map(withGermanCases),
    core: parts.slice(leading, leading + core.length).map(withGermanCases),
  };
}

/** An organisation's word as German cases write it too ("der Deutschen Bank"). */
function withGermanCases(part: NamePart): NamePart {
  const endings = part.initialism ? [] : germanCaseEndings(part.text);
  if (endings.length === 0) return part;
  const forms = endings.map((ending) => `${part.text}${ending}`);
  return { ...part, alternatives: [...part.alternatives, ...forms] };
}
