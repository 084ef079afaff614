import type { NameFuzziness } from './news-source';
import type { NamePart, SubjectName } from './subject-name';

/**
 * Other spellings of name parts found among the corpus's words: other romanisations (same skeleton) from
 * STANDARD on, and words one typo away at BROAD.
 */
export type CorpusSpellings = ReadonlyMap<string, readonly string[]>;

const term = (text: string) => `'${text}'`;

/** The word, and with `inflected` its inflection the name finder accepts too ("müllers"). */
const forms = (text: string, inflected: boolean) =>
  inflected ? [term(text), term(`${text}s`)] : [term(text)];

/** Every spelling of a part the search accepts; `inflected`: its inflected forms too (a name's last word). */
function spellings(
  part: NamePart,
  fuzziness: NameFuzziness,
  variants: CorpusSpellings,
  inflected: boolean,
): string {
  const options = forms(part.text, inflected);
  if (fuzziness === 'STRICT') return options[0];
  if (part.spelledOut) options.push(...forms(part.spelledOut, inflected));
  // An initialism letter by letter ("U.S." is indexed as "u s").
  if (part.initialism) options.push(`(${[...part.text].map(term).join(' <-> ')})`);
  for (const alternative of part.alternatives) options.push(term(alternative));
  for (const variant of variants.get(part.text) ?? []) options.push(term(variant));
  return `(${options.join(' | ')})`;
}

/** The tsquery over the headline's folded words that finds a person by surname alone (STANDARD and BROAD). */
export function headlineQuery(
  name: SubjectName,
  fuzziness: NameFuzziness,
  variants: CorpusSpellings,
): string | null {
  if (fuzziness === 'STRICT' || name.kind !== 'person') return null;
  return name.surname
    .map((part, i) => spellings(part, fuzziness, variants, i === name.surname.length - 1))
    .join(' & ');
}

/** Words a name finder allows between a given name and the surname (name-finder.ts). */
const MAX_WORDS_BETWEEN = 3;

/**
 * The PostgreSQL tsquery (configuration 'simple', over the folded words) that finds every article which
 * could name the subject at `fuzziness`: a superset, which the name finder then checks word by word. Word
 * distances are part of it, so that only articles with the words close together are read.
 * STRICT: the words as written, adjacent. STANDARD: a person's first given name or its initial a few words
 * before the surname (or its inflection, another romanisation), or the surname right before the given name;
 * an organisation's name without legal form; other names every word in order. BROAD: also any given name or
 * initial, and spellings one typo away.
 */
export function nameQuery(name: SubjectName, fuzziness: NameFuzziness, variants: CorpusSpellings): string {
  if (fuzziness === 'STRICT') return name.parts.map((part) => term(part.text)).join(' <-> ');
  const spelled = (part: NamePart, inflected: boolean) => spellings(part, fuzziness, variants, inflected);
  const phrase = (parts: readonly NamePart[]) =>
    parts.map((part, i) => spelled(part, i === parts.length - 1)).join(' <-> ');
  if (name.kind === 'person') {
    const given = fuzziness === 'BROAD' ? name.given : name.given.slice(0, 1);
    const givenNames = `(${given.map((part) => spelled(part, false)).join(' | ')})`;
    const initials = `(${[...new Set(given.map((part) => term(part.text[0])))].join(' | ')})`;
    // The distance to the surname's first word: the rest of a surname of several words is checked after.
    const [first] = name.surname;
    const last = name.surname[name.surname.length - 1];
    const surnameStart = spelled(first, name.surname.length === 1);
    // After an initial, only the surname's own spellings: initials are common words of the index.
    const surnameAsWritten = spellings(first, fuzziness, new Map(), name.surname.length === 1);
    const forms: string[] = [];
    for (let distance = 1; distance <= name.given.length + MAX_WORDS_BETWEEN; distance++) {
      forms.push(
        `${givenNames} <${distance}> ${surnameStart}`,
        `${initials} <${distance}> ${surnameAsWritten}`,
      );
    }
    forms.push(`${spelled(last, false)} <-> ${spelled(name.given[0], false)}`);
    // A double surname without the given name (name-finder.ts checks the first is no given name).
    if (name.given.length >= 2)
      forms.push(`${spelled(name.given[name.given.length - 1], false)} <-> ${surnameStart}`);
    // The first given name, then a family name among the given names (name-finder.ts: "Mauricio Arriaga").
    for (const family of name.family) {
      for (let distance = 1; distance <= 1 + MAX_WORDS_BETWEEN; distance++)
        forms.push(`${spelled(name.given[0], false)} <${distance}> ${spelled(family, true)}`);
    }
    if (fuzziness === 'BROAD') forms.push(`${spelled(last, false)} <-> ${initials}`);
    return forms.map((form) => `(${form})`).join(' | ');
  }
  if (name.kind === 'organisation' && name.core.length > 0) return phrase(name.core);
  return phrase(name.parts);
}
