import type { NameFuzziness } from './news-source';
import type { NamePart, SubjectName } from './subject-name';

/**
 * Other spellings of name parts found among the corpus's words: other romanisations (same skeleton) from
 * STANDARD on, and words one typo away at BROAD.
 */
export type CorpusSpellings = ReadonlyMap<string, readonly string[]>;

const term = (text: string, prefix = false) => `'${text}'${prefix ? ':*' : ''}`;

/** Every spelling of a part the search accepts; `prefix` also lets inflected forms through ("müllers"). */
function spellings(
  part: NamePart,
  fuzziness: NameFuzziness,
  variants: CorpusSpellings,
  prefix: boolean,
): string {
  const options = [term(part.text, prefix)];
  if (fuzziness === 'STRICT') return options[0];
  if (part.spelledOut) options.push(term(part.spelledOut, prefix));
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

/**
 * The PostgreSQL tsquery (configuration 'simple', over the folded words) that finds every article which
 * could name the subject at `fuzziness`: a superset, which the name finder then checks word by word.
 * STRICT: the words as written, adjacent. STANDARD and BROAD: a person's surname (or its inflection) and the
 * first given name or its initial (BROAD: any given name or initial); an organisation's name without legal
 * form; other names every word.
 */
export function nameQuery(name: SubjectName, fuzziness: NameFuzziness, variants: CorpusSpellings): string {
  if (fuzziness === 'STRICT') return name.parts.map((part) => term(part.text)).join(' <-> ');
  const all = (parts: readonly NamePart[]) =>
    parts.map((part, i) => spellings(part, fuzziness, variants, i === parts.length - 1)).join(' & ');
  if (name.kind === 'person') {
    const given = fuzziness === 'BROAD' ? name.given : name.given.slice(0, 1);
    const initials = [...new Set(given.map((part) => part.text[0]))].map((initial) => term(initial));
    const givenOptions = [...given.map((part) => spellings(part, fuzziness, variants, false)), ...initials];
    return `${all(name.surname)} & (${givenOptions.join(' | ')})`;
  }
  if (name.kind === 'organisation' && name.core.length > 0) return all(name.core);
  return all(name.parts);
}
